import { sql, type SQL } from 'drizzle-orm';
import { canConsult, canRegister, type AccessLevel } from '@sigsa/domain/access/access-levels';
import type { AdminField } from '@sigsa/domain/admin/admin-entity';
import {
  ALREADY_ARCHIVED_MESSAGE,
  ARCHIVED_REFERENCE_MESSAGE,
  duplicateMessage,
  immutableMessage,
  IN_USE_MESSAGE,
  NOT_ARCHIVED_MESSAGE,
} from '@sigsa/domain/admin/admin-registry';
import { adminSchema, type AdminValues } from '@sigsa/domain/admin/admin-schema';
import { PT } from '@sigsa/domain/validation/form-schema';
import { INVALID_VALUE_MESSAGE } from '@sigsa/domain/validation/messages';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized, type FieldError } from '../http/errors.ts';
import { ROLE_REQUIRED_MESSAGE } from '../resources/resource-access.ts';
import { writeAdminAudit, type AdminActor, type AdminOperation } from './admin-audit.ts';
import {
  inputValues,
  insertAdminRow,
  readAdminRow,
  referenceProblems,
  updateAdminRow,
  type AdminRow,
  type AdminTables,
} from './admin-store.ts';
import { archiveAssignment, columnOf, type AdminTable } from './admin-table.ts';
import type { SecretBox } from './secret-box.ts';

