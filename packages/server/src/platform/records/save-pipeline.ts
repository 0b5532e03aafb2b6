import { canRegister } from '@sigsa/domain/access/access-levels';
import { changedFields } from '@sigsa/domain/workflow/changed-fields';
import { refuseSave, type Actor, type OperationRefusal } from '@sigsa/domain/workflow/workflow';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { consultContext } from '../resources/resource-access.ts';
import type { VisibilityContext } from '../resources/resource.types.ts';
import { writeAudit } from './audit.ts';
import { partRows, pruneParts } from './documents.parts.ts';
import { allocateNumeroSerie, chooseSerie } from './numbering.ts';
import {
  actorFor,
  checkVersion,
  visibleRecord,
  WRONG_STATE_MESSAGE,
  type LockedRecord,
} from './operation-runner.ts';
import type { Numbering, RecordInput, RecordStore, SaveRefusal } from './record-store.ts';
import type { RecordType } from './record-type.ts';

/** The records of other types a writer may see, for links (`WriteContext.visible`). */
function visibleIn(tx: Tx, types: readonly RecordType[], auth: RequestAuth | null) {
  return async (entity: string, ids: readonly number[]): Promise<Set<number>> => {
    const other = types.find((type) => type.entity === entity);
    const ctx = other && auth ? consultContext(other.resource, auth) : null;
    if (!other || !ctx || ids.length === 0) return new Set();
    const visibility = other.resource.visibility(ctx);
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`SELECT ${other.resource.id} AS id FROM ${other.resource.from}
          WHERE ${other.resource.id} = ANY(${sql.param([...ids])}::int[]) ${visibility ? sql`AND (${visibility})` : sql``}`,
    );
    return new Set(rows.map((row) => Number(row.id)));
  };
}

/** The number a new record of `type` takes: from the series asked for, or its type's own; none without numbering. */
async function numberFor(
  tx: Tx,
  type: RecordType,
  wanted: number | null | undefined,
): Promise<Numbering | null> {
  if (type.numeroSerie === null) return null;
  const serieId = await chooseSerie(tx, type.entity, wanted);
  return { serieId, numeroSerie: await allocateNumeroSerie(tx, serieId) };
}

/** The store of a record type that is created and saved through the pipeline. */
function storeOf<S extends string>(type: RecordType<S>): RecordStore {
  if (!type.store) throw new Error(`${type.entity} não tem store`);
  return type.store;
}

/** The 409 of a field the record's state (or the saver's part in it) does not let change. */
export function frozenFieldMessage(field: string): string {
  return `O campo "${field}" não pode ser alterado neste estado do registo.`;
}

/** The 403 of a field the saver may not change, whatever the state (e.g. a conclusion without VALIDAR). */
export function forbiddenFieldMessage(field: string): string {
  return `Não tem permissões para alterar o campo "${field}".`;
}

/**
 * The visible record locked for a save by `actor` (404), if it is theirs to save (403) in a state that takes
 * saves (409) at the version they saw (409). With an edit policy and the save's body, the policy decides
 * instead, from the fields the body changes (403 or 409 naming the field). Every write of a record's fields
 * starts here: the save and the `text/uri-list` associations.
 */
export async function lockForSave<S extends string>(
  tx: Tx,
  type: RecordType<S>,
  id: number,
  ctx: VisibilityContext,
  actor: Actor,
  version: number | null | undefined,
  body?: Readonly<Record<string, unknown>>,
): Promise<LockedRecord<S>> {
  const record = await visibleRecord(tx, type, id, ctx, true);
  if (!record) throw notFound();
  const policy = type.store?.editPolicy;
  const refused =
    policy && body
      ? policy.refuse(actor, record, changedFields(await policy.current(tx, id, actor), body))
      : toRefusal(refuseSave(type.workflow, actor, record));
  if (refused?.refusal === 'forbidden')
    throw forbidden(refused.field === null ? undefined : forbiddenFieldMessage(refused.field));
  if (refused?.refusal === 'wrongState') {
    if (refused.field === null) throw conflict(WRONG_STATE_MESSAGE);
    const message = frozenFieldMessage(refused.field);
    throw conflict(message, [{ field: refused.field, message }]);
  }
  checkVersion(record, version);
  return record;
}

function toRefusal(refusal: OperationRefusal | null): SaveRefusal | null {
  return refusal ? { refusal, field: null } : null;
}

/** The `guardar` audit row of a save of `record` (the state stays what it was). */
export function auditSave(tx: Tx, type: RecordType, record: LockedRecord<string>, actor: Actor) {
  return writeAudit(tx, {
    entidade: type.entity,
    registoId: record.id,
    operacao: 'guardar',
    estadoAnterior: record.estado,
    estadoNovo: record.estado,
    utilizador: actor.username,
    role: actor.role,
  });
}

/**
 * `POST {entity}/create` (spec 000 §7, 002 §7), in one transaction: the actor must register on the type's
 * area (403); the body's references are resolved (400); the record takes the next number of the series chosen
 * (or the type's default), starts in the workflow's initial state and leaves a `criar` audit row.
 */
export async function createRecord<S extends string>(
  db: Database,
  type: RecordType<S>,
  auth: RequestAuth | null,
  input: RecordInput,
  types: readonly RecordType[] = [],
): Promise<{ id: number; ctx: VisibilityContext }> {
  const store = storeOf(type);
  const { actor, ctx } = await actorFor(db, type, auth);
  if (!canRegister(actor.level)) throw forbidden();
  const id = await db.transaction(async (tx) => {
    const resolved = await store.resolve(tx, input, { actor, id: null, visible: visibleIn(tx, types, auth) });
    const created = await store.insert(tx, input, resolved, await numberFor(tx, type, input.serie), actor);
    await writeAudit(tx, {
      entidade: type.entity,
      registoId: created,
      operacao: 'criar',
      estadoAnterior: null,
      estadoNovo: type.workflow.initial,
      utilizador: actor.username,
      role: actor.role,
    });
    return created;
  });
  return { id, ctx };
}

/**
 * `PATCH {entity}/{id}/save`, in one transaction: the locked record (see {@link lockForSave}), the body's
 * references (400), then its fields and children — never its state — and a `guardar` audit row. The documents
 * of the rows the save drops and of the parts it closes go with them (`documents.parts.ts`): `discarded` are
 * their file keys, for the caller to delete once committed.
 */
export async function saveRecord<S extends string>(
  db: Database,
  type: RecordType<S>,
  auth: RequestAuth | null,
  id: number,
  input: RecordInput,
  types: readonly RecordType[] = [],
): Promise<{ ctx: VisibilityContext; discarded: string[] }> {
  const store = storeOf(type);
  const { actor, ctx } = await actorFor(db, type, auth);
  const discarded = await db.transaction(async (tx) => {
    const record = await lockForSave(tx, type, id, ctx, actor, input.version, { ...input });
    const resolved = await store.resolve(tx, input, { actor, id, visible: visibleIn(tx, types, auth) });
    const rows = await partRows(tx, type, id);
    await store.update(tx, id, input, resolved, actor);
    const keys = await pruneParts(tx, type, id, rows);
    await auditSave(tx, type, record, actor);
    return keys;
  });
  return { ctx, discarded };
}
