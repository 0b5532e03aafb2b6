import type { AdminEntity } from '@sigsa/domain/admin/admin-entity';
import { ADMIN_ENTITIES } from '@sigsa/domain/admin/admin-registry';
import { UTILIZADORES_ADMIN } from '@sigsa/domain/admin/entities/utilizadores.admin';

/** Path of Gerir's index (000 §2.1 "Gestao"). */
export const GESTAO_PATH = 'gestao';

/** The list of an administered entity, no leading slash: `gestao/<path>`. */
export function gestaoListPath(entity: AdminEntity): string {
  return `${GESTAO_PATH}/${entity.path}`;
}

/** `gestao/auditoria` (ours): every change made in Gerir. */
export const GESTAO_AUDIT_PATH = `${GESTAO_PATH}/auditoria`;

/** Where a child entity's rows are edited from: its parent's form, and the child's field naming the parent. */
export interface GestaoChild {
  child: AdminEntity;
  parent: AdminEntity;
  parentField: string;
  label: string;
}

/** Every child entity (value lists, sub-categories): listed and added inside its parent's form, not in the menu. */
export const GESTAO_CHILDREN: readonly GestaoChild[] = ADMIN_ENTITIES.flatMap((parent) =>
  (parent.children ?? []).flatMap((c) => {
    const child = ADMIN_ENTITIES.find((e) => e.entity === c.entity);
    return child ? [{ child, parent, parentField: c.parentField, label: c.label }] : [];
  }),
);

/** The child relation of `entity`, when it is one. */
export function gestaoChildOf(entity: AdminEntity): GestaoChild | undefined {
  return GESTAO_CHILDREN.find((c) => c.child.entity === entity.entity);
}

/** The entities Gerir lists in its menu and index, in the menu's order (000 §2.2). */
export const GESTAO_MENU_ENTITIES: readonly AdminEntity[] = ADMIN_ENTITIES.filter((entity) => entity.menu);

/** `gestao/dados-pessoais` (000 §2.2 "personal data"): where a data subject appears, the export, the requests. */
export const GESTAO_DADOS_PESSOAIS_PATH = `${GESTAO_PATH}/dados-pessoais`;

/** `gestao/quem-pode` (ours): the live access matrix and who takes each operation. */
export const GESTAO_QUEM_PODE_PATH = `${GESTAO_PATH}/quem-pode`;

/** `gestao/utilizadores`: every user. */
export const GESTAO_USERS_PATH = gestaoListPath(UTILIZADORES_ADMIN);

/** `gestao/utilizadores/importar` (ours): users from a CSV, previewed line by line, imported all or none. */
export const GESTAO_USERS_IMPORT_PATH = `${GESTAO_USERS_PATH}/importar`;
