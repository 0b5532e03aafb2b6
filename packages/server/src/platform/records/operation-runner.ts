import { sql } from 'drizzle-orm';
import type { Role } from '@sigsa/domain/access/roles';
import {
  findOperation,
  refuseOperation,
  resultingState,
  type Actor,
  type RecordFacts,
} from '@sigsa/domain/workflow/workflow';
import { queryRowsPrepared, type Database, type Tx } from '../../db/client.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { certificarOperacao } from '../certificados/emissao.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { authorizeResource, ROLE_REQUIRED_MESSAGE } from '../resources/resource-access.ts';
import type { VisibilityContext } from '../resources/resource.types.ts';
import { writeAudit } from './audit.ts';
import {
  checkReturnReason,
  insertDevolucao,
  type CheckedReturnReason,
  type ReturnReason,
} from './devolucoes.ts';
import { notifyOperation } from './record-notifications.ts';
import { numeroSerieOf, type RecordType } from './record-type.ts';

/** 409 message of an operation the record's state does not allow (our wording). */
export const WRONG_STATE_MESSAGE = 'O estado atual do registo não permite esta operação.';

/** A record's workflow facts, read and locked for the operation. */
export interface LockedRecord<S extends string> extends RecordFacts<S> {
  id: number;
  version: number;
  numeroSerie: string | null;
}

/** The caller as the workflow rules see it, on a record type's area; 400/403 as every generic route. */
export async function actorFor(
  db: Database,
  type: RecordType,
  auth: RequestAuth | null,
): Promise<{ actor: Actor; ctx: VisibilityContext }> {
  const ctx = await authorizeResource(db, type.resource, auth);
  if (!auth) throw forbidden();
  // Reads may act under the session's role; a write names the role it acts under.
  if (!auth.role)
    throw badRequest(ROLE_REQUIRED_MESSAGE, [{ field: 'role', message: ROLE_REQUIRED_MESSAGE }]);
  // A laboratory's user takes the `laboratory` side of the records addressed to its laboratory.
  const actor: Actor = {
    userId: auth.userId,
    username: auth.username,
    role: auth.role,
    level: ctx.level ?? undefined,
    laboratorioId: ctx.laboratorioId ?? null,
  };
  return { actor, ctx };
}

/**
 * Loads a record the caller can see; with `lock`, locks its row until the transaction ends (so two operations,
 * or an operation and a save, never interleave). null when it does not exist or is not visible: both answer 404.
 */
export async function visibleRecord<S extends string>(
  tx: Tx | Database,
  type: RecordType<S>,
  id: number,
  ctx: VisibilityContext,
  lock: boolean,
): Promise<LockedRecord<S> | null> {
  const visibility = type.resource.visibility(ctx);
  const rows = await queryRowsPrepared<{
    estado: S;
    arquivado: boolean;
    version: number;
    createdBy: string | null;
    numeroSerie: string | null;
    responsaveis: number[] | null;
    laboratorioId: number | null;
  }>(
    tx,
    sql`SELECT ${type.estado} AS estado, ${type.arquivado} AS arquivado, ${type.version} AS version,
               ${type.createdBy} AS "createdBy",
               ${numeroSerieOf(type)} AS "numeroSerie", ${type.responsaveis} AS responsaveis,
               ${type.laboratorio ?? sql`NULL::int`} AS "laboratorioId"
          FROM ${type.resource.from}
         WHERE ${type.resource.id} = ${id} ${visibility ? sql`AND (${visibility})` : sql``}
         ${lock ? sql`FOR UPDATE OF ${type.alias}` : sql``}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id,
    estado: row.estado,
    arquivado: row.arquivado === true,
    version: Number(row.version),
    createdBy: row.createdBy,
    numeroSerie: row.numeroSerie,
    responsaveis: (row.responsaveis ?? []).map(Number),
    laboratorioId: row.laboratorioId === null ? null : Number(row.laboratorioId),
  };
}

/** 409 unless the caller's copy is the current one; a missing version is not checked (a client's choice). */
export function checkVersion(record: { version: number }, sent: number | null | undefined): void {
  if (sent !== null && sent !== undefined && sent !== record.version) throw conflict();
}

/** What an operation call carries: the version the caller saw and, for returns, the reason. */
export interface OperationInput {
  version?: number | null;
  reason?: Partial<ReturnReason> | null;
}

/**
 * `POST {entity}/{id}/{operation}` in one transaction (issue 4): lock the visible record (404), check the actor
 * may run it (403), the state (409), the version (409), the reason and the guards (400); then change the
 * state, record the return, write the audit row, create the notifications and issue or revoke the record's
 * certificate (issue 18; the id of one issued is answered, for its PDF). Nothing is half-written.
 */
export async function runOperation<S extends string>(
  db: Database,
  type: RecordType<S>,
  auth: RequestAuth | null,
  id: number,
  name: string,
  input: OperationInput,
): Promise<{ actor: Actor; ctx: VisibilityContext; certificado: number | null }> {
  const operation = findOperation(type.workflow, name);
  if (!operation) throw notFound();
  const { actor, ctx } = await actorFor(db, type, auth);
  const certificado = await db.transaction(async (tx) => {
    const record = await visibleRecord(tx, type, id, ctx, true);
    if (!record) throw notFound();
    const refusal = refuseOperation(operation, actor, record);
    if (refusal === 'forbidden') throw forbidden();
    if (refusal === 'wrongState') throw conflict(WRONG_STATE_MESSAGE);
    checkVersion(record, input.version);
    const reason = operation.needsReason
      ? await checkReturnReason(tx, returnReasonTipoOf(type, name), input.reason ?? null)
      : null;
    const errors = ((await type.guards[name]?.(tx, id)) ?? []).map((error) =>
      typeof error === 'string' ? { field: 'registo', message: error } : error,
    );
    if (errors.length > 0) throw badRequest(errors[0]?.message, errors);
    const to = resultingState(operation, record.estado);
    if (to === undefined) throw conflict(WRONG_STATE_MESSAGE);
    await tx.execute(
      sql`UPDATE ${type.table} SET estado = ${to}, version = version + 1,
             updated_by = ${actor.username}, updated_on = now()
           WHERE id = ${id}`,
    );
    await type.effects?.[name]?.(tx, id, actor);
    if (reason)
      await insertDevolucao(tx, { entidade: type.entity, registoId: id, reason, createdBy: actor.username });
    await writeAudit(tx, {
      entidade: type.entity,
      registoId: id,
      operacao: name,
      estadoAnterior: record.estado,
      estadoNovo: to,
      utilizador: actor.username,
      role: actor.role satisfies Role,
      motivo: reason ? reasonText(reason) : null,
    });
    await notifyOperation(tx, type, operation, record, actor, to);
    return certificarOperacao(tx, type, record, to, actor, ctx);
  });
  return { actor, ctx, certificado };
}

/** The reason as the history shows it: its name, and the observations when there are any. */
function reasonText(reason: CheckedReturnReason): string {
  return reason.observacoes ? `${reason.nome} — ${reason.observacoes}` : reason.nome;
}

/** The return-reason type of a return operation `name`: a workflow with a return must name one. */
function returnReasonTipoOf(type: RecordType, name: string): string {
  const tipo =
    typeof type.returnReasonTipo === 'string' ? type.returnReasonTipo : type.returnReasonTipo?.[name];
  if (!tipo) throw new Error(`${type.entity}: devolução ${name} sem returnReasonTipo`);
  return tipo;
}
