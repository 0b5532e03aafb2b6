import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A complete sanitary-risk body (issue 15): highly pathogenic avian influenza, Elevado, Barrancos. */
export async function riscoPayload(t: TestApp): Promise<Record<string, unknown>> {
  const [row] = await queryRows<{ doenca: number; nivel: number }>(
    t.handle.db,
    sql`SELECT (SELECT id FROM doencas WHERE codigo = 'GAAP') AS doenca,
               (SELECT id FROM classificacoes_risco WHERE codigo = 'ELEVADO') AS nivel`,
  );
  if (!row) throw new Error('sem GAAP ou ELEVADO');
  return {
    doenca: Number(row.doenca),
    classificacao: Number(row.nivel),
    freguesias: ['020401'],
    dataInicioClassificacao: '2026-01-10',
    dataFinalClassificacao: null,
    observacao: null,
  };
}
