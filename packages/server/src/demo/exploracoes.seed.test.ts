import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { queryRows, type DatabaseHandle } from '../db/client.ts';
import { PGLITE_EXTENSIONS, pgliteHandle } from '../db/pglite.ts';
import { migrate } from '../db/migrate.ts';
import { CLASSIFICACOES_EXPLORACAO } from '../db/schema/exploracoes.ts';
import { seedReferenceData } from '../reference/reference.seed.ts';
import { DEMO_MARCA_PATTERN, seedDemoExploracoes } from './exploracoes.seed.ts';

const DATA_DIR = path.resolve(REPO_ROOT, process.env.REFERENCE_DATA_DIR ?? '../shared/data');

/** The NIF check digit rule, written again here so the test does not trust the generator's own code. */
function isValidNif(nif: string): boolean {
  if (!/^\d{9}$/.test(nif)) return false;
  const digits = [...nif].map(Number);
  const total = digits.slice(0, 8).reduce((acc, d, i) => acc + d * (9 - i), 0);
  const remainder = total % 11;
  return (digits[8] ?? -1) === (remainder < 2 ? 0 : 11 - remainder);
}

interface Row {
  marca: string;
  nif: string;
  nome: string;
  classificacao: string;
  freguesia: string;
  inside: boolean;
  parishHasShape: boolean;
}

describe('seedDemoExploracoes', () => {
  let handle: DatabaseHandle;
  let rows: Row[];

  beforeAll(async () => {
    handle = pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    await migrate(handle);
  });

  afterAll(async () => {
    await handle.close();
  });

  const load = () =>
    queryRows<Row>(
      handle.db,
      sql`SELECT e.marca, e.nif, e.nome, e.classificacao, e.freguesia,
                 ST_Contains(COALESCE(f.geom, c.geom), e.localizacao) AS inside, f.geom IS NOT NULL AS "parishHasShape"
          FROM exploracoes e JOIN freguesias f ON f.dicofre = e.freguesia JOIN concelhos c ON c.dico = f.dico
          ORDER BY e.id`,
    );

  it('returns 0 and writes nothing while no parishes are seeded', async () => {
    expect(await seedDemoExploracoes(handle.db)).toBe(0);
    expect(await load()).toEqual([]);
  });

  it('inserts 300 holdings with plausible brands, valid NIFs and names', async () => {
    await seedReferenceData(handle.db, DATA_DIR);
    expect(await seedDemoExploracoes(handle.db)).toBe(300);
    rows = await load();
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => r.marca)).size).toBe(300);
    for (const row of rows) {
      expect(row.marca).toMatch(DEMO_MARCA_PATTERN);
      expect(isValidNif(row.nif), row.nif).toBe(true);
      expect(row.nome.length).toBeGreaterThan(3);
    }
  });

  it('spreads them over every classification and over mainland, Açores and Madeira parishes', () => {
    expect(new Set(rows.map((r) => r.classificacao))).toEqual(new Set(CLASSIFICACOES_EXPLORACAO));
    const di = (r: Row) => Number(r.freguesia.slice(0, 2));
    expect(rows.filter((r) => di(r) <= 18).length).toBeGreaterThan(200);
    expect(rows.some((r) => di(r) >= 41)).toBe(true);
    expect(rows.some((r) => di(r) === 31 || di(r) === 32)).toBe(true);
    expect(new Set(rows.map((r) => r.freguesia)).size).toBeGreaterThan(250);
  });

  it('locates every holding inside its parish, or its municipality where the parish has no polygon', () => {
    expect(rows.filter((r) => !r.inside)).toEqual([]);
    expect(rows.some((r) => !r.parishHasShape)).toBe(true);
  });

  it('is idempotent and deterministic', async () => {
    expect(await seedDemoExploracoes(handle.db)).toBe(0);
    expect(await load()).toEqual(rows);
    // The same sequence, longer: the first 300 already exist, so only the next 20 are new.
    expect(await seedDemoExploracoes(handle.db, 320)).toBe(20);
    expect((await load()).slice(0, 300)).toEqual(rows);
  });
});
