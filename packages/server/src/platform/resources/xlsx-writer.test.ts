import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  columnLetters,
  excelDay,
  sheetName,
  xmlText,
  XlsxWriter,
  type Cell,
  type XlsxColumn,
} from './xlsx-writer.ts';

// The workbook writer behind every Excel export (lists, ADIS): read back by ExcelJS, an independent reader
// (its own unzip and XML parser), as a user's spreadsheet would.

const COLUMNS: XlsxColumn[] = [
  { header: 'Texto', width: 20, numFmt: null },
  { header: 'Número', width: 12, numFmt: null },
  { header: 'Data', width: 14, numFmt: 'dd/mm/yyyy' },
  { header: 'Valor', width: 14, numFmt: '#,##0.00 "€"' },
  { header: 'Latitude', width: 12, numFmt: '0.000000' },
];

async function written(
  rows: readonly (readonly Cell[])[],
  options: { name?: string; zip64Above?: number; batch?: number } = {},
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new XlsxWriter(out, options.name ?? 'Folha de teste', COLUMNS, {
    zip64Above: options.zip64Above,
  });
  await writer.start();
  const size = options.batch ?? 500;
  for (let i = 0; i < rows.length; i += size) await writer.addRows(rows.slice(i, i + size));
  await writer.finish();
  out.end();
  return Buffer.concat(chunks);
}

async function read(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('sem folha');
  return sheet;
}

/** The entries of a zip's central directory, read by hand (signature, sizes as written, ZIP64 fields). */
function directory(file: Buffer): { name: string; zip64: boolean }[] {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let start = file.readUInt32LE(end + 16);
  let count = file.readUInt16LE(end + 10);
  if (start === 0xffffffff) {
    const locator = end - 20;
    expect(file.readUInt32LE(locator)).toBe(0x07064b50);
    const record = Number(file.readBigUInt64LE(locator + 8));
    expect(file.readUInt32LE(record)).toBe(0x06064b50);
    count = Number(file.readBigUInt64LE(record + 32));
    start = Number(file.readBigUInt64LE(record + 48));
  }
  const entries: { name: string; zip64: boolean }[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    expect(file.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const extra = file.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    entries.push({ name, zip64: extra.length > 0 && extra.readUInt16LE(0) === 0x0001 });
    at += 46 + nameLength + extraLength;
  }
  return entries;
}

describe('XlsxWriter', () => {
  it('a bold header, the columns’ widths and formats, typed cells', async () => {
    const date = new Date(Date.UTC(2026, 10, 25));
    const sheet = await read(
      await written([
        ['Língua azul', 42, date, 1234.5, 39.123456],
        [null, -0.5, null, null, null],
        ['  espaços  ', 0, null, 0, -8.1],
      ]),
    );
    expect(sheet.name).toBe('Folha de teste');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Texto', 'Número', 'Data', 'Valor', 'Latitude']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(20);
    expect(sheet.getColumn(3).width).toBe(14);
    expect(sheet.getCell('A2').value).toBe('Língua azul');
    expect(sheet.getCell('B2').value).toBe(42);
    expect(sheet.getCell('C2').value).toEqual(date);
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('D2').numFmt).toBe('#,##0.00 "€"');
    expect(sheet.getCell('E2').numFmt).toBe('0.000000');
    expect(sheet.getCell('E2').value).toBe(39.123456);
    // An empty cell is absent; white space at the ends is kept.
    expect(sheet.getCell('A3').value).toBeNull();
    expect(sheet.getCell('B3').value).toBe(-0.5);
    expect(sheet.getCell('A4').value).toBe('  espaços  ');
    expect(sheet.rowCount).toBe(4);
  });

  it('text is escaped, and characters XML cannot hold are left out', async () => {
    const awkward = 'a & b < c > d "e" \'f\' \u0001g\u0008 \u00e9\u20ac\u{1F404}';
    const multi = 'linha 1\nlinha 2\tfim';
    const sheet = await read(
      await written([
        [awkward, null, null, null, null],
        [multi, null, null, null, null],
      ]),
    );
    expect(sheet.getCell('A2').value).toBe('a & b < c > d "e" \'f\' g é€🐄');
    expect(sheet.getCell('A3').value).toBe(multi);
    expect(xmlText('<x a="1">&</x>')).toBe('&lt;x a=&quot;1&quot;&gt;&amp;&lt;/x&gt;');
    expect(xmlText('sem nada')).toBe('sem nada');
  });

  it('many rows in many batches, all of them in order', async () => {
    const rows: Cell[][] = Array.from({ length: 12_345 }, (_, i) => [`R${i}`, i, null, i / 100, null]);
    const file = await written(rows, { batch: 1000 });
    const sheet = await read(file);
    expect(sheet.rowCount).toBe(12_346);
    expect(sheet.getCell('A2').value).toBe('R0');
    expect(sheet.getCell('B12346').value).toBe(12_344);
    expect(sheet.getCell('D6001').value).toBe(59.99);
    expect(directory(file).map((e) => e.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
  });

  it('past the 32-bit sizes, the ZIP64 records (forced here at 1 kB) and readers still open it', async () => {
    const rows: Cell[][] = Array.from({ length: 300 }, (_, i) => [`Linha ${i}`, i, null, null, null]);
    const file = await written(rows, { zip64Above: 1024 });
    const entries = directory(file);
    // The sheet is over 1 kB (and so is its offset), the first parts are not.
    expect(entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')?.zip64).toBe(true);
    expect(entries.find((e) => e.name === '[Content_Types].xml')?.zip64).toBe(false);
    const sheet = await read(file);
    expect(sheet.rowCount).toBe(301);
    expect(sheet.getCell('A301').value).toBe('Linha 299');
  });

  it('each entry holds exactly what was written (CRC-32 and sizes in the directory)', async () => {
    const file = await written([['x', 1, null, null, null]]);
    // The local header of the first entry, then its deflated bytes up to the descriptor.
    expect(file.readUInt32LE(0)).toBe(0x04034b50);
    const nameLength = file.readUInt16LE(26);
    const name = file.toString('utf8', 30, 30 + nameLength);
    expect(name).toBe('[Content_Types].xml');
    const descriptorAt = file.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]));
    const content = zlib.inflateRawSync(file.subarray(30 + nameLength, descriptorAt));
    expect(content.toString('utf8')).toContain('spreadsheetml.worksheet+xml');
    expect(file.readUInt32LE(descriptorAt + 4)).toBe(zlib.crc32(content));
    expect(file.readUInt32LE(descriptorAt + 12)).toBe(content.length);
  });

  it('a calendar day as a serial day number (1899-12-30 is day 0); anything else is no day', () => {
    expect(excelDay('1970-01-01')).toBe(25569);
    expect(excelDay('2026-11-25')).toBe(46351);
    expect(excelDay('2024-02-29T10:00:00Z')).toBe(45351);
    expect(excelDay('2026-02-30')).toBeNull();
    expect(excelDay('25/11/2026')).toBeNull();
  });

  it('names: column letters and a sheet name Excel accepts', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    expect(sheetName('notificacoes/ADIS: [2026]?')).toBe('notificacoes ADIS   2026');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('[]')).toBe('Folha1');
  });
});
