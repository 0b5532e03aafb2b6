import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../packages/server/src/config.ts';
import { openPostgres, queryRows } from '../packages/server/src/db/client.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { seedAll } from '../packages/server/src/seed.ts';
import { fillColheitas } from './lib/colheitas-data.ts';
import { fillExames } from './lib/exames-data.ts';
import { fillNotificacoes } from './lib/notificacoes-data.ts';
import { fillUtilizadores } from './lib/utilizadores-data.ts';

/**
 * npm run bench:data -- --rows 1000000: fills the PostgreSQL database of DATABASE_URL with holdings spread
 * over the real parishes (weighted towards the livestock regions), with realistic classifications and
 * creation dates over five years. Deterministic (setseed), idempotent by brand: a second run adds only
 * what is missing. Generated brands start with "BX" so they never collide with the demo ones.
 * Then as many suspected-disease notifications (`--notificacoes N` for another number, 0 for none), with their
 * diseases, rows and audit trail (bench/lib/notificacoes-data.ts), numbered "BX/…"; as many clinical exams
 * (`--exames N`, 0 for none), linked to those notifications, with their rows and audit trail
 * (bench/lib/exames-data.ts), numbered "BX/…" in a series of their own; as many domestic laboratory collections
 * (`--colheitas N`, 0 for none; bench/lib/colheitas-data.ts), numbered "BX/…"; and 100 000 users (`--utilizadores N`;
 * bench/lib/utilizadores-data.ts), "bx0000001", … with their roles.
 */
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    notificacoes: { type: 'string' },
    exames: { type: 'string' },
    colheitas: { type: 'string' },
    utilizadores: { type: 'string', default: '100000' },
  },
});
const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows <= 0) throw new Error('--rows tem de ser um inteiro positivo');
const notificacoes = Number(values.notificacoes ?? rows);
if (!Number.isInteger(notificacoes) || notificacoes < 0)
  throw new Error('--notificacoes tem de ser um inteiro não negativo');
const exames = Number(values.exames ?? rows);
if (!Number.isInteger(exames) || exames < 0) throw new Error('--exames tem de ser um inteiro não negativo');
const colheitas = Number(values.colheitas ?? rows);
if (!Number.isInteger(colheitas) || colheitas < 0)
  throw new Error('--colheitas tem de ser um inteiro não negativo');
const utilizadores = Number(values.utilizadores);
if (!Number.isInteger(utilizadores) || utilizadores < 0)
  throw new Error('--utilizadores tem de ser um inteiro não negativo');
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Defina DATABASE_URL (PostgreSQL com PostGIS) para gerar dados de benchmark.');

const handle = openPostgres(url, 2);
const started = performance.now();
await migrate(handle);
await seedAll(handle.db, {
  referenceDataDir: loadConfig().referenceDataDir,
  demo: true,
  log: { info: () => {}, warn: () => {} },
});

if (utilizadores > 0) {
  const total = await fillUtilizadores(handle.db, utilizadores);
  console.log(`\n${total} utilizadores na base`);
}

const batch = 100_000;
for (let from = 1; from <= rows; from += batch) {
  const to = Math.min(rows, from + batch - 1);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(${(from % 1000) / 1000})`);
    // Parishes weighted: the Alentejo, Centro and Norte interior carry most holdings; islands some.
    await tx.execute(sql`
      WITH parishes AS (
        SELECT f.dicofre, ST_PointOnSurface(COALESCE(f.geom, c.geom)) AS p,
               CASE WHEN f.dico LIKE '02%' OR f.dico LIKE '07%' OR f.dico LIKE '12%' THEN 4
                    WHEN f.dico LIKE '05%' OR f.dico LIKE '06%' OR f.dico LIKE '09%' OR f.dico LIKE '18%' THEN 3
                    WHEN f.dico LIKE '3%' OR f.dico LIKE '4%' THEN 2 ELSE 1 END AS weight
        FROM freguesias f JOIN concelhos c ON c.dico = f.dico
      ),
      weighted AS (SELECT dicofre, p, generate_series(1, weight) FROM parishes),
      pool AS (SELECT row_number() OVER () AS n, dicofre, p FROM weighted),
      total AS (SELECT count(*) AS c FROM pool),
      -- One draw per holding, materialised, so that the join below is a plain equi-join.
      picks AS MATERIALIZED (
        SELECT g, 1 + floor(random() * total.c)::int AS idx
        FROM generate_series(${from}::int, ${to}::int) AS g, total
      )
      INSERT INTO exploracoes (marca, nif, nome, classificacao, freguesia, localizacao, created_by, created_on, updated_on)
      SELECT 'BX' || lpad(g::text, 7, '0'),
             (CASE WHEN g % 5 = 0 THEN '5' ELSE '2' END) || lpad(((g::bigint * 7919) % 99999999)::text, 8, '0'),
             (ARRAY['Herdade', 'Quinta', 'Monte', 'Casal', 'Sociedade Agrícola', 'Exploração'])[1 + (g % 6)]
               || ' ' || (ARRAY['do Vale', 'da Serra', 'das Oliveiras', 'do Ribeiro', 'de São João', 'da Azinhaga', 'do Freixo', 'Nova'])[1 + ((g / 6) % 8)]
               || ' ' || g,
             (ARRAY['A1','A2','A2A','A2NA','A3','A3','A4','A4S','A5','A5S','SC','SC','SC'])[1 + floor(random() * 13)::int],
             pool.dicofre,
             ST_SetSRID(ST_MakePoint(ST_X(pool.p) + (random() - 0.5) * 0.01, ST_Y(pool.p) + (random() - 0.5) * 0.01), 4326),
             'bench',
             now() - (random() * interval '1825 days'),
             now()
      FROM picks JOIN pool ON pool.n = picks.idx
      ON CONFLICT (marca) DO NOTHING`);
  });
  process.stdout.write(`\r${to.toLocaleString('pt-PT')} / ${rows.toLocaleString('pt-PT')} explorações`);
}
await handle.db.execute(sql`ANALYZE exploracoes`);
const [count] = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM exploracoes`);
console.log(
  `\n${count?.n ?? 0} explorações na base em ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
await handle.close();
if (notificacoes > 0) {
  const total = await fillNotificacoes(url, notificacoes);
  console.log(
    `\n${total} notificações de suspeita na base em ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
if (exames > 0) {
  const total = await fillExames(url, exames);
  console.log(`\n${total} exames clínicos na base em ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
if (colheitas > 0) {
  const total = await fillColheitas(url, colheitas);
  console.log(
    `\n${total} colheitas de amostras na base em ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