/** PostgreSQL's SQLSTATE of an error, looked for through the driver's wrappers (`cause`). */
export function sqlState(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

const FOREIGN_KEY_VIOLATION = '23503';

/** The name of the constraint a PostgreSQL error broke, looked for through the driver's wrappers; or null. */
export function sqlConstraint(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string' && name !== '') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
const UNIQUE_VIOLATION = '23505';

/** A caller of Gerir: signed in (401), naming the role it acts under (400), at the level `allowed` takes (403). */
function gestaoCaller(
  auth: RequestAuth | null,
  allowed: (level: AccessLevel | undefined) => boolean,
): AdminActor {
  if (!auth) throw unauthorized();
  if (!auth.role)
    throw badRequest(ROLE_REQUIRED_MESSAGE, [{ field: 'role', message: ROLE_REQUIRED_MESSAGE }]);
  if (!allowed(auth.levels.gestao)) throw forbidden();
  return { username: auth.username, role: auth.role };
}

/** The caller of a write in Gerir: the full REGISTO level on `gestao` (403: ROLE_MANAGER reads only, issue 13). */
export function adminActor(auth: RequestAuth | null): AdminActor {
  return gestaoCaller(auth, canRegister);
}

/** The caller of a read of Gerir that is audited (personal data): the CONSULTA level on `gestao`. */
export function gestaoReader(auth: RequestAuth | null): AdminActor {
  return gestaoCaller(auth, canConsult);
}

/**
 * Runs a write of Gerir in one transaction; a row another one took meanwhile by a unique key answers 409
 * (`duplicate`, given the broken constraint's name, when the caller knows which field it is), a row still used by a foreign key 409 "em uso".
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Tx) => Promise<T>,
  duplicate: (constraint: string | null) => Error = () =>
    conflict('Já existe um registo com os mesmos dados.'),
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw duplicate(sqlConstraint(error));
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw conflict(IN_USE_MESSAGE);
    throw error;
  }
}

/** The parsed row, or the 400 naming each refused field. */
function parseValues(table: AdminTable, values: AdminValues, creating: boolean): AdminValues {
  const result = adminSchema(table.descriptor, { creating }).safeParse(values, PT);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw refusedFields(errors);
}

/** The 400 of refused fields: its message names the first (as a schema failure's does), `errors` all. */
export function refusedFields(errors: FieldError[]) {
  const [first] = errors;
  const more = errors.length > 1 ? ` (e mais ${errors.length - 1})` : '';
  const message = first?.message.replace(/\.$/, '');
  return badRequest(first ? `Campo "${first.field}": ${message}${more}.` : undefined, errors);
}

/** Two field values are the same change-wise (absent and null alike). */
export function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * References of `fields` to rows that do not exist (400) or that are archived (400), among the ids not kept
 * from before (an old record keeps what was archived since).
 */
export async function checkReferences(
  tx: Tx,
  tables: AdminTables,
  fields: readonly AdminField[],
  values: AdminValues,
  before: AdminValues | null,
): Promise<void> {
  const errors: FieldError[] = [];
  for (const field of fields) {
    if (field.input !== 'search' && field.input !== 'multisearch') continue;
    const target = tables.get(field.repository ?? '');
    if (!target) continue;
    const ids = [values[field.key]].flat().filter((id): id is number => typeof id === 'number');
    const kept = new Set([before?.[field.key]].flat());
    const { unknown, archived } = await referenceProblems(
      tx,
      target,
      ids.filter((id) => !kept.has(id)),
    );
    if (unknown.length > 0) errors.push({ field: field.key, message: INVALID_VALUE_MESSAGE });
    else if (archived.length > 0) errors.push({ field: field.key, message: ARCHIVED_REFERENCE_MESSAGE });
  }
  if (errors.length > 0) throw refusedFields(errors);
}

/** Where a write's uniqueness is looked for: the table, and each field's column in it. */
export interface UniqueTarget {
  table: string;
  column: (field: AdminField) => string;
}

/** A `unique` field of `fields` whose value another row holds (409 naming it; case-blind, accents as typed). */
export async function checkUnique(
  tx: Tx,
  target: UniqueTarget,
  values: AdminValues,
  id: number | null,
  fields: readonly AdminField[],
): Promise<void> {
  for (const field of fields) {
    const value = values[field.key];
    if (!field.unique || value === '' || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const column = sql.identifier(target.column(field));
    const taken = await queryRows(
      tx,
      sql`SELECT 1 FROM ${sql.identifier(target.table)}
          WHERE lower(${column}::text) = lower(${String(value)}) ${id === null ? sql`` : sql`AND id <> ${id}`}
          LIMIT 1`,
    );
    if (taken.length > 0) {
      const message = duplicateMessage(field.label);
      throw conflict(message, [{ field: field.key, message }]);
    }
  }
}

/** The values as stored: each secret given, sealed (a blank one on a save is no change: the stored one stays). */
function sealSecrets(table: AdminTable, values: AdminValues, secrets: SecretBox): AdminValues {
  const fields = table.descriptor.fields.filter((field) => field.secret);
  const sealed = { ...values };
  for (const field of fields) {
    const plain = values[field.key];
    if (typeof plain === 'string') sealed[field.key] = secrets.seal(plain);
  }
  return sealed;
}

function uniqueTarget(table: AdminTable): UniqueTarget {
  return { table: table.table, column: (field) => columnOf(table, field) };
}

/** `POST {entity}`: a new row, its links and its audit row. */
export async function createAdminRow(
  db: Database,
  tables: AdminTables,
  table: AdminTable,
  auth: RequestAuth | null,
  body: AdminValues,
  secrets: SecretBox,
): Promise<AdminRow> {
  const actor = adminActor(auth);
  const values = parseValues(table, body, true);
  const stored = sealSecrets(table, values, secrets);
  return inTransaction(db, async (tx) => {
    await checkReferences(tx, tables, table.descriptor.fields, values, null);
    await checkUnique(tx, uniqueTarget(table), values, null, table.descriptor.fields);
    await table.guard?.(tx, null, values, null);
    const id = await insertAdminRow(tx, table, stored);
    await table.afterWrite?.(tx, id, values);
    const row = await mustRead(tx, tables, table, id);
    await writeAdminAudit(tx, table, id, 'criar', actor, null, row);
    return row;
  });
}

async function mustRead(tx: Tx, tables: AdminTables, table: AdminTable, id: number, lock = false) {
  const row = await readAdminRow(tx, tables, table, id, lock);
  if (!row) throw notFound();
  return row;
}

function checkVersion(row: AdminRow, version: unknown): void {
  if (version === undefined || version === null) return;
  if (version !== row.version) throw conflict();
}

/**
 * `PATCH {entity}/{id}`: the body's fields over the stored row (a field it leaves out keeps its value), checked
 * as a whole; an immutable field that changes is 400, a stale `version` 409. Nothing changes: no write.
 */
export async function saveAdminRow(
  db: Database,
  tables: AdminTables,
  table: AdminTable,
  auth: RequestAuth | null,
  id: number,
  body: AdminValues,
  secrets: SecretBox,
): Promise<AdminRow> {
  const actor = adminActor(auth);
  return inTransaction(db, async (tx) => {
    const before = await mustRead(tx, tables, table, id, true);
    checkVersion(before, body.version);
    const stored = inputValues(table, before.fields);
    const frozen = table.descriptor.fields.filter(
      (field) => field.immutable && field.key in body && !same(body[field.key], stored[field.key]),
    );
    if (frozen.length > 0)
      throw refusedFields(
        frozen.map((field) => ({ field: field.key, message: immutableMessage(field.label) })),
      );
    const values = parseValues(table, { ...stored, ...body }, false);
    const changed = table.descriptor.fields.filter((field) => !same(values[field.key], stored[field.key]));
    if (changed.length === 0) return before;
    await checkReferences(tx, tables, table.descriptor.fields, values, stored);
    await checkUnique(tx, uniqueTarget(table), values, id, changed);
    await table.guard?.(tx, stored, values, id);
    const sealed = sealSecrets(table, values, secrets);
    await updateAdminRow(tx, table, id, sealed, new Set(changed.map((field) => field.key)));
    await table.afterWrite?.(tx, id, values);
    const after = await mustRead(tx, tables, table, id);
    await writeAdminAudit(tx, table, id, 'alterar', actor, before, after);
    return after;
  });
}

/** Where a row is, who acts on it, and at which version they saw it. */
interface RowCall {
  db: Database;
  tables: AdminTables;
  table: AdminTable;
  auth: RequestAuth | null;
  id: number;
  version: unknown;
}

/**
 * A change of one flag of a row (archived, assumed) in one transaction: the row locked (404), its version
 * (409), `refuse` (409 saying why), the assignment and the version bump, the audit row.
 */
async function flagOperation(
  call: RowCall,
  operacao: AdminOperation,
  refuse: (before: AdminRow) => string | null,
  assignment: SQL,
): Promise<AdminRow> {
  const { db, tables, table, auth, id, version } = call;
  const actor = adminActor(auth);
  return inTransaction(db, async (tx) => {
    const before = await mustRead(tx, tables, table, id, true);
    checkVersion(before, version);
    const refusal = refuse(before);
    if (refusal) throw conflict(refusal);
    await tx.execute(
      sql`UPDATE ${sql.identifier(table.table)} SET ${assignment}, version = version + 1 WHERE id = ${id}`,
    );
    const after = await mustRead(tx, tables, table, id);
    await writeAdminAudit(tx, table, id, operacao, actor, before, after);
    return after;
  });
}

/** `POST {entity}/{id}/arquivar|desarquivar`: 409 when it already is so; the version moves. */
export function archiveAdminRow(call: RowCall, archived: boolean): Promise<AdminRow> {
  return flagOperation(
    call,
    archived ? 'arquivar' : 'desarquivar',
    (before) =>
      before.arquivado === archived ? (archived ? ALREADY_ARCHIVED_MESSAGE : NOT_ARCHIVED_MESSAGE) : null,
    archiveAssignment(call.table, archived),
  );
}

/** Message of Confirmar on a row that was never "por confirmar". */
export const NOT_ASSUMED_MESSAGE = 'O registo já está confirmado.';

/** `POST {entity}/{id}/confirmar`: a row taken from the reference files as assumed is reviewed. */
export function confirmAdminRow(call: RowCall): Promise<AdminRow> {
  return flagOperation(
    call,
    'confirmar',
    (before) => (before.assumed ? null : NOT_ASSUMED_MESSAGE),
    sql`assumed = false`,
  );
}

/**
 * `DELETE {entity}/{id}`: only a row nothing uses (a foreign key, or the table's own `inUse`) goes; otherwise
 * 409 "O registo está em uso; pode arquivá-lo." and nothing changes.
 */
export async function deleteAdminRow(
  db: Database,
  tables: AdminTables,
  table: AdminTable,
  auth: RequestAuth | null,
  id: number,
  version: unknown,
): Promise<void> {
  const actor = adminActor(auth);
  await inTransaction(db, async (tx) => {
    const before = await mustRead(tx, tables, table, id, true);
    checkVersion(before, version);
    if (await table.inUse?.(tx, id)) throw conflict(IN_USE_MESSAGE);
    await tx.execute(sql`DELETE FROM ${sql.identifier(table.table)} WHERE id = ${id}`);
    await writeAdminAudit(tx, table, id, 'remover', actor, before, null);
  });
}
