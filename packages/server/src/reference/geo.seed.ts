import crypto from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { queryRows, type Tx } from '../db/client.ts';
import { concelhos, distritos, freguesias } from '../db/schema/geo.ts';
import {
  assertUniqueCodes,
  readCsvDataset,
  readJsonDataset,
  ReferenceDataError,
  type DatasetFile,
} from './dataset-file.reader.ts';
import { multiPolygonEwkb } from './geojson-ewkb.util.ts';
import type { DatasetResult, FamilyPlan } from './seed-report.types.ts';
import { upsertRows, type WriteCounts } from './upsert.util.ts';

/** The CAOP edition of geo/ (its README: CAOP 2025; the files carry no year of their own). */
export const CAOP_YEAR = 2025;

/** The datasets of geo/: each level's rows (CSV) and boundaries (GeoJSON). */
export const GEO_DATASETS = [
  'distritos',
  'concelhos',
  'freguesias',
  'distritos.limites',
  'concelhos.limites',
  'freguesias.limites',
];

const name = z.string().trim().min(1);
const di = z.string().regex(/^\d{2}$/, 'di tem 2 algarismos');
const dico = z.string().regex(/^\d{4}$/, 'dico tem 4 algarismos');
const dicofre = z.string().regex(/^\d{4}[0-9A-Z]{2}$/, 'dicofre tem 4 algarismos e 2 algarismos ou letras');

const districtRow = z.object({ di, nome: name });
const municipalityRow = z
  .object({ dico, di, nome: name })
  .refine((r) => r.dico.startsWith(r.di), { message: 'dico não começa pelo di', path: ['dico'] });
const parishRow = z.object({ dicofre, dico, nome: name }).refine((r) => r.dicofre.startsWith(r.dico), {
  message: 'dicofre não começa pelo dico',
  path: ['dicofre'],
});

// Coordinates are checked while encoding them (multiPolygonEwkb); zod checks the envelope.
const geometry = z.object({
  type: z.enum(['Polygon', 'MultiPolygon']),
  coordinates: z.array(z.unknown()).min(1),
});
const featureCollection = <P extends z.ZodType<Record<string, unknown>>>(properties: P) =>
  z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(z.object({ type: z.literal('Feature'), properties, geometry })),
  });

interface Shape {
  code: string;
  ewkbHex: string;
  /** md5 of the EWKB, compared with md5(ST_AsEWKB(geom)) to write only what changed. */
  hash: string;
}

/** One level of the geography: its table, its code column, its rows file and its boundaries file. */
interface Level<R> {
  dataset: string;
  codeColumn: PgColumn;
  csvFile: string;
  geojsonFile: string;
  rows: DatasetFile<R[]> | null;
  shapes: DatasetFile<Shape[]> | null;
}

async function readShapes(
  dataDir: string,
  file: string,
  codeKey: string,
  codeSchema: z.ZodString,
): Promise<DatasetFile<Shape[]> | null> {
  const read = await readJsonDataset(
    dataDir,
    file,
    featureCollection(z.looseObject({ [codeKey]: codeSchema })),
  );
  if (!read) return null;
  const data = read.data.features.map((f) => {
    const code = String(f.properties[codeKey]);
    let ewkb: Buffer;
    try {
      ewkb = multiPolygonEwkb(f.geometry);
    } catch (error) {
      throw new ReferenceDataError(file, `geometria de ${code} inválida: ${(error as Error).message}`);
    }
    return { code, ewkbHex: ewkb.toString('hex'), hash: crypto.createHash('md5').update(ewkb).digest('hex') };
  });
  return { file, data };
}

async function readLevel<R extends Record<string, string>>(
  dataDir: string,
  dataset: string,
  codeColumn: PgColumn,
  codeSchema: z.ZodString,
  csv: { file: string; schema: z.ZodType<R> },
  geojsonFile: string,
): Promise<Level<R>> {
  const codeOf = (r: R) => r[codeColumn.name] ?? '';
  const rows = await readCsvDataset(dataDir, csv.file, csv.schema);
  if (rows) assertUniqueCodes(rows.file, 'códigos', rows.data.map(codeOf));
  const shapes = await readShapes(dataDir, geojsonFile, codeColumn.name, codeSchema);
  if (shapes) {
    assertUniqueCodes(
      shapes.file,
      'códigos',
      shapes.data.map((s) => s.code),
    );
    if (rows) {
      const known = new Set(rows.data.map(codeOf));
      const unknown = shapes.data.filter((s) => !known.has(s.code)).map((s) => s.code);
      if (unknown.length > 0)
        throw new ReferenceDataError(
          shapes.file,
          `polígonos sem linha em ${rows.file}: ${unknown.join(', ')}`,
        );
    }
  }
  return { dataset, codeColumn, csvFile: csv.file, geojsonFile, rows, shapes };
}

