import type { AdminEntity } from '@sigsa/domain/admin/admin-entity';
import { apiRequest } from '../platform/api-client.ts';
import {
  deleteAdminRow,
  runAdminOperation,
  saveAdminRow,
  createAdminRow,
  type AdminRow,
} from './admin-api.ts';

// What Gerir's form can do with a row beyond saving it, by entity: reference rows are archived, confirmed and
// removed; user accounts (written at `userAccounts`, 000 §7.1) are deactivated and reactivated (PATCH enabled)
// and get a new temporary password, and are never removed (reports and audit rows name them).

/** A row as created: a user account also carries its temporary password, shown once. */
export type CreatedRow = AdminRow & { palavraPasseTemporaria?: string };

/** The actions of the form of `entity`. */
export interface AdminActions {
  /** API path of the writes. */
  writeEntity: string;
  create(body: Record<string, unknown>): Promise<CreatedRow>;
  save(row: AdminRow, body: Record<string, unknown>): Promise<AdminRow>;
  /** i18n keys of the archive button, by the row's state. */
  archiveLabel(row: AdminRow): string;
  archive(row: AdminRow): Promise<AdminRow>;
  /** i18n key of the archive's success toast. */
  archivedToast(row: AdminRow): string;
  /** Confirmar a row the reference files only assumed. */
  confirm: ((row: AdminRow) => Promise<AdminRow>) | null;
  remove: ((row: AdminRow) => Promise<void>) | null;
  /** A new temporary password (`accounts/{id}/resetPassword`). */
  resetPassword: ((row: AdminRow) => Promise<string>) | null;
}

function accountActions(writeEntity: string): AdminActions {
  const patch = (row: AdminRow, body: Record<string, unknown>) =>
    apiRequest<AdminRow>(`${writeEntity}/${row.id}`, {
      method: 'PATCH',
      body: { ...body, version: row.version },
    });
  return {
    writeEntity,
    create: (body) => createAdminRow(writeEntity, body),
    save: (row, body) => patch(row, body),
    archiveLabel: (row) => (row.arquivado ? 'gestao.actions.ativar' : 'gestao.actions.desativar'),
    archive: (row) => patch(row, { enabled: row.arquivado }),
    archivedToast: (row) => (row.arquivado ? 'gestao.toasts.ativado' : 'gestao.toasts.desativado'),
    confirm: null,
    remove: null,
    resetPassword: async (row) =>
      (
        await apiRequest<{ palavraPasseTemporaria: string }>(`accounts/${row.id}/resetPassword`, {
          method: 'POST',
          body: {},
        })
      ).palavraPasseTemporaria,
  };
}

function referenceActions(entity: AdminEntity): AdminActions {
  const { entity: path } = entity;
  return {
    writeEntity: path,
    create: (body) => createAdminRow(path, body),
    save: (row, body) => saveAdminRow(path, row.id, body, row.version),
    archiveLabel: (row) => (row.arquivado ? 'gestao.actions.desarquivar' : 'gestao.actions.arquivar'),
    archive: (row) =>
      runAdminOperation(path, row.id, row.arquivado ? 'desarquivar' : 'arquivar', row.version),
    archivedToast: (row) => (row.arquivado ? 'gestao.toasts.desarquivar' : 'gestao.toasts.arquivar'),
    confirm: (row) => runAdminOperation(path, row.id, 'confirmar', row.version),
    remove: (row) => deleteAdminRow(path, row.id, row.version),
    resetPassword: null,
  };
}

/** The actions of Gerir's form for `entity`. */
export function adminActions(entity: AdminEntity): AdminActions {
  return entity.writeEntity === 'userAccounts'
    ? accountActions(entity.writeEntity)
    : referenceActions(entity);
}
