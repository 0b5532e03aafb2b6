import type { Tx } from '../../db/client.ts';
import { alteracoesGestao } from '../../db/schema/admin.ts';
import type { AdminRow } from './admin-store.ts';
import type { AdminTable } from './admin-table.ts';

/** Who changes something in Gerir. */
export interface AdminActor {
  username: string;
  role: string;
}

/** What a change in Gerir did (`alteracoes_gestao.operacao`). */
export type AdminOperation =
  'criar' | 'alterar' | 'arquivar' | 'desarquivar' | 'confirmar' | 'remover' | 'associar' | 'desassociar';

/** The row as the audit keeps it: its fields (secrets are never read) and its archived/assumed flags. */
function snapshot(row: AdminRow | null) {
  return row ? { ...row.fields, arquivado: row.arquivado, assumed: row.assumed } : null;
}

/** Writes the audit row of a change in Gerir in its transaction: before → after (secrets left out), who, when. */
export async function writeGestaoChange(
  tx: Tx,
  change: { entidade: string; registoId: number; operacao: string; antes: unknown; depois: unknown },
  actor: AdminActor,
): Promise<void> {
  await tx.insert(alteracoesGestao).values({ ...change, utilizador: actor.username, role: actor.role });
}

/** The audit row of a change to an administered reference row. */
export async function writeAdminAudit(
  tx: Tx,
  table: AdminTable,
  id: number,
  operacao: AdminOperation,
  actor: AdminActor,
  before: AdminRow | null,
  after: AdminRow | null,
): Promise<void> {
  await writeGestaoChange(
    tx,
    {
      entidade: table.descriptor.entity,
      registoId: id,
      operacao,
      antes: snapshot(before),
      depois: snapshot(after),
    },
    actor,
  );
}
