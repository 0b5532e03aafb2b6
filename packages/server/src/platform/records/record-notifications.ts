import { sql } from 'drizzle-orm';
import { estadoLabel } from '@sigsa/domain/records/estados';
import type { Actor, NotifyWhom, WorkflowOperation } from '@sigsa/domain/workflow/workflow';
import { queryRows, type Tx } from '../../db/client.ts';
import { createNotifications, escapeHtml } from '../notifications/notifications.ts';
import type { LockedRecord } from './operation-runner.ts';
import type { RecordType } from './record-type.ts';

/** Operations whose notice asks the author to act: shown as ALTA (danger). */
const URGENT_OPERATIONS = new Set([
  'devolver',
  'naoValidar',
  'devolverParaReAnalise',
  'devolverParaReSubmissao',
]);

/**
 * The users an operation concerns (issue 4): its keepers (creator and responsible users) when a reviewer
 * decides, the reviewers of the area (enabled users holding a role with the full REGISTO level there) when the
 * author submits, or the enabled ROLE_LAB users of the laboratory the record is addressed to (issue 16). The
 * actor is never told of their own act.
 */
async function recipients(
  tx: Tx,
  type: RecordType,
  whom: Exclude<NotifyWhom, null>,
  record: LockedRecord<string>,
  actor: Actor,
): Promise<number[]> {
  if (whom === 'laboratory') {
    if (record.laboratorioId == null) return [];
    const users = await queryRows<{ id: number }>(
      tx,
      sql`SELECT DISTINCT u.id FROM utilizadores u
            JOIN utilizador_roles ur ON ur.utilizador_id = u.id AND ur.role = 'ROLE_LAB'
           WHERE u.enabled AND u.laboratorio_id = ${record.laboratorioId}`,
    );
    return users.map((u) => Number(u.id)).filter((id) => id !== actor.userId);
  }
  const keepers = await queryRows<{ id: number }>(
    tx,
    sql`SELECT u.id FROM utilizadores u
         WHERE u.enabled AND (u.username = ${record.createdBy ?? ''}
           ${record.responsaveis.length > 0 ? sql`OR u.id IN ${record.responsaveis}` : sql``})`,
  );
  const keeperIds = new Set(keepers.map((k) => Number(k.id)));
  let ids: number[];
  if (whom === 'author') ids = [...keeperIds];
  else {
    const reviewers = await queryRows<{ id: number }>(
      tx,
      sql`SELECT DISTINCT u.id FROM utilizadores u
            JOIN utilizador_roles ur ON ur.utilizador_id = u.id
            JOIN role_permissoes rp ON rp.role = ur.role AND rp.area = ${type.area} AND rp.nivel = 'REGISTO'
           WHERE u.enabled`,
    );
    ids = reviewers.map((r) => Number(r.id)).filter((id) => !keeperIds.has(id));
  }
  return ids.filter((id) => id !== actor.userId);
}

/**
 * Creates the in-app notifications of a successful operation, in its transaction; an alert of the record type
 * (`RecordType.alert`) makes them ALTA, leads them with its reason and tells its users too.
 */
export async function notifyOperation(
  tx: Tx,
  type: RecordType,
  operation: WorkflowOperation<string>,
  record: LockedRecord<string>,
  actor: Actor,
  to: string,
): Promise<void> {
  if (operation.notify === null) return;
  const tipo = type.notificationTipo;
  if (!tipo) throw new Error(`${type.entity}: operação com aviso sem notificationTipo`);
  const alert = (await type.alert?.(tx, record.id, operation.name)) ?? null;
  const users = new Set(await recipients(tx, type, operation.notify, record, actor));
  for (const id of alert?.utilizadores ?? []) if (id !== actor.userId) users.add(id);
  if (users.size === 0) return;
  const numero = record.numeroSerie ?? 'N.d.';
  const lead = alert ? `<p><strong>${escapeHtml(alert.motivo)}</strong></p>` : '';
  await createNotifications(
    tx,
    [...users].map((utilizadorId) => ({
      utilizadorId,
      tipo,
      titulo: `${type.label} ${numero}`,
      mensagem: `${lead}<p>${escapeHtml(operation.successMessage)} Estado: ${escapeHtml(estadoLabel(to))} (${escapeHtml(actor.username)}).</p>`,
      importancia: alert || URGENT_OPERATIONS.has(operation.name) ? 'ALTA' : 'NORMAL',
      link: type.detailRoute(record.id),
    })),
  );
}
