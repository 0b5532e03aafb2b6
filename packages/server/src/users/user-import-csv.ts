import { parse } from 'csv-parse/sync';
import { IMPORT_MESSAGES, USER_IMPORT_MAX_LINES, userImportColumn } from '@sigsa/domain/admin/users-import';
import { badRequest } from '../platform/http/errors.ts';

/** A data line of the file: its line number (the header is 1), its cells by column key, or why it is unreadable. */
export interface CsvUserLine {
  linha: number;
  cells: Record<string, string>;
  problem?: string;
}

/** The file read: the columns its header names (by key) and its data lines. */
export interface CsvUsers {
  columns: string[];
  lines: CsvUserLine[];
}

/** `;` or `,`, whichever the header holds more of (Portuguese spreadsheets save with `;`). */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => header.split(c).length;
  return count(';') >= count(',') ? ';' : ',';
}

/**
 * Reads a users CSV (UTF-8, BOM allowed, `;` or `,`, quotes as RFC 4180). A file that cannot be read as a whole —
 * empty, malformed, a header without `username` or naming a column twice or one Gerir lacks, too many lines —
 * answers 400; a line with another number of cells is kept with its problem, for the preview to show.
 */
export function readUsersCsv(text: string): CsvUsers {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw badRequest(IMPORT_MESSAGES.malformed(typeof line === 'number' ? line : 1));
  }
  const [header, ...rows] = records;
  if (!header || header.record.every((cell) => cell === '')) throw badRequest(IMPORT_MESSAGES.empty);
  if (rows.length > USER_IMPORT_MAX_LINES) throw badRequest(IMPORT_MESSAGES.tooManyLines);
  const columns = header.record.map((name) => {
    const key = userImportColumn(name);
    if (!key) throw badRequest(IMPORT_MESSAGES.unknownColumn(name));
    return key;
  });
  const repeated = columns.find((key, i) => columns.indexOf(key) !== i);
  if (repeated) throw badRequest(IMPORT_MESSAGES.repeatedColumn(repeated));
  if (!columns.includes('username')) throw badRequest(IMPORT_MESSAGES.noUsername);
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  return {
    columns,
    lines: rows.map(({ record, info }) => ({
      linha: info.lines,
      cells: Object.fromEntries(columns.map((key, i) => [key, record[i] ?? ''])),
      ...(record.length !== columns.length ? { problem: IMPORT_MESSAGES.columnCount } : {}),
    })),
  };
}
