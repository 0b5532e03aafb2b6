import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { TestClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { AppError } from '../http/errors.ts';
import { compileFilter, orderBy, parseFilters, parseSort } from './filter-compiler.ts';
import { loadPage } from './list-query.ts';
import { column, columnFields, field, type ResourceDefinition } from './resource.types.ts';

let t: TestApp;

// A resource over a scratch table with one column of each filterable kind the registered resources lack.
const columns = [
  column({ prop: 'nome', name: 'Nome', type: 'STRING', expr: sql`x.nome` }),
  column({ prop: 'dia', name: 'Dia', type: 'DATE', expr: sql`x.dia` }),
  column({
    prop: 'quantidade',
    name: 'Quantidade',
    type: 'NUMBER',
    expr: sql`x.quantidade`,
    valueType: 'integer',
  }),
  column({ prop: 'preco', name: 'Preço', type: 'CURRENCY', expr: sql`x.preco` }),
  column({ prop: 'ativo', name: 'Ativo', type: 'BOOLEAN', expr: sql`x.ativo` }),
  column({
    prop: 'etiquetas',
    name: 'Etiquetas',
    type: 'LIST',
    embeddedType: 'STRING',
    expr: sql`x.etiquetas`,
  }),
  column({ prop: 'estado', name: 'Estado', type: 'ENUM', expr: sql`x.estado` }),
  column({ prop: 'codigos', name: 'Códigos', type: 'ENUM_LIST', expr: sql`x.codigos` }),
];
const scratch: ResourceDefinition = {
  entity: 'scratch',
  area: null,
  from: sql`list_scratch x`,
  id: sql`x.id`,
  naturalKey: null,
  columns,
  searchColumns: ['nome'],
  projections: { summary: [field('id', sql`x.id`, 'NUMBER'), ...columnFields(columns)] },
  visibility: () => null,
  finders: [],
};

const param = (prop: string, value: unknown) => [prop, JSON.stringify({ prop, value })] as const;

async function ids(...params: (readonly [string, string])[]): Promise<number[]> {
  const filters = parseFilters(scratch, params).map(compileFilter);
  const page = await loadPage(
    t.handle.db,
    { resource: scratch, conditions: filters },
    scratch.projections.summary,
    orderBy(scratch, []),
    {
      number: 0,
      size: 100,
    },
  );
  return page.records.map((r) => Number(r.id));
}

function refused(...params: (readonly [string, string])[]): string {
  try {
    parseFilters(scratch, params).map(compileFilter);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('aceite');
}

beforeAll(async () => {
  t = await createTestApp();
  await queryRows(
    t.handle.db,
    sql`CREATE TABLE list_scratch (id serial PRIMARY KEY, nome text, dia date, quantidade integer,
        preco numeric(12,2), ativo boolean, etiquetas text[], estado text, codigos text[])`,
  );
  await queryRows(
    t.handle.db,
    sql`INSERT INTO list_scratch (nome, dia, quantidade, preco, ativo, etiquetas, estado, codigos) VALUES
      ('Maçã', '2024-01-01', 1, 0.50, true, ARRAY['a','b'], 'INICIAL', ARRAY['X']),
      ('Pêra', '2024-02-15', 10, 12.75, false, ARRAY['b'], 'SUBMETIDO', ARRAY['Y','Z']),
      ('Uva', NULL, NULL, NULL, NULL, ARRAY[]::text[], NULL, NULL),
      ('Figo', '2024-12-31', -5, 1000.00, true, ARRAY['c'], 'VALIDO', ARRAY['Z'])`,
  );
});
afterAll(async () => t.close());

describe('filter compiler', () => {
  it('compiles DATE ranges with open ends and SEM_VALOR', async () => {
    expect(await ids(param('dia', '[2024-01-01,2024-02-15]'))).toEqual([1, 2]);
    expect(await ids(param('dia', '[2024-02-01,-]'))).toEqual([2, 4]);
    expect(await ids(param('dia', '[-,2024-01-01]'))).toEqual([1]);
    expect(await ids(param('dia', 'SEM_VALOR'))).toEqual([3]);
    expect(refused(param('dia', '[2024-13-01,-]'))).toBe('Data inválida');
    expect(refused(param('dia', '[-,-]'))).toBe('Indique pelo menos um dos limites do intervalo');
  });

  it('compiles NUMBER and CURRENCY ranges', async () => {
    expect(await ids(param('quantidade', '[0,10]'))).toEqual([1, 2]);
    expect(await ids(param('quantidade', '[-,0]'))).toEqual([4]);
    expect(await ids(param('quantidade', '[0.5,1.5]'))).toEqual([1]);
    expect(await ids(param('quantidade', 10))).toEqual([2]);
    expect(await ids(param('quantidade', 'SEM_VALOR'))).toEqual([3]);
    expect(await ids(param('preco', '[1,1000]'))).toEqual([2, 4]);
    expect(await ids(param('preco', '[1e+2,-]'))).toEqual([4]);
    expect(refused(param('preco', '[10,1]'))).toBe('O valor final não pode ser inferior ao valor inicial.');
    expect(refused(param('preco', 'muito'))).toMatch(/Intervalo inválido/);
  });

  it('compiles BOOLEAN, ENUM membership and LIST / ENUM_LIST overlap', async () => {
    expect(await ids(param('ativo', true))).toEqual([1, 4]);
    expect(await ids(param('ativo', 'false'))).toEqual([2]);
    expect(refused(param('ativo', 'talvez'))).toBe('Valor inválido');
    // Either value: the column is named (Gerir's archived rows show) without narrowing the rows that have one.
    expect(await ids(param('ativo', ['true', 'false']))).toEqual([1, 2, 4]);
    expect(await ids(param('ativo', ['true']))).toEqual([1, 4]);
    expect(refused(param('ativo', ['true', 'x']))).toBe('Valor inválido');
    expect(await ids(param('estado', ['INICIAL', 'VALIDO']))).toEqual([1, 4]);
    expect(await ids(param('etiquetas', ['b']))).toEqual([1, 2]);
    expect(await ids(param('etiquetas', 'c'))).toEqual([4]);
    expect(await ids(param('codigos', ['Z', 'Q']))).toEqual([2, 4]);
  });

  it('matches text without case or accents', async () => {
    expect(await ids(param('nome', 'MACA'))).toEqual([1]);
    expect(await ids(param('nome', 'pêra'))).toEqual([2]);
  });

  it('refuses sorting by a LIST column', () => {
    expect(() => parseSort(scratch, ['etiquetas,asc'])).toThrow('Não é possível ordenar por esta coluna.');
    expect(parseSort(scratch, ['dia,desc', 'id,asc'])).toHaveLength(2);
  });

  it('caps the count and marks it', async () => {
    const page = await loadPage(
      t.handle.db,
      { resource: scratch, conditions: [] },
      scratch.projections.summary,
      orderBy(scratch, []),
      { number: 0, size: 2 },
      3,
    );
    expect(page).toMatchObject({ totalElements: 3, totalCapped: true });
    expect(page.records).toHaveLength(2);
  });
});

describe('count cap over HTTP', () => {
  it('counts exactly up to 10000 and marks larger totals', async () => {
    await queryRows(
      t.handle.db,
      sql`INSERT INTO exploracoes (marca, nome) SELECT 'ZZ' || g, 'Cap ' || g FROM generate_series(1, 10100) g`,
    );
    const client = new TestClient(t.app);
    await client.signIn('sigsa');
    const all = (await client.get('/api/exploracoes/search/filter?role=ROLE_SIGSA&size=50&page=3')).json();
    expect(all.page).toEqual({
      size: 50,
      totalElements: 10000,
      totalPages: 200,
      number: 3,
      totalCapped: true,
    });
    expect(all._embedded.exploracoes).toHaveLength(50);
    const few = encodeURIComponent(JSON.stringify({ type: 'STRING', prop: 'nome', value: 'Cap 100' }));
    const some = (await client.get(`/api/exploracoes/search/filter?role=ROLE_SIGSA&nome=${few}`)).json();
    // 'Cap 100', 'Cap 1000'…'Cap 1009' and 'Cap 10000'…'Cap 10099'.
    expect(some.page).toMatchObject({ totalElements: 111, totalCapped: false });
  });
});
