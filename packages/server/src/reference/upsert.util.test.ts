import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.ts';
import { inseticidas } from '../db/schema/reference.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { upsertRows } from './upsert.util.ts';

// On the test database of the run: PGlite, or PostgreSQL when TEST_DATABASE_URL is set.

type Inseticida = typeof inseticidas.$inferInsert;

const UPDATE: (keyof Inseticida)[] = ['nome', 'classe', 'aplicacao', 'requerObservacao', 'extra'];

const row = (codigo: string, over: Partial<Inseticida> = {}): Inseticida => ({
  codigo,
  nome: `Inseticida ${codigo}`,
  classe: null,
  aplicacao: ['PULVERIZACAO', 'com "aspas", vírgulas e {chavetas}'],
  requerObservacao: false,
  ordem: 1,
  assumed: true,
  extra: { origem: 'teste', lista: [1, 2], aninhado: { a: null } },
  ...over,
});

interface Stored {
  codigo: string;
  nome: string;
  classe: string | null;
  aplicacao: string[];
  requerObservacao: boolean;
  ordem: number;
  assumed: boolean;
  extra: unknown;
  version: string;
}

describe('upsertRows: one statement, whatever the number of rows', () => {
  let handle: DatabaseHandle;
  const upsert = (rows: Inseticida[], update = UPDATE) =>
    handle.db.transaction((tx) => upsertRows(tx, inseticidas, rows, [inseticidas.codigo], update));
  // xmin changes whenever a row is written, so an unchanged xmin proves a row was left untouched.
  const stored = async (): Promise<Map<string, Stored>> =>
    new Map(
      (
        await queryRows<Stored>(
          handle.db,
          sql`SELECT codigo, nome, classe, aplicacao, requer_observacao AS "requerObservacao", ordem, assumed,
                     extra, xmin::text AS version
              FROM inseticidas WHERE codigo LIKE 'UPSERT_%' ORDER BY id`,
        )
      ).map((r) => [r.codigo, r]),
    );

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('inserts new rows with every kind of value, in the order given', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => row(`UPSERT_${String(i).padStart(4, '0')}`));
    rows[1] = row('UPSERT_0001', { classe: 'Piretróide', aplicacao: [], extra: {} });
    expect(await upsert(rows)).toEqual({ inserted: 1200, updated: 0 });
    const after = await stored();
    expect([...after.keys()]).toEqual(rows.map((r) => r.codigo));
    expect(after.get('UPSERT_0000')).toMatchObject({
      nome: 'Inseticida UPSERT_0000',
      classe: null,
      aplicacao: ['PULVERIZACAO', 'com "aspas", vírgulas e {chavetas}'],
      requerObservacao: false,
      ordem: 1,
      assumed: true,
      extra: { origem: 'teste', lista: [1, 2], aninhado: { a: null } },
    });
    expect(after.get('UPSERT_0001')).toMatchObject({ classe: 'Piretróide', aplicacao: [], extra: {} });
  });

  it('a second run with the same rows writes nothing', async () => {
    const before = await stored();
    const rows = [...before.keys()].map((codigo) =>
      codigo === 'UPSERT_0001'
        ? row(codigo, { classe: 'Piretróide', aplicacao: [], extra: {} })
        : row(codigo),
    );
    expect(await upsert(rows)).toEqual({ inserted: 0, updated: 0 });
    expect(await stored()).toEqual(before);
  });

  it('updates only the rows whose values differ, adds the new ones, leaves the others untouched', async () => {
    const before = await stored();
    const rows = [
      row('UPSERT_0000', { nome: 'Novo nome' }),
      row('UPSERT_0002', { extra: { origem: 'teste', lista: [2, 1], aninhado: { a: null } } }),
      row('UPSERT_0003'),
      row('UPSERT_NOVO'),
    ];
    expect(await upsert(rows)).toEqual({ inserted: 1, updated: 2 });
    const after = await stored();
    expect(after.get('UPSERT_0000')?.nome).toBe('Novo nome');
    expect(after.get('UPSERT_0000')?.version).not.toBe(before.get('UPSERT_0000')?.version);
    expect(after.get('UPSERT_0002')?.extra).toEqual({
      origem: 'teste',
      lista: [2, 1],
      aninhado: { a: null },
    });
    expect(after.get('UPSERT_0003')).toEqual(before.get('UPSERT_0003'));
    expect(after.get('UPSERT_NOVO')).toBeDefined();
  });

  it('never overwrites a column left out of `update` (an administrator reviewed it)', async () => {
    await handle.db.execute(
      sql`UPDATE inseticidas SET assumed = false, ordem = 9 WHERE codigo = 'UPSERT_0004'`,
    );
    const before = (await stored()).get('UPSERT_0004');
    expect(await upsert([row('UPSERT_0004', { ordem: 1, assumed: true })])).toEqual({
      inserted: 0,
      updated: 0,
    });
    expect((await stored()).get('UPSERT_0004')).toEqual(before);
  });

  it('with nothing to update, inserts what is missing and leaves the rest', async () => {
    expect(await upsert([row('UPSERT_0005', { nome: 'Ignorado' }), row('UPSERT_SO_NOVO')], [])).toEqual({
      inserted: 1,
      updated: 0,
    });
    expect((await stored()).get('UPSERT_0005')?.nome).toBe('Inseticida UPSERT_0005');
  });

  it('writes nothing for no rows, and refuses rows that give different columns', async () => {
    expect(await upsert([])).toEqual({ inserted: 0, updated: 0 });
    const { classe: _left, ...withoutClasse } = row('UPSERT_X');
    await expect(upsert([row('UPSERT_Y'), withoutClasse])).rejects.toThrow(/mesmas colunas/);
  });
  it('leaves a row an administrator changed in Gerir (version > 0) as they left it', async () => {
    await upsert([row('UPSERT_GERIR')]);
    await handle.db.execute(
      sql`UPDATE inseticidas SET nome = 'Revisto em Gerir', version = 1 WHERE codigo = 'UPSERT_GERIR'`,
    );
    expect(await upsert([row('UPSERT_GERIR', { nome: 'Do ficheiro' })])).toEqual({ inserted: 0, updated: 0 });
    expect((await stored()).get('UPSERT_GERIR')?.nome).toBe('Revisto em Gerir');
  });
});
