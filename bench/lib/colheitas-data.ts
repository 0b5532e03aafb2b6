import pg from 'pg';
import { createPlaces, inBatches } from './places-data.ts';

// The domestic laboratory collections of `npm run bench:data` (issue 16): bulk SQL over the seeded reference
// data and the generated holdings, one transaction per batch, deterministic (setseed) and idempotent by number:
// generated collections are numbered "BX/0000001", … in a series of their own (inactive, so the app never numbers
// from it), and a second run adds only what is missing. Each is addressed to a laboratory (INIAV most, then the
// others that do the serology of the official plans), filed under its holding's DSAVR, in a state that follows its
// age: the recent ones still open (awaiting reception, in analysis, awaiting validation), the old ones closed.
// Only the records: the list the laboratory works from reads no sample.

/** Lookup tables for the whole run (session temporary tables: the run holds one connection). */
async function prepare(client: pg.Client, serieId: number): Promise<void> {
  await createPlaces(client);
  await client.query(`
    DROP TABLE IF EXISTS bx_cam_refs, bx_cam_labs;
    -- The laboratories drawn: INIAV one in two, the rest shared by the others (by id).
    CREATE TEMP TABLE bx_cam_labs AS
      SELECT row_number() OVER (ORDER BY (codigo = 'INIAV') DESC, id)::int AS n, id
        FROM laboratorios WHERE NOT arquivado AND codigo NOT IN ('FMV_ULISBOA', 'INSA_CEVDI');
    CREATE UNIQUE INDEX ON bx_cam_labs (n);
    CREATE TEMP TABLE bx_cam_refs AS SELECT
      (SELECT array_agg(id ORDER BY id) FROM especies WHERE domestico) AS especies,
      (SELECT array_agg(id ORDER BY id) FROM tipos_controlo WHERE NOT entomologico AND NOT arquivado) AS tipos,
      (SELECT id FROM utilizadores WHERE username = 'mv') AS mv,
      (SELECT id FROM utilizadores WHERE username = 'mvmunicipal') AS mvmunicipal,
      (SELECT count(*) FROM bx_cam_labs)::int AS labs,
      (SELECT max(id) FROM exploracoes) AS max_exploracao,
      ${serieId}::int AS serie;
    ANALYZE bx_cam_labs, bx_cam_refs;
  `);
  const missing = await client.query(
    `SELECT 1 FROM bx_cam_refs WHERE especies IS NULL OR tipos IS NULL OR mv IS NULL OR labs = 0`,
  );
  if (missing.rows.length > 0)
    throw new Error('dados de referência ou de demonstração em falta para as colheitas: corra o seed');
}

/** One batch of collections `from`…`to` (their numbers), in the caller's transaction. */
async function batch(client: pg.Client, from: number, to: number): Promise<void> {
  await client.query('SELECT setseed($1)', [(from % 997) / 997]);
  await client.query(
    `WITH b AS MATERIALIZED (
       SELECT g,
              -- Collection dates over five years, more of them recent.
              ((now() AT TIME ZONE 'Europe/Lisbon')::date - 1 - floor(power(random(), 1.6) * 1825)::int) AS dia,
              random() AS r_open, random() AS r_state, random() AS r_lab, random() AS r_vet,
              1 + floor(random() * r.max_exploracao)::int AS holding,
              r.especies[1 + floor(random() * cardinality(r.especies))::int] AS especie,
              r.tipos[1 + floor(random() * cardinality(r.tipos))::int] AS tipo
         FROM generate_series($1::int, $2::int) AS g, bx_cam_refs r
     ),
     k AS (
       SELECT b.*,
              CASE WHEN b.r_open < CASE WHEN (now() AT TIME ZONE 'Europe/Lisbon')::date - b.dia < 30 THEN 0.8
                                        WHEN (now() AT TIME ZONE 'Europe/Lisbon')::date - b.dia < 180 THEN 0.2
                                        ELSE 0.02 END
                   THEN CASE WHEN b.r_state < 0.15 THEN 'INICIAL' WHEN b.r_state < 0.45 THEN 'SUBMETIDO'
                             WHEN b.r_state < 0.75 THEN 'EM_ANALISE' WHEN b.r_state < 0.9 THEN 'EM_VALIDACAO'
                             WHEN b.r_state < 0.95 THEN 'SUBMETIDO_REANALISE' ELSE 'DEVOLVIDO' END
                   ELSE CASE WHEN b.r_state < 0.93 THEN 'VALIDO' ELSE 'INVALIDO' END END AS estado,
              -- INIAV one in two; the others evenly.
              CASE WHEN b.r_lab < 0.5 OR r.labs = 1 THEN 1
                   ELSE 2 + floor((b.r_lab - 0.5) * 2 * (r.labs - 1))::int END AS lab_n
         FROM b CROSS JOIN bx_cam_refs r
     )
     INSERT INTO colheitas_amostras (serie_id, numero_serie, estado, data, responsavel_colheita_id,
       tipo_controlo_id, codigo_interno_laboratorio, laboratorio_id, exploracao_id, especie_id, observacoes,
       regiao_dsavr_id, version, created_by, created_on, updated_by, updated_on)
     SELECT r.serie, 'BX/' || lpad(k.g::text, 7, '0'), k.estado, k.dia,
            CASE WHEN k.r_vet < 0.8 THEN r.mv ELSE coalesce(r.mvmunicipal, r.mv) END,
            k.tipo,
            CASE WHEN k.estado NOT IN ('INICIAL', 'SUBMETIDO', 'DEVOLVIDO') THEN 'L-' || k.g END,
            lab.id, x.id, k.especie, NULL, dc.dsavr, 1,
            CASE WHEN k.r_vet < 0.8 THEN 'mv' ELSE 'mvmunicipal' END,
            (k.dia + time '09:00') AT TIME ZONE 'Europe/Lisbon' + (k.g % 480) * interval '1 minute',
            'bench', now()
       FROM k CROSS JOIN bx_cam_refs r
       JOIN bx_cam_labs lab ON lab.n = least(k.lab_n, r.labs)
       JOIN exploracoes x ON x.id = (SELECT min(e.id) FROM exploracoes e WHERE e.id >= k.holding)
       LEFT JOIN freguesias f ON f.dicofre = x.freguesia
       LEFT JOIN bx_dsavr_concelho dc ON dc.dico = f.dico
     ON CONFLICT (numero_serie) DO NOTHING`,
    [from, to],
  );
}

/**
 * Fills the PostgreSQL database of `url` with `rows` domestic collections (see above), in batches of
 * `batchSize`; answers how many domestic collections the database then holds.
 */
export async function fillColheitas(url: string, rows: number, batchSize = 100_000): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET jit = off');
    const serie = await client.query<{ id: number }>(
      `INSERT INTO series (classe, nome, predefinida, ativa)
       VALUES ('controlosLaboratoriaisColheitasAmostras', 'BX', false, false)
       ON CONFLICT (classe, nome) DO UPDATE SET ativa = false RETURNING id`,
    );
    const serieId = Number(serie.rows[0]?.id);
    await prepare(client, serieId);
    await inBatches(client, rows, batchSize, 'colheitas', (from, to) => batch(client, from, to));
    await client.query(`UPDATE series SET ultimo_numero = greatest(ultimo_numero, $1) WHERE id = $2`, [
      rows,
      serieId,
    ]);
    await client.query('VACUUM (ANALYZE) colheitas_amostras');
    const count = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM colheitas_amostras');
    return count.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
