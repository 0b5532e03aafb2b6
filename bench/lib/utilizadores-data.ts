import { sql } from 'drizzle-orm';
import type { Database } from '../../packages/server/src/db/client.ts';
import { queryRows } from '../../packages/server/src/db/client.ts';

// The users of `npm run bench:data` (issue 13): bulk SQL over generate_series, deterministic and idempotent by
// username ("bx0000001", …; a second run adds only what is missing). Every generated user shares the demo `mv`
// user's password hash (no argon2 per row) and is enabled; names come from common Portuguese first names and
// surnames, so that "contém" on the name finds many.

const FIRST = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Rita',
  'Pedro',
  'Sofia',
  'Miguel',
  'Inês',
  'Rui',
  'Marta',
  'Tiago',
];
const LAST = [
  'Silva',
  'Santos',
  'Ferreira',
  'Pereira',
  'Oliveira',
  'Costa',
  'Rodrigues',
  'Martins',
  'Sousa',
  'Fernandes',
  'Gonçalves',
  'Gomes',
  'Lopes',
  'Marques',
  'Ribeiro',
];

/**
 * The roles by share of users, per 1000: most are veterinarians, the others few; ROLE_SVL/SVR get a DSAVR,
 * ROLE_LAB a laboratory.
 */
const ROLE_SHARES: readonly [string, number][] = [
  ['ROLE_MV', 700],
  ['ROLE_MV_MUNICIPAL', 100],
  ['ROLE_SVL', 60],
  ['ROLE_SVR', 40],
  ['ROLE_LAB', 60],
  ['ROLE_TRANSPORTADOR', 30],
  ['ROLE_MANAGER', 8],
  ['ROLE_SIGSA', 2],
];

/** Adds generated users up to `count` (with their roles, DSAVRs, laboratories); answers how many there are. */
export async function fillUtilizadores(db: Database, count: number): Promise<number> {
  const bounds = ROLE_SHARES.reduce<{ role: string; from: number; to: number }[]>((acc, [role, share]) => {
    const from = acc.at(-1)?.to ?? 0;
    return [...acc, { role, from, to: from + share }];
  }, []);
  const roleCase = sql.join(
    bounds.map((b) => sql`WHEN g % 1000 >= ${b.from} AND g % 1000 < ${b.to} THEN ${b.role}`),
    sql` `,
  );
  const batch = 50_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        WITH hash AS (SELECT password_hash AS h FROM utilizadores WHERE username = 'mv'),
        labs AS (SELECT array_agg(id ORDER BY id) AS ids FROM laboratorios),
        rows AS (
          SELECT g, CASE ${roleCase} END AS role FROM generate_series(${from}::int, ${to}::int) AS g
        )
        INSERT INTO utilizadores (username, password_hash, nome, nif, email, laboratorio_id, enabled)
        SELECT 'bx' || lpad(g::text, 7, '0'), hash.h,
               first[1 + g % ${FIRST.length}] || ' ' || last[1 + (g / 7) % ${LAST.length}]
                 || ' ' || last[1 + (g / 97) % ${LAST.length}] || ' ' || g,
               '1' || lpad(((g::bigint * 7919) % 99999999)::text, 8, '0'),
               'bx' || g || '@example.pt',
               CASE WHEN role = 'ROLE_LAB' THEN labs.ids[1 + g % array_length(labs.ids, 1)] END,
               true
        FROM rows, hash, labs,
             (SELECT string_to_array(${FIRST.join(',')}, ',') AS first,
                     string_to_array(${LAST.join(',')}, ',') AS last) names
        ON CONFLICT (username) DO NOTHING`);
      await tx.execute(sql`
        INSERT INTO utilizador_roles (utilizador_id, role)
        SELECT u.id, CASE ${roleCase} END
        FROM utilizadores u, LATERAL (SELECT substr(u.username, 3)::int AS g) n
        WHERE u.username LIKE 'bx%' AND n.g BETWEEN ${from} AND ${to}
        ON CONFLICT DO NOTHING`);
      await tx.execute(sql`
        INSERT INTO utilizador_dsavrs (utilizador_id, dsavr_id)
        SELECT ur.utilizador_id, d.ids[1 + ur.utilizador_id % array_length(d.ids, 1)]
        FROM utilizador_roles ur JOIN utilizadores u ON u.id = ur.utilizador_id,
             (SELECT array_agg(id ORDER BY id) AS ids FROM dsavrs WHERE tipo = 'DSAVR') d
        WHERE ur.role IN ('ROLE_SVL', 'ROLE_SVR') AND u.username LIKE 'bx%'
          AND substr(u.username, 3)::int BETWEEN ${from} AND ${to}
        ON CONFLICT DO NOTHING`);
    });
    process.stdout.write(`\r${to.toLocaleString('pt-PT')} / ${count.toLocaleString('pt-PT')} utilizadores`);
  }
  await db.execute(sql`ANALYZE utilizadores`);
  await db.execute(sql`ANALYZE utilizador_roles`);
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM utilizadores`);
  return row?.n ?? 0;
}