/** Parent codes a level's rows point to must exist: in the parent file read now, or already in the database. */
async function assertParents(
  tx: Tx,
  file: string,
  codes: Set<string>,
  parent: PgColumn,
  fromFile: string[] | null,
): Promise<void> {
  const known = new Set(fromFile ?? []);
  if (!fromFile) {
    const table = getTableName(parent.table);
    const rows = await queryRows<{ code: string }>(
      tx,
      sql`SELECT ${sql.identifier(parent.name)} AS code FROM ${sql.identifier(table)}`,
    );
    for (const r of rows) known.add(r.code);
  }
  const missing = [...codes].filter((c) => !known.has(c));
  if (missing.length > 0)
    throw new ReferenceDataError(file, `códigos de nível superior desconhecidos: ${missing.join(', ')}`);
}

/** md5 of each stored boundary's EWKB (null: no polygon yet), by code; read before the level's rows are written. */
async function storedShapeHashes(tx: Tx, level: Level<unknown>): Promise<Map<string, string | null>> {
  const table = sql.identifier(getTableName(level.codeColumn.table));
  const code = sql.identifier(level.codeColumn.name);
  const stored = await queryRows<{ code: string; hash: string | null }>(
    tx,
    sql`SELECT ${code} AS code, md5(ST_AsEWKB(geom, 'NDR')) AS hash FROM ${table}`,
  );
  return new Map(stored.map((r) => [r.code, r.hash]));
}

/** Runs a statement that writes polygons, naming the file when the database refuses one. */
async function writingShapes<T>(file: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw new ReferenceDataError(file, `geometria recusada pela base de dados (${(error as Error).message})`);
  }
}

/**
 * Sets, in one statement, the polygons of rows that already existed and whose polygon differs from the stored
 * one (by EWKB hash); the polygons of rows inserted by this run went in with them. A polygon set where the row had
 * none counts as inserted; a polygon for a code that has no row is left for a run that has the row.
 */
async function writeShapes(
  tx: Tx,
  level: Level<unknown>,
  shapes: DatasetFile<Shape[]>,
  stored: Map<string, string | null>,
  insertedWithRows: number,
): Promise<WriteCounts> {
  const table = sql.identifier(getTableName(level.codeColumn.table));
  const code = sql.identifier(level.codeColumn.name);
  const changed = shapes.data.filter((s) => stored.has(s.code) && stored.get(s.code) !== s.hash);
  if (changed.length > 0) {
    const payload = JSON.stringify(changed.map((s) => ({ code: s.code, geom: s.ewkbHex })));
    await writingShapes(shapes.file, () =>
      tx.execute(
        sql`UPDATE ${table} AS t SET geom = v.geom
            FROM json_to_recordset(${payload}::json) AS v(code text, geom geometry(MultiPolygon, 4326))
            WHERE t.${code} = v.code`,
      ),
    );
  }
  const filled = changed.filter((s) => stored.get(s.code) === null).length;
  return { inserted: insertedWithRows + filled, updated: changed.length - filled };
}

/**
 * Upserts a level's rows in one statement; rows new to the table carry their polygon (when the boundaries file
 * was read), so a first seed writes each row once instead of inserting it and then updating its polygon.
 */
async function writeLevelRows<R extends Record<string, unknown>>(
  tx: Tx,
  level: Level<unknown>,
  rows: R[],
  update: string[],
  stored: Map<string, string | null>,
): Promise<{ counts: WriteCounts; shapesInserted: number }> {
  const table = level.codeColumn.table;
  const shapes = level.shapes;
  if (!shapes) {
    return {
      counts: await upsertRows(tx, table, rows, [level.codeColumn], update as never),
      shapesInserted: 0,
    };
  }
  const hexByCode = new Map(shapes.data.map((s) => [s.code, s.ewkbHex]));
  let shapesInserted = 0;
  const withShapes = rows.map((row) => {
    // The CSV's code field, the row's key and the column share one name (di, dico, dicofre).
    const code = String(row[level.codeColumn.name]);
    const geom = stored.has(code) ? null : (hexByCode.get(code) ?? null);
    if (geom !== null) shapesInserted++;
    return { ...row, geom };
  });
  const counts = await writingShapes(shapes.file, () =>
    upsertRows(tx, table, withShapes, [level.codeColumn], update as never),
  );
  return { counts, shapesInserted };
}

