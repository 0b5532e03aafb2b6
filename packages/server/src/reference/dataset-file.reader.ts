import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';

const MAX_ISSUES_SHOWN = 10;

/** A reference data file that exists but cannot be used: bad JSON or CSV, wrong shape, unknown codes. */
export class ReferenceDataError extends Error {
  override name = 'ReferenceDataError';

  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`Dados de referência inválidos em ${file}: ${detail}`);
  }
}

/** A file read from the data directory: its path relative to that directory and its validated content. */
export interface DatasetFile<T> {
  file: string;
  data: T;
}

async function readText(dataDir: string, file: string): Promise<string | null> {
  try {
    return await fs.readFile(path.join(dataDir, file), 'utf8');
  } catch (error) {
    // A missing file (or a missing data directory) means "skip this dataset"; anything else is a real failure.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

function describeIssues(error: z.ZodError, where: (p: PropertyKey[]) => string): string {
  const shown = error.issues
    .slice(0, MAX_ISSUES_SHOWN)
    .map((issue) => `${where(issue.path)}: ${issue.message}`);
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (e mais ${more} problemas)` : '');
}

function jsonPath(p: PropertyKey[]): string {
  return p.length === 0
    ? '(raiz)'
    : p
        .map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`))
        .join('')
        .replace(/^\./, '');
}

/** Reads and validates a JSON file; null when the file (or the directory) does not exist. */
export async function readJsonDataset<S extends z.ZodType>(
  dataDir: string,
  file: string,
  schema: S,
): Promise<DatasetFile<z.output<S>> | null> {
  const text = await readText(dataDir, file);
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ReferenceDataError(file, `JSON mal formado (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ReferenceDataError(file, describeIssues(parsed.error, jsonPath));
  return { file, data: parsed.data };
}

/** Reads a CSV file with a header line and validates each row; null when the file does not exist. */
export async function readCsvDataset<S extends z.ZodType>(
  dataDir: string,
  file: string,
  rowSchema: S,
): Promise<DatasetFile<z.output<S>[]> | null> {
  const text = await readText(dataDir, file);
  if (text === null) return null;
  let records: unknown[];
  try {
    records = parse<Record<string, string>>(text, { columns: true, skip_empty_lines: true, bom: true });
  } catch (error) {
    throw new ReferenceDataError(file, `CSV mal formado (${(error as Error).message})`);
  }
  const parsed = z.array(rowSchema).safeParse(records);
  if (!parsed.success) {
    // Line numbers as an editor shows them: the header is line 1.
    const where = (p: PropertyKey[]) => {
      const [row, ...rest] = p;
      const line = typeof row === 'number' ? `linha ${row + 2}` : 'ficheiro';
      return rest.length > 0 ? `${line}, coluna ${rest.map(String).join('.')}` : line;
    };
    throw new ReferenceDataError(file, describeIssues(parsed.error, where));
  }
  return { file, data: parsed.data };
}

/** The fields of an entry that its zod shape does not name, kept in the `extra` jsonb column. */
export function extraFields(
  entry: Record<string, unknown>,
  shape: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !(key in shape)));
}

/** Throws when a list has the same code twice (ON CONFLICT cannot touch one row twice in a statement). */
export function assertUniqueCodes(file: string, what: string, codes: string[]): void {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) repeated.add(code);
    seen.add(code);
  }
  if (repeated.size > 0) throw new ReferenceDataError(file, `${what} repetidos: ${[...repeated].join(', ')}`);
}
