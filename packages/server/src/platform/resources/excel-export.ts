import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ColumnOption } from '@sigsa/domain/list/columns';
import { dateTimeInTimeZone, formatIsoDate, todayIn } from '@sigsa/domain/validation/dates';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { loadBatches, readAhead, type RowSource, type RowValues } from './list-query.ts';
import type { ResourceColumn } from './resource.types.ts';
import { excelDay, XLSX_DATE_FORMAT, XlsxWriter, type Cell, type XlsxColumn } from './xlsx-writer.ts';

export type { Cell, XlsxColumn } from './xlsx-writer.ts';

/** Rows read from the database per query while exporting: fewer round trips, memory still flat. */
export const EXPORT_BATCH_SIZE = 2000;
/** Most columns one export may ask for. */
const MAX_EXPORT_COLUMNS = 200;

const DATE_TIME_FORMAT = 'hh:mm dd/mm/yyyy';
const CURRENCY_FORMAT = '#,##0.00 "€"';
const COORDINATE_FORMAT = '0.000000';

/** One spreadsheet column: its header, number format, and how it reads a row's values. */
interface SheetColumn {
  header: string;
  numFmt: string | null;
  width: number;
  value(row: RowValues): Cell;
}

/** Text a spreadsheet would run as a formula (or DDE) gets a leading quote, so it stays text. */
export function escapeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function labelOf(options: readonly ColumnOption[] | null, value: unknown): string {
  const option = options?.find((o) => String(o.value) === String(value));
  return option ? option.label : String(value);
}

function text(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return escapeCell(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return escapeCell(JSON.stringify(value));
}

function coordinate(value: unknown, index: 0 | 1): number | null {
  if (!value || typeof value !== 'object') return null;
  const coordinates = (value as { coordinates?: unknown }).coordinates;
  if (!Array.isArray(coordinates)) return null;
  const n: unknown = coordinates[index];
  return typeof n === 'number' ? Math.round(n * 1e6) / 1e6 : null;
}

/** The spreadsheet columns of the resource column read at `index` of each row (a POINT gives two). */
function sheetColumns(column: ResourceColumn, index: number): SheetColumn[] {
  const d = column.descriptor;
  const at = (row: RowValues): unknown => row[index];
  const width = Math.min(60, Math.max(12, d.name.length + 2));
  const plain = (numFmt: string | null, value: SheetColumn['value']): SheetColumn[] => [
    { header: d.name, numFmt, width, value },
  ];
  switch (d.type) {
    case 'POINT':
      return [
        { header: 'Latitude', numFmt: COORDINATE_FORMAT, width: 12, value: (r) => coordinate(at(r), 1) },
        { header: 'Longitude', numFmt: COORDINATE_FORMAT, width: 12, value: (r) => coordinate(at(r), 0) },
      ];
    case 'BOOLEAN':
      return plain(null, (r) => {
        const v = at(r);
        return v === true ? 'Sim' : v === false ? 'Não' : null;
      });
    case 'NUMBER':
    case 'CURRENCY':
      return plain(d.type === 'CURRENCY' ? CURRENCY_FORMAT : null, (r) => {
        const v = at(r);
        return typeof v === 'number' ? v : null;
      });
    case 'DATE':
      return plain(XLSX_DATE_FORMAT, (r) => {
        const v = at(r);
        return typeof v === 'string' ? excelDay(v) : null;
      });
    case 'DATETIME':
      return plain(DATE_TIME_FORMAT, (r) => {
        const v = at(r);
        if (typeof v !== 'string') return null;
        // Excel has no time zones: write the Lisbon wall-clock time as the cell's value.
        const t = dateTimeInTimeZone(new Date(v));
        return new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute));
      });
    case 'OPTION':
    case 'ENUM':
      return plain(null, (r) => {
        const v = at(r);
        return v === null || v === undefined ? null : text(labelOf(d.options, v));
      });
    case 'MULTIOPTION':
    case 'ENUM_LIST':
    case 'LIST':
    case 'ANNEX_LIST':
      return plain(null, (r) => {
        const v = at(r);
        if (!Array.isArray(v)) return text(v);
        return text((v as unknown[]).map((item) => labelOf(d.options, item)).join('; '));
      });
    case 'STRING':
    case 'TEXT':
    case 'HREF':
    case 'GEOMETRY':
    case 'DOCUMENT':
    case 'TEMPLATE_DOCUMENT':
      return plain(null, (r) => text(at(r)));
  }
}

