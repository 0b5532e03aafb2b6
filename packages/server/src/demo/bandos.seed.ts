import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

// Demo flocks (issue 16): the holdings' flocks are not among the reference files, so the demo gives two to each of
// a few holdings — the first of each district among them, so that every region has poultry to sample — named as
// such and marked "por confirmar" (`assumed`), for poultry collections to name.

/** Adds the demo flocks; answers how many. */
export async function seedDemoBandos(db: Database): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH primeiras AS (
          SELECT DISTINCT ON (left(freguesia, 2)) marca FROM exploracoes
           WHERE freguesia IS NOT NULL ORDER BY left(freguesia, 2), id
        ),
        numeradas AS (SELECT marca, row_number() OVER (ORDER BY marca) AS n FROM primeiras)
        INSERT INTO bandos (codigo, nome, marca_exploracao, assumed)
        SELECT 'PTB' || lpad((n * 10 + b)::text, 6, '0'),
               (ARRAY['Pavilhão de postura', 'Pavilhão de recria'])[b] || ' (demonstração)', marca, true
          FROM numeradas, generate_series(1, 2) AS b
        ON CONFLICT (codigo) DO NOTHING
        RETURNING id`,
  );
  return rows.length;
}
