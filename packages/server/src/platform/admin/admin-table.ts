import { sql, type SQL } from 'drizzle-orm';
import type { AdminEntity, AdminField } from '@sigsa/domain/admin/admin-entity';
import type { AdminValues } from '@sigsa/domain/admin/admin-schema';
import type { Tx } from '../../db/client.ts';

/** A many-to-many field kept in a link table: `owner` names the row, `target` the linked row. */
export interface AdminLink {
  table: string;
  owner: string;
  target: string;
}

/**
 * Where an administered entity lives in the database: the descriptor says what the fields are, this says which
 * columns hold them. Column names default to the field key in snake_case (`search` fields add `_id`).
 */
export interface AdminTable {
  descriptor: AdminEntity;
  table: string;
  /** Alias of `table` in the entity's list resource (its FROM clause), which Gerir's projection reads through. */
  alias: string;
  /** Column of a field whose name is not the default. */
  columns?: Readonly<Record<string, string>>;
  /** The link table of each `multisearch` field. */
  links?: Readonly<Record<string, AdminLink>>;
  /**
   * The column saying whether a row is archived; `active` when it says the opposite (an existing `ativo` flag).
   * Default `arquivado`.
   */
  archive?: { column: string; active: boolean };
  /** Whether the table has the `assumed` flag of the reference files (default true). */
  assumed?: boolean;
  /** Column values the row's fields decide (e.g. a disease's DDO category from its categories). */
  derived?: (values: AdminValues) => Readonly<Record<string, unknown>>;
  /**
   * Checks a change needs the stored rows for (a series that numbered records keeps its name): throws the
   * AppError to answer. `before` is null on creation.
   */
  guard?: (tx: Tx, before: AdminValues | null, after: AdminValues, id: number | null) => Promise<void>;
  /**
   * Whether row `id` is used where no foreign key says so (codes kept as text by records): DELETE answers 409.
   */
  inUse?: (tx: Tx, id: number) => Promise<boolean>;
  /** Runs after a write in its transaction (only one predefined series per class). */
  afterWrite?: (tx: Tx, id: number, after: AdminValues) => Promise<void>;
}

function snake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The column of a scalar field (not `multisearch`). */
export function columnOf(table: AdminTable, field: AdminField): string {
  return (
    table.columns?.[field.key] ?? (field.input === 'search' ? `${snake(field.key)}_id` : snake(field.key))
  );
}

/** The link table of a `multisearch` field. */
export function linkOf(table: AdminTable, field: AdminField): AdminLink {
  const link = table.links?.[field.key];
  if (!link) throw new Error(`${table.descriptor.entity}.${field.key}: falta a tabela de ligação.`);
  return link;
}

/** SQL: the row is archived. `alias` qualifies the column. */
export function archivedExpr(table: AdminTable, alias: string): SQL {
  const archive = table.archive ?? { column: 'arquivado', active: false };
  const column = sql.raw(`${alias}.${archive.column}`);
  return archive.active ? sql`(NOT ${column})` : column;
}

/** SQL assignment setting the archived state. */
export function archiveAssignment(table: AdminTable, archived: boolean): SQL {
  const archive = table.archive ?? { column: 'arquivado', active: false };
  return sql`${sql.identifier(archive.column)} = ${archive.active ? !archived : archived}`;
}

/** The `{id, nome}` of a referenced row of `target` by id expression (null when none). */
export function referenceJson(target: AdminTable, idExpr: SQL): SQL {
  const name = columnOf(target, nameField(target));
  return sql`(SELECT json_build_object('id', adm_r.id, 'nome', adm_r.${sql.raw(name)})
              FROM ${sql.identifier(target.table)} adm_r WHERE adm_r.id = ${idExpr})`;
}

/** The field a row is known by (its `nome`, unless the descriptor says another). */
export function nameField(table: AdminTable): AdminField {
  const key = table.descriptor.nameField ?? 'nome';
  const field = table.descriptor.fields.find((f) => f.key === key);
  if (!field) throw new Error(`${table.descriptor.entity}: sem o campo ${key}.`);
  return field;
}
