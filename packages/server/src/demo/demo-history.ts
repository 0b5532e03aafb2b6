import { sql } from 'drizzle-orm';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import type { Tx } from '../db/client.ts';
import { writeAudit } from '../platform/records/audit.ts';

/** One workflow step of a demo record: the operation, the state it leads to, and who ran it. */
export interface DemoStep {
  op: string;
  to: string;
  by: Actor;
}

/**
 * The history of a demo record, as the real calls leave it: its creation by `by`, then each step — the state and
 * version moved on and an audit row. `before` does a step's own writes first (a reception's results).
 */
export async function writeDemoHistory(
  tx: Tx,
  record: { entidade: string; table: string; id: number; by: Actor; steps: readonly DemoStep[] },
  before: (step: DemoStep) => Promise<void> = async () => {},
): Promise<void> {
  const { entidade, table, id, by, steps } = record;
  const audit = { entidade, registoId: id };
  await writeAudit(tx, {
    ...audit,
    operacao: 'criar',
    estadoAnterior: null,
    estadoNovo: 'INICIAL',
    utilizador: by.username,
    role: by.role,
  });
  let estado = 'INICIAL';
  for (const step of steps) {
    await before(step);
    await tx.execute(
      sql`UPDATE ${sql.raw(table)} SET estado = ${step.to}, version = version + 1 WHERE id = ${id}`,
    );
    await writeAudit(tx, {
      ...audit,
      operacao: step.op,
      estadoAnterior: estado,
      estadoNovo: step.to,
      utilizador: step.by.username,
      role: step.by.role,
    });
    estado = step.to;
  }
}