/** The columns an export asks for (`columns` = JSON list of keys), in that order; default: shown by default. */
function chosenColumns(all: readonly ResourceColumn[], param: string | null): ResourceColumn[] {
  const exportable = all.filter((c) => c.descriptor.showOnExport);
  if (param === null || param.trim() === '') return exportable.filter((c) => c.descriptor.showByDefault);
  let keys: unknown;
  try {
    keys = JSON.parse(param);
  } catch {
    keys = null;
  }
  if (!Array.isArray(keys) || keys.length === 0 || keys.length > MAX_EXPORT_COLUMNS)
    throw badRequest('A lista de colunas é inválida.', [{ field: 'columns', message: 'Valor inválido' }]);
  return (keys as unknown[]).map((item) => {
    const key =
      typeof item === 'string'
        ? item
        : item && typeof item === 'object' && typeof (item as { key?: unknown }).key === 'string'
          ? (item as { key: string }).key
          : null;
    const column = exportable.find((c) => c.descriptor.key === key);
    if (!column)
      throw badRequest('Coluna de exportação desconhecida.', [{ field: 'columns', message: String(key) }]);
    return column;
  });
}

/**
 * Streams batches of rows as an .xlsx attachment named `fileName` ({@link XlsxWriter}: the sheet's XML written
 * directly and zipped as it goes), the producer waiting whenever the zip or the client fall behind, so memory
 * stays flat whatever the number of rows. The rows' cells follow `columns`.
 */
export function streamXlsx(
  reply: FastifyReply,
  opts: {
    fileName: string;
    sheetName: string;
    columns: readonly XlsxColumn[];
    batches: AsyncIterable<readonly (readonly Cell[])[]>;
  },
): FastifyReply {
  const out = new PassThrough();
  const produce = async (): Promise<void> => {
    const workbook = new XlsxWriter(out, opts.sheetName, opts.columns);
    await workbook.start();
    for await (const batch of opts.batches) {
      await workbook.addRows(batch);
      if (out.destroyed) return;
    }
    await workbook.finish();
    out.end();
  };

  void reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${opts.fileName}"`)
    .header('cache-control', 'no-store');
  produce().catch((error: unknown) => {
    if (out.destroyed) return; // the client went away: nothing to tell it
    reply.log.error({ err: error }, 'exportação interrompida');
    out.destroy(error instanceof Error ? error : new Error('exportação interrompida'));
  });
  return reply.send(out);
}

/**
 * Streams the rows of `source` as an .xlsx (see {@link streamXlsx}): rows read by id keyset in batches, the
 * next batch already asked for while the current one is written.
 */
export async function exportExcel(
  db: Database,
  source: RowSource,
  columnsParam: string | null,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { resource } = source;
  const chosen = chosenColumns(resource.columns, columnsParam);
  const sheet = chosen.flatMap((column, index) => sheetColumns(column, index));
  const fields = chosen.map((c) => ({ path: c.descriptor.prop, expr: c.expr, type: c.descriptor.type }));
  async function* batches(): AsyncGenerator<Cell[][]> {
    for await (const batch of readAhead(loadBatches(db, source, fields, EXPORT_BATCH_SIZE)))
      yield batch.map((values) => sheet.map((c) => c.value(values)));
  }
  return streamXlsx(reply, {
    fileName: `${resource.entity}-${formatIsoDate(todayIn(new Date()))}.xlsx`,
    sheetName: resource.entity,
    columns: sheet,
    batches: batches(),
  });
}
