import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { devolucoes } from '../../db/schema/records.ts';
import { tiposMotivosDevolucao } from '../../db/schema/reference.ts';
import { REQUIRED_MESSAGE } from '@sigsa/domain/validation/messages';
import { PT } from '@sigsa/domain/validation/form-schema';
import { returnDecisionSchema } from '@sigsa/domain/workflow/return-decision';
import { badRequest } from '../http/errors.ts';

/** A return as records carry it (spec 002 §3: dataDevolucao, motivo {nome, descricao}, descricao). */
export interface Devolucao {
  id: number;
  dataDevolucao: string;
  motivo: { id: number; nome: string; descricao: string | null };
  descricao: string | null;
}

/** The reason of a return operation, as the return dialog sends it (001 §3.3: idMotivo, observacoes). */
export interface ReturnReason {
  idMotivo: number;
  observacoes: string | null;
}

/** A checked return reason, with the reason's name (for the audit trail). */
export interface CheckedReturnReason extends ReturnReason {
  nome: string;
}

/**
 * Checks a return reason against the reasons of `tipo`: one must be chosen, it must be of that type, and
 * observations are required when the reason asks for them. 400 with the field at fault otherwise.
 */
export async function checkReturnReason(
  tx: Tx | Database,
  tipo: string,
  reason: Partial<ReturnReason> | null,
): Promise<CheckedReturnReason> {
  if (!reason || typeof reason.idMotivo !== 'number')
    throw badRequest(REQUIRED_MESSAGE, [{ field: 'idMotivo', message: REQUIRED_MESSAGE }]);
  const [motivo] = await tx
    .select({ nome: tiposMotivosDevolucao.nome, requerObservacao: tiposMotivosDevolucao.requerObservacao })
    .from(tiposMotivosDevolucao)
    .where(and(eq(tiposMotivosDevolucao.id, reason.idMotivo), eq(tiposMotivosDevolucao.tipo, tipo)));
  if (!motivo)
    throw badRequest('Motivo de devolução desconhecido.', [
      { field: 'idMotivo', message: 'Motivo de devolução desconhecido.' },
    ]);
  // The dialog's own schema: what it refuses, the server refuses with the same message.
  const decision = returnDecisionSchema(motivo.requerObservacao).safeParse(reason, PT);
  if (!decision.success) {
    const fields = decision.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }));
    throw badRequest(fields[0]?.message ?? REQUIRED_MESSAGE, fields);
  }
  return { ...decision.data, nome: motivo.nome };
}

/** Records a return of a record in the caller's transaction. */
export async function insertDevolucao(
  tx: Tx | Database,
  row: { entidade: string; registoId: number; reason: ReturnReason; createdBy: string },
): Promise<void> {
  await tx.insert(devolucoes).values({
    entidade: row.entidade,
    registoId: row.registoId,
    motivoId: row.reason.idMotivo,
    descricao: row.reason.observacoes,
    createdBy: row.createdBy,
  });
}

/** The returns of a record, latest (highest id) first. */
export async function recordDevolucoes(
  db: Tx | Database,
  entidade: string,
  registoId: number,
): Promise<Devolucao[]> {
  const rows = await db
    .select({
      id: devolucoes.id,
      dataDevolucao: devolucoes.dataDevolucao,
      descricao: devolucoes.descricao,
      motivoId: tiposMotivosDevolucao.id,
      motivoNome: tiposMotivosDevolucao.nome,
      motivoDescricao: sql<string | null>`${tiposMotivosDevolucao.extra}->>'descricao'`,
    })
    .from(devolucoes)
    .innerJoin(tiposMotivosDevolucao, eq(tiposMotivosDevolucao.id, devolucoes.motivoId))
    .where(and(eq(devolucoes.entidade, entidade), eq(devolucoes.registoId, registoId)))
    .orderBy(desc(devolucoes.id));
  return rows.map((r) => ({
    id: r.id,
    dataDevolucao: new Date(r.dataDevolucao).toISOString(),
    motivo: { id: r.motivoId, nome: r.motivoNome, descricao: r.motivoDescricao },
    descricao: r.descricao,
  }));
}
