import { asc, and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { registosAuditoria } from '../../db/schema/records.ts';

/** One audit row: who, under which role, did what to which record, from and to which state, and why. */
export interface AuditEntry {
  entidade: string;
  registoId: number;
  operacao: string;
  estadoAnterior: string | null;
  estadoNovo: string | null;
  utilizador: string;
  role: string;
  motivo?: string | null;
}

/**
 * The last audit row's id: every creation, save, operation, archiving and association of any record type writes
 * one, so a value that has not moved says no record changed (one step down the primary key). What the list map
 * keeps its grouped answers against (`ResourceMap.stamp`).
 */
export const AUDIT_STAMP = sql`SELECT max(id) AS v FROM registos_auditoria`;

/** Writes an audit row in the caller's transaction: it commits or rolls back with the change it records. */
export async function writeAudit(tx: Tx | Database, entry: AuditEntry): Promise<void> {
  await tx.insert(registosAuditoria).values({ ...entry, motivo: entry.motivo ?? null });
}

/** The audit rows of a record, oldest first (`GET {entity}/{id}/historico`). */
export async function recordHistory(db: Tx | Database, entidade: string, registoId: number) {
  return db
    .select({
      id: registosAuditoria.id,
      operacao: registosAuditoria.operacao,
      estadoAnterior: registosAuditoria.estadoAnterior,
      estadoNovo: registosAuditoria.estadoNovo,
      utilizador: registosAuditoria.utilizador,
      role: registosAuditoria.role,
      data: registosAuditoria.data,
      motivo: registosAuditoria.motivo,
    })
    .from(registosAuditoria)
    .where(and(eq(registosAuditoria.entidade, entidade), eq(registosAuditoria.registoId, registoId)))
    .orderBy(asc(registosAuditoria.id));
}
