import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { queryRows, type DatabaseHandle } from '../db/client.ts';
import { PGLITE_EXTENSIONS, pgliteHandle } from '../db/pglite.ts';
import { migrate } from '../db/migrate.ts';
import { ReferenceDataError } from './dataset-file.reader.ts';
import { seedReferenceData } from './reference.seed.ts';
import type { SeedReport } from './seed-report.types.ts';

const DATA_DIR = path.resolve(REPO_ROOT, process.env.REFERENCE_DATA_DIR ?? '../shared/data');

// The files, read independently of the seed code, give the expected counts.
type Entry = Record<string, unknown> & { codigo: string; assumed?: boolean };
const json = (file: string): Record<string, Entry[]> =>
  JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')) as Record<string, Entry[]>;
const csvRows = (file: string): Record<string, string>[] =>
  parse<Record<string, string>>(fs.readFileSync(path.join(DATA_DIR, file), 'utf8'), { columns: true });
const features = (file: string): number =>
  (JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')) as { features: unknown[] }).features.length;
const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);
const sum = (entries: Entry[], count: (e: Entry) => number): number =>
  entries.reduce((s, e) => s + count(e), 0);

const diseases = json('reference/diseases.json');
const species = json('reference/species.json');
const customTypes = json('reference/custom-types.json');
const lab = json('reference/lab.json');
const organisations = json('reference/organisations.json');
const animalCategories = json('reference/animal-categories.json');
const parishes = csvRows('geo/parishes.csv');

const at = <T>(items: T[] | undefined): T[] => items ?? [];

/** Rows each dataset should have in the database (`<table>.limites`: rows with a polygon). */
const EXPECTED: Record<string, number> = {
  distritos: csvRows('geo/districts.csv').length,
  concelhos: csvRows('geo/municipalities.csv').length,
  freguesias: parishes.length,
  'distritos.limites': features('geo/districts.geojson'),
  'concelhos.limites': features('geo/municipalities.geojson'),
  'freguesias.limites': features('geo/parishes.geojson'),
  especies: at(species.especies).length,
  doencas: at(diseases.doencas).length,
  doencas_especies: sum(at(diseases.doencas), (d) => list(d.especies).length),
  custom_types: at(customTypes.customTypes).length,
  matrizes_amostras: at(lab.matrizesAmostras).length,
  tipos_resultados: at(lab.tiposResultados).length,
  lista_valores: sum(at(lab.tiposResultados), (t) => list(t.valores).length),
  ensaios_laboratoriais: at(lab.ensaiosLaboratoriais).length,
  ensaios_laboratoriais_matrizes: sum(at(lab.ensaiosLaboratoriais), (e) => list(e.matrizes).length),
  ensaios_laboratoriais_doencas_relacionadas: sum(
    at(lab.ensaiosLaboratoriais),
    (e) => list(e.doencasRelacionadas).length,
  ),
  tipos_controlo: at(lab.tiposControlo).length,
  laboratorios: at(lab.laboratorios).length,
  tipos_motivos_devolucao: at(lab.tiposMotivosDevolucao).length,
  tipos_armadilha: at(lab.tiposArmadilha).length,
  inseticidas: at(lab.inseticidas).length,
  dsavrs: at(organisations.organizacoes).length,
  dsavrs_distritos: sum(
    at(organisations.organizacoes),
    (o) => list(o.distritos).length + list(o.ilhas).length,
  ),
  categorias_animais: at(animalCategories.categoriasAnimais).length,
  categorias_animais_especies: sum(at(animalCategories.categoriasAnimais), (c) => list(c.especies).length),
  sub_categorias_animais: sum(
    at(animalCategories.categoriasAnimais),
    (c) => list(c.subCategoriasAnimais).length,
  ),
};