function result(dataset: string, file: DatasetFile<unknown[]>, counts: WriteCounts): DatasetResult {
  return { dataset, file: file.file, rows: file.data.length, ...counts };
}

/** Reads districts, municipalities and parishes (codes, names, boundaries) of CAOP from `dataDir/geo`. */
export async function planGeo(dataDir: string): Promise<FamilyPlan> {
  const levels = {
    districts: await readLevel(
      dataDir,
      'distritos',
      distritos.di,
      di,
      { file: 'geo/districts.csv', schema: districtRow },
      'geo/districts.geojson',
    ),
    municipalities: await readLevel(
      dataDir,
      'concelhos',
      concelhos.dico,
      dico,
      { file: 'geo/municipalities.csv', schema: municipalityRow },
      'geo/municipalities.geojson',
    ),
    parishes: await readLevel(
      dataDir,
      'freguesias',
      freguesias.dicofre,
      dicofre,
      { file: 'geo/parishes.csv', schema: parishRow },
      'geo/parishes.geojson',
    ),
  };
  const all = [levels.districts, levels.municipalities, levels.parishes] as Level<unknown>[];
  const skipped: string[] = [];
  const missingFiles: string[] = [];
  for (const level of all) {
    if (!level.rows) {
      skipped.push(level.dataset);
      missingFiles.push(level.csvFile);
    }
    if (!level.shapes) {
      skipped.push(`${level.dataset}.limites`);
      missingFiles.push(level.geojsonFile);
    }
  }
  if (all.every((l) => !l.rows && !l.shapes)) return { family: 'geo', skipped, missingFiles, write: null };

  const write = async (tx: Tx): Promise<DatasetResult[]> => {
    const { districts, municipalities, parishes } = levels;
    const rowResults: DatasetResult[] = [];
    const shapeResults: DatasetResult[] = [];
    const writeLevel = async (
      level: Level<unknown>,
      rows: Record<string, unknown>[] | null,
      update: string[],
    ): Promise<void> => {
      const stored = level.shapes ? await storedShapeHashes(tx, level) : new Map<string, string | null>();
      let shapesInserted = 0;
      if (level.rows && rows) {
        const written = await writeLevelRows(tx, level, rows, update, stored);
        rowResults.push(result(level.dataset, level.rows, written.counts));
        shapesInserted = written.shapesInserted;
      }
      if (level.shapes)
        shapeResults.push(
          result(
            `${level.dataset}.limites`,
            level.shapes,
            await writeShapes(tx, level, level.shapes, stored, shapesInserted),
          ),
        );
    };

    await writeLevel(
      districts,
      districts.rows?.data.map((r) => ({ di: r.di, nome: r.nome, caopYear: CAOP_YEAR })) ?? null,
      ['nome', 'caopYear'],
    );
    if (municipalities.rows)
      await assertParents(
        tx,
        municipalities.rows.file,
        new Set(municipalities.rows.data.map((r) => r.di)),
        distritos.di,
        districts.rows?.data.map((r) => r.di) ?? null,
      );
    await writeLevel(
      municipalities,
      municipalities.rows?.data.map((r) => ({ dico: r.dico, di: r.di, nome: r.nome, caopYear: CAOP_YEAR })) ??
        null,
      ['di', 'nome', 'caopYear'],
    );
    if (parishes.rows)
      await assertParents(
        tx,
        parishes.rows.file,
        new Set(parishes.rows.data.map((r) => r.dico)),
        concelhos.dico,
        municipalities.rows?.data.map((r) => r.dico) ?? null,
      );
    await writeLevel(
      parishes,
      parishes.rows?.data.map((r) => ({
        dicofre: r.dicofre,
        dico: r.dico,
        nome: r.nome,
        caopYear: CAOP_YEAR,
      })) ?? null,
      ['dico', 'nome', 'caopYear'],
    );
    // Rows first, boundaries after, as the report has always listed them.
    return [...rowResults, ...shapeResults];
  };
  return { family: 'geo', skipped, missingFiles, write };
}
