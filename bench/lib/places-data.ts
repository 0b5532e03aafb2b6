import type pg from 'pg';

// What the record generators of `npm run bench:data` share (notifications, clinical exams): where a generated
// record is and the DSAVR it is filed under, as session temporary tables of the generator's one connection.

/** One element of an array column, drawn uniformly. */
export const pick = (array: string) => `${array}[1 + floor(random() * cardinality(${array}))::int]`;

/**
 * Creates `bx_dsavr_concelho` (the DSAVR of each municipality, as the server resolves a region:
 * platform/geo/dsavr-of-concelho.ts) and `bx_places` (`n`, `dicofre`, `p`, `dsavr`: parishes weighted as the
 * holdings are — the livestock regions carry most, islands some — numbered from 1 for a uniform draw).
 */
export async function createPlaces(client: pg.Client): Promise<void> {
  await client.query(`
    DROP TABLE IF EXISTS bx_dsavr_concelho, bx_places;
    CREATE TEMP TABLE bx_dsavr_concelho AS
      SELECT c.dico, coalesce(
          (SELECT d.id FROM dsavrs d CROSS JOIN LATERAL jsonb_array_elements(d.distritos_parciais) pa
            WHERE pa->>'distrito' = left(c.dico, 2) AND (pa->'concelhos') ? c.nome ORDER BY d.id LIMIT 1),
          (SELECT dd.dsavr_id FROM dsavrs_distritos dd WHERE dd.di = left(c.dico, 2) AND dd.principal
            ORDER BY dd.dsavr_id LIMIT 1)) AS dsavr
        FROM concelhos c;
    CREATE TEMP TABLE bx_places AS
      WITH parishes AS (
        SELECT f.dicofre, ST_PointOnSurface(COALESCE(f.geom, c.geom)) AS p, dc.dsavr,
               CASE WHEN f.dico LIKE '02%' OR f.dico LIKE '07%' OR f.dico LIKE '12%' THEN 4
                    WHEN f.dico LIKE '05%' OR f.dico LIKE '06%' OR f.dico LIKE '09%' OR f.dico LIKE '18%' THEN 3
                    WHEN f.dico LIKE '3%' OR f.dico LIKE '4%' THEN 2 ELSE 1 END AS weight
          FROM freguesias f JOIN concelhos c ON c.dico = f.dico JOIN bx_dsavr_concelho dc ON dc.dico = f.dico
      )
      SELECT row_number() OVER (ORDER BY dicofre, w)::int AS n, dicofre, p, dsavr
        FROM parishes, generate_series(1, weight) AS w;
    CREATE UNIQUE INDEX ON bx_places (n);
    ANALYZE bx_dsavr_concelho, bx_places;
  `);
}

/**
 * Runs `batch(from, to)` over 1…`rows` in batches of `batchSize`, each in its own transaction of the one
 * connection, printing the progress (`what`: "colheitas").
 */
export async function inBatches(
  client: pg.Client,
  rows: number,
  batchSize: number,
  what: string,
  batch: (from: number, to: number) => Promise<void>,
): Promise<void> {
  for (let from = 1; from <= rows; from += batchSize) {
    const to = Math.min(rows, from + batchSize - 1);
    await client.query('BEGIN');
    try {
      await batch(from, to);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    process.stdout.write(`\r${to.toLocaleString('pt-PT')} / ${rows.toLocaleString('pt-PT')} ${what}`);
  }
}