async function countOf(handle: DatabaseHandle, dataset: string): Promise<number> {
  const [table, limites] = dataset.split('.');
  const where = limites ? sql` WHERE geom IS NOT NULL` : sql``;
  const rows = await queryRows<{ n: number }>(
    handle.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table ?? '')}${where}`,
  );
  return rows[0]?.n ?? -1;
}

async function countAll(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const dataset of Object.keys(EXPECTED)) counts[dataset] = await countOf(handle, dataset);
  return counts;
}

function writeFiles(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-ref-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('seedReferenceData', () => {
  let handle: DatabaseHandle;
  let first: SeedReport;
  const tmpDirs: string[] = [];

  beforeAll(async () => {
    handle = pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    await migrate(handle);
  });

  afterAll(async () => {
    await handle.close();
    for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the dataset files hold the documented counts', () => {
    expect(EXPECTED).toMatchObject({
      distritos: 29,
      concelhos: 308,
      freguesias: 3259,
      doencas: 76,
      especies: 115,
      custom_types: 257,
    });
    expect(EXPECTED['freguesias.limites']).toBe(3205);
  });

  it('starts without a data directory: reports every dataset as skipped and writes nothing', async () => {
    const report = await seedReferenceData(handle.db, path.join(os.tmpdir(), 'sigsa-no-such-dir'));
    expect(report.datasets).toEqual([]);
    expect(new Set(report.skipped)).toEqual(new Set(Object.keys(EXPECTED)));
    expect(report.skipped).toHaveLength(Object.keys(EXPECTED).length);
    expect(report.missingFiles).toContain('geo/parishes.geojson');
    expect(report.missingFiles).toContain('reference/lab.json');
    expect(Object.values(await countAll(handle)).every((n) => n === 0)).toBe(true);
  });

  it('reports exactly the datasets whose file is missing', async () => {
    const dir = writeFiles({ 'geo/districts.csv': 'di,nome\n01,Aveiro\n' });
    tmpDirs.push(dir);
    // Later tests start from an empty database, so the one district is removed again at the end.
    const report = await seedReferenceData(handle.db, dir);
    expect(report.datasets.map((d) => d.dataset)).toEqual(['distritos']);
    expect(report.skipped).not.toContain('distritos');
    expect(report.skipped).toContain('distritos.limites');
    expect(report.skipped).toHaveLength(Object.keys(EXPECTED).length - 1);
    await handle.db.execute(sql`DELETE FROM distritos`);
  });

  it('a malformed file throws a clear error naming the file, the line and the field, and writes nothing', async () => {
    const badJson = writeFiles({ 'reference/species.json': '{ "especies": [ ' });
    const badShape = writeFiles({
      'reference/species.json': JSON.stringify({ especies: [{ codigo: 'BOVINO', domestico: 'sim' }] }),
    });
    const badCsv = writeFiles({ 'geo/districts.csv': 'di,nome\n01,Aveiro\n2,Beja\n' });
    // A valid file next to a malformed one: nothing at all is written, since every file is validated first.
    const validThenBad = writeFiles({
      'geo/districts.csv': 'di,nome\n01,Aveiro\n',
      'reference/diseases.json': JSON.stringify({ doencas: [{ codigo: 'X' }] }),
    });
    const openRing = writeFiles({
      'geo/districts.geojson': JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { di: '01' },
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [-8, 40],
                  [-8, 41],
                  [-7, 41],
                  [-7, 40],
                ],
              ],
            },
          },
        ],
      }),
    });
    tmpDirs.push(badJson, badShape, badCsv, validThenBad, openRing);

    await expect(seedReferenceData(handle.db, badJson)).rejects.toThrow(ReferenceDataError);
    await expect(seedReferenceData(handle.db, badJson)).rejects.toThrow(
      /reference\/species\.json: JSON mal formado/,
    );
    await expect(seedReferenceData(handle.db, badShape)).rejects.toThrow(
      /reference\/species\.json: especies\[0\]\.nome/,
    );
    await expect(seedReferenceData(handle.db, badShape)).rejects.toThrow(/especies\[0\]\.domestico/);
    await expect(seedReferenceData(handle.db, badCsv)).rejects.toThrow(
      /geo\/districts\.csv: linha 3, coluna di: di tem 2 algarismos/,
    );
    await expect(seedReferenceData(handle.db, validThenBad)).rejects.toThrow(/reference\/diseases\.json/);
    await expect(seedReferenceData(handle.db, openRing)).rejects.toThrow(
      /geo\/districts\.geojson: geometria de 01 inválida: Polygon, anel 0: anel não fechado/,
    );
    expect(Object.values(await countAll(handle)).every((n) => n === 0)).toBe(true);
  });

  it('with invalid: "skip", an unusable file leaves its family out, names it, and the others are seeded', async () => {
    const dir = writeFiles({
      'geo/districts.csv': 'di,nome\n01,Aveiro\n',
      'reference/diseases.json': JSON.stringify({ doencas: [{ codigo: 'X' }] }),
    });
    tmpDirs.push(dir);
    const report = await seedReferenceData(handle.db, dir, { invalid: 'skip' });
    expect(report.datasets.map((d) => d.dataset)).toEqual(['distritos']);
    expect(report.invalid).toEqual([
      {
        family: 'diseases',
        file: 'reference/diseases.json',
        message: expect.stringMatching(
          /^Dados de referência inválidos em reference\/diseases\.json: doencas\[0\]\.nome/,
        ),
        datasets: ['doencas', 'doencas_especies'],
      },
    ]);
    // Invalid is not missing: the family is named once, in `invalid`.
    expect(report.skipped).not.toContain('doencas');
    expect(await countOf(handle, 'distritos')).toBe(1);
    expect(await countOf(handle, 'doencas')).toBe(0);
    await handle.db.execute(sql`DELETE FROM distritos`);
  });

  it('with invalid: "skip", a family refused while being written is rolled back and named', async () => {
    const organisation = {
      codigo: 'DSAVRX',
      sigla: 'X',
      nome: 'Direção X',
      tipo: 'DSAVR',
      distritos: ['01', '02'],
    };
    const dir = writeFiles({
      'geo/districts.csv': 'di,nome\n01,Aveiro\n',
      'reference/organisations.json': JSON.stringify({ organizacoes: [organisation] }),
    });
    tmpDirs.push(dir);
    await expect(seedReferenceData(handle.db, dir)).rejects.toThrow(/distrito "02" desconhecido/);
    await handle.db.execute(sql`DELETE FROM distritos`);

    const report = await seedReferenceData(handle.db, dir, { invalid: 'skip' });
    expect(report.datasets.map((d) => d.dataset)).toEqual(['distritos']);
    expect(report.invalid).toEqual([
      {
        family: 'organisations',
        file: 'reference/organisations.json',
        message: expect.stringMatching(/organização DSAVRX: distrito "02" desconhecido/),
        datasets: ['dsavrs', 'dsavrs_distritos'],
      },
    ]);
    expect(await countOf(handle, 'dsavrs')).toBe(0);
    await handle.db.execute(sql`DELETE FROM distritos`);
  });

  it('seeds every dataset: rows in the database equal rows in the files', async () => {
    first = await seedReferenceData(handle.db, DATA_DIR);
    expect(first.skipped).toEqual([]);
    expect(first.missingFiles).toEqual([]);
    for (const result of first.datasets) {
      expect(result, result.dataset).toMatchObject({
        rows: EXPECTED[result.dataset],
        inserted: EXPECTED[result.dataset],
        updated: 0,
      });
    }
    expect(new Set(first.datasets.map((d) => d.dataset))).toEqual(new Set(Object.keys(EXPECTED)));
    expect(await countAll(handle)).toEqual(EXPECTED);
  });

  it('stores parish codes with letters intact', async () => {
    const expected = parishes.map((p) => p.dicofre ?? '').filter((code) => /[A-Z]/.test(code));
    expect(expected).toHaveLength(18);
    const rows = await queryRows<{ dicofre: string; dico: string; nome: string }>(
      handle.db,
      sql`SELECT dicofre, dico, nome FROM freguesias WHERE dicofre ~ '[A-Z]' ORDER BY dicofre`,
    );
    expect(rows.map((r) => r.dicofre)).toEqual([...expected].sort());
    expect(rows[0]).toMatchObject({ dicofre: '0302FA', dico: '0302' });
    const leadingZero = await queryRows<{ di: string }>(
      handle.db,
      sql`SELECT di FROM distritos WHERE nome = 'Aveiro'`,
    );
    expect(leadingZero).toEqual([{ di: '01' }]);
  });

  it('keeps CAOP year and MultiPolygon 4326 boundaries; Madeira parishes have none', async () => {
    const [geo] = await queryRows<{
      types: string[];
      srids: number[];
      years: number[];
      madeira: number;
      madeiraShapes: number;
    }>(
      handle.db,
      sql`SELECT array_agg(DISTINCT GeometryType(geom)) FILTER (WHERE geom IS NOT NULL) AS types,
                 array_agg(DISTINCT ST_SRID(geom)) FILTER (WHERE geom IS NOT NULL) AS srids,
                 array_agg(DISTINCT caop_year) AS years,
                 count(*) FILTER (WHERE dicofre LIKE '3%')::int AS madeira,
                 count(geom) FILTER (WHERE dicofre LIKE '3%')::int AS "madeiraShapes"
          FROM freguesias`,
    );
    expect(geo).toEqual({
      types: ['MULTIPOLYGON'],
      srids: [4326],
      years: [2025],
      madeira: 54,
      madeiraShapes: 0,
    });
    const [inside] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM freguesias f JOIN concelhos c ON c.dico = f.dico
          WHERE f.geom IS NOT NULL AND ST_Contains(c.geom, ST_PointOnSurface(f.geom))`,
    );
    expect(inside?.n).toBe(EXPECTED['freguesias.limites']);
  });

  it('keeps every "assumed": true flag and the diseases\' confianca', async () => {
    const assumedIn = (entries: Entry[], key: (e: Entry) => string = (e) => e.codigo) =>
      entries
        .filter((e) => e.assumed === true)
        .map(key)
        .sort();
    const assumedDb = async (table: string, key = sql`codigo`) =>
      (
        await queryRows<{ k: string }>(
          handle.db,
          sql`SELECT ${key} AS k FROM ${sql.identifier(table)} WHERE assumed ORDER BY 1`,
        )
      ).map((r) => r.k);

    expect(await assumedDb('doencas')).toEqual(assumedIn(at(diseases.doencas)));
    expect(await assumedDb('custom_types', sql`categoria || '/' || codigo`)).toEqual(
      assumedIn(at(customTypes.customTypes), (e) => `${String(e.categoria)}/${e.codigo}`),
    );
    expect(await assumedDb('inseticidas')).toEqual(assumedIn(at(lab.inseticidas)));
    expect(await assumedDb('dsavrs')).toEqual(assumedIn(at(organisations.organizacoes)));
    expect(await assumedDb('categorias_animais')).toEqual(assumedIn(at(animalCategories.categoriasAnimais)));
    expect((await assumedDb('doencas')).length + (await assumedDb('inseticidas')).length).toBeGreaterThan(0);

    const partial = await queryRows<{ assumed: boolean }>(
      handle.db,
      sql`SELECT (p->>'assumed')::boolean AS assumed FROM dsavrs, jsonb_array_elements(distritos_parciais) p`,
    );
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.every((p) => p.assumed)).toBe(true);

    const confianca = await queryRows<{ codigo: string }>(
      handle.db,
      sql`SELECT codigo FROM doencas WHERE confianca = 'media' ORDER BY 1`,
    );
    expect(confianca.map((r) => r.codigo)).toEqual(
      at(diseases.doencas)
        .filter((d) => d.confianca === 'media')
        .map((d) => d.codigo)
        .sort(),
    );
  });

  it('keeps disease categories, species flags and the unlisted fields in extra', async () => {
    const [fa] = await queryRows<{ categorias: string[]; ddo: string; extra: { gruposEspecies: string[] } }>(
      handle.db,
      sql`SELECT categorias, categoria_ddo AS ddo, extra FROM doencas WHERE codigo = 'FA'`,
    );
    expect(fa).toMatchObject({ categorias: ['A', 'D', 'E'], ddo: 'A' });
    expect(fa?.extra.gruposEspecies).toContain('Bovinos');
    const [counts] = await queryRows<{ domestic: number; game: number; vectors: number }>(
      handle.db,
      sql`SELECT count(*) FILTER (WHERE domestico)::int AS domestic, count(*) FILTER (WHERE cinegetica)::int AS game,
                 count(*) FILTER (WHERE vetor)::int AS vectors FROM especies`,
    );
    expect(counts).toEqual({ domestic: 32, game: 40, vectors: 7 });
    const flagged = at(customTypes.customTypes).filter((t) => t.requerObservacao === true).length;
    const [outro] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM custom_types WHERE (extra->>'requerObservacao')::boolean`,
    );
    expect(outro?.n).toBe(flagged);
  });

  it('turns code references into foreign keys by id', async () => {
    const [assay] = await queryRows<{ doenca: string; tipo: string; matrizes: string[] }>(
      handle.db,
      sql`SELECT d.codigo AS doenca, t.codigo AS tipo,
                 (SELECT array_agg(m.codigo ORDER BY m.codigo) FROM ensaios_laboratoriais_matrizes em
                  JOIN matrizes_amostras m ON m.id = em.matriz_id WHERE em.ensaio_id = e.id) AS matrizes
          FROM ensaios_laboratoriais e JOIN doencas d ON d.id = e.doenca_id JOIN tipos_resultados t ON t.id = e.tipo_resultado_id
          WHERE e.codigo = 'PSA_ELISA'`,
    );
    expect(assay).toEqual({ doenca: 'PSA', tipo: 'POS_NEG_INC', matrizes: ['EXSUDADO_TECIDULAR', 'SORO'] });
    const values = await queryRows<{ nome: string }>(
      handle.db,
      sql`SELECT v.nome FROM lista_valores v JOIN tipos_resultados t ON t.id = v.tipo_resultado_id
          WHERE t.codigo = 'POS_NEG_INC' ORDER BY v.ordem`,
    );
    expect(values.map((v) => v.nome)).toEqual(['Positivo', 'Negativo', 'Inconclusivo']);
    const generic = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM ensaios_laboratoriais WHERE doenca_id IS NULL AND generico`,
    );
    expect(generic[0]?.n).toBe(4);
    const norte = await queryRows<{ di: string; principal: boolean }>(
      handle.db,
      sql`SELECT dd.di, dd.principal FROM dsavrs_distritos dd JOIN dsavrs d ON d.id = dd.dsavr_id WHERE d.codigo = 'DSAVRN' ORDER BY dd.di`,
    );
    expect(norte).toEqual(['03', '04', '13', '16', '17'].map((di) => ({ di, principal: true })));
    const [madeira] = await queryRows<{ distritos: string[]; tipo: string }>(
      handle.db,
      sql`SELECT distritos, tipo FROM dsavrs WHERE codigo = 'RAM_DSAV'`,
    );
    expect(madeira).toEqual({ distritos: ['31', '32'], tipo: 'SERVICO_REGIONAL_RA' });
    const dsavrTypes = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM dsavrs WHERE tipo = 'DSAVR'`,
    );
    expect(dsavrTypes[0]?.n).toBe(5);
  });

  it('a second run inserts nothing and changes nothing', async () => {
    const before = await countAll(handle);
    const second = await seedReferenceData(handle.db, DATA_DIR);
    expect(second.skipped).toEqual([]);
    for (const result of second.datasets)
      expect(result, result.dataset).toMatchObject({ inserted: 0, updated: 0 });
    expect(second.datasets.map((d) => d.rows)).toEqual(first.datasets.map((d) => d.rows));
    expect(await countAll(handle)).toEqual(before);
  });

  it('refreshes a changed name from the file but keeps an administrator\'s review of "assumed"', async () => {
    await handle.db.execute(sql`UPDATE especies SET nome = 'Vaca' WHERE codigo = 'BOVINO'`);
    await handle.db.execute(sql`UPDATE doencas SET assumed = false WHERE codigo = 'EBOLA'`);
    const report = await seedReferenceData(handle.db, DATA_DIR);
    expect(report.datasets.find((d) => d.dataset === 'especies')).toMatchObject({ inserted: 0, updated: 1 });
    expect(
      report.datasets
        .filter((d) => d.dataset !== 'especies')
        .every((d) => d.inserted === 0 && d.updated === 0),
    ).toBe(true);
    const [bovino] = await queryRows<{ nome: string }>(
      handle.db,
      sql`SELECT nome FROM especies WHERE codigo = 'BOVINO'`,
    );
    expect(bovino?.nome).toBe('Bovino');
    const [ebola] = await queryRows<{ assumed: boolean }>(
      handle.db,
      sql`SELECT assumed FROM doencas WHERE codigo = 'EBOLA'`,
    );
    expect(ebola?.assumed).toBe(false);
  });

  it("sets a polygon where a row had none and refreshes a changed one, in the file's exact coordinates", async () => {
    await handle.db.execute(sql`UPDATE freguesias SET geom = NULL WHERE dicofre = '010103'`);
    await handle.db.execute(
      sql`UPDATE concelhos SET geom = ST_Multi(ST_Buffer(ST_PointOnSurface(geom), 0.01)) WHERE dico = '0101'`,
    );
    const report = await seedReferenceData(handle.db, DATA_DIR);
    const changed = report.datasets.filter((d) => d.inserted > 0 || d.updated > 0);
    expect(changed).toEqual([
      expect.objectContaining({ dataset: 'concelhos.limites', inserted: 0, updated: 1 }),
      expect.objectContaining({ dataset: 'freguesias.limites', inserted: 1, updated: 0 }),
    ]);
    // Written again, both equal their feature in the file (the next run finds nothing to change).
    const again = await seedReferenceData(handle.db, DATA_DIR);
    expect(again.datasets.every((d) => d.inserted === 0 && d.updated === 0)).toBe(true);
    expect(await countAll(handle)).toEqual(EXPECTED);
  });
});
