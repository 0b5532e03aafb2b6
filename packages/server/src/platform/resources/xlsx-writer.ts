import { parseIsoDate } from '@sigsa/domain/validation/dates';
import type { Writable } from 'node:stream';
import { ZipWriter, type ZipEntry } from '../files/zip-writer.ts';

/** One cell of a streamed workbook. */
export type Cell = string | number | Date | null;

/** A column of a streamed workbook: its header, width and number format (null: general). */
export interface XlsxColumn {
  header: string;
  width: number;
  numFmt: string | null;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel's serial day of 1970-01-01 (its epoch is 1899-12-30). */
const UNIX_EPOCH_SERIAL = 25569;
const MS_PER_DAY = 86_400_000;
/** The first number format id a workbook may define (0–163 are Excel's own). */
const FIRST_CUSTOM_FORMAT = 164;

/** How the exports show a calendar day (pt-PT). */
export const XLSX_DATE_FORMAT = 'dd/mm/yyyy';

/**
 * A calendar day (`YYYY-MM-DD`, anything after it ignored) as Excel's serial day number, for a cell in a
 * {@link XLSX_DATE_FORMAT} column; null when it is not such a day. A number rather than a Date cell: no Date
 * object per cell.
 */
export function excelDay(value: string): number | null {
  const date = parseIsoDate(value.slice(0, 10));
  return date ? Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY + UNIX_EPOCH_SERIAL : null;
}

/** Characters XML 1.0 does not allow (C0 controls other than tab, line feed and carriage return). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;
const XML_SPECIAL = /[&<>"]/g;
/** Whether a text needs any of the two replacements (most cells do not: they are then written as they are). */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPING = /[&<>"\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data or attribute value: escaped, without the characters XML cannot hold. */
export function xmlText(text: string): string {
  if (!NEEDS_ESCAPING.test(text)) return text;
  return text.replace(NOT_XML, '').replace(XML_SPECIAL, (c) => ENTITIES[c] ?? c);
}

/** Whether XML would fold the text's white space: at either end, or tabs and line breaks within. */
function foldsWhiteSpace(text: string): boolean {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first <= 32 || last <= 32 || text.includes('\n') || text.includes('\t') || text.includes('\r');
}

/** An inline string's `<t>`, keeping its white space where XML would fold it. */
function inlineText(text: string): string {
  return foldsWhiteSpace(text) ? `<t xml:space="preserve">${xmlText(text)}</t>` : `<t>${xmlText(text)}</t>`;
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A sheet name Excel accepts: without `[]:*?/\`, at most 31 characters, never empty. */
export function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Folha1'
  );
}

/** The workbook's styles: the default, the bold header, then one per distinct number format. */
function stylesXml(formats: readonly string[]): string {
  const numFmts = formats
    .map((code, i) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + i}" formatCode="${xmlText(code)}"/>`)
    .join('');
  const xfs = formats
    .map(
      (_, i) =>
        `<xf numFmtId="${FIRST_CUSTOM_FORMAT + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join('');
  const font = '<sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/>';
  return (
    `${XML_DECLARATION}<styleSheet xmlns="${MAIN}">` +
    (formats.length > 0 ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : '') +
    `<fonts count="2"><font>${font}</font><font><b/>${font}</font></fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${2 + formats.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
    `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${xfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

/** The parts of a one-sheet workbook other than the sheet itself. */
function packageParts(name: string, formats: readonly string[]): [string, string][] {
  const override = (part: string, type: string) =>
    `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}+xml"/>`;
  return [
    [
      '[Content_Types].xml',
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        override('/xl/workbook.xml', 'spreadsheetml.sheet.main') +
        override('/xl/worksheets/sheet1.xml', 'spreadsheetml.worksheet') +
        override('/xl/styles.xml', 'spreadsheetml.styles') +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ],
    [
      'xl/workbook.xml',
      `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
        `<sheets><sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ],
    ['xl/styles.xml', stylesXml(formats)],
  ];
}

/**
 * A one-sheet .xlsx written row by row into `out` (Office Open XML, SpreadsheetML): a bold header row, the
 * columns' widths and number formats, text as inline strings (no shared-string table to hold in memory: one
 * bounded to the repeated texts was measured slower), dates as serial numbers with their column's format. The XML is written directly — the hot path of a million-row
 * export is a string per cell — and zipped as it goes ({@link ZipWriter}).
 */
export class XlsxWriter {
  private readonly zip: ZipWriter;
  private sheet: ZipEntry | null = null;
  private row = 1;
  /** Per column: its letters and its cell style attribute (` s="n"`, or nothing for the general format). */
  private readonly cellPrefix: string[];
  private readonly style: string[];

  constructor(
    out: Writable,
    private readonly name: string,
    private readonly columns: readonly XlsxColumn[],
    /** The zip's options (tests force its ZIP64 records on small files). */
    zip: { zip64Above?: number } = {},
  ) {
    this.zip = new ZipWriter(out, zip);
    const formats = [...new Set(columns.map((c) => c.numFmt).filter((f): f is string => f !== null))];
    this.cellPrefix = columns.map((_, i) => `<c r="${columnLetters(i)}`);
    this.style = columns.map((c) => (c.numFmt === null ? '' : ` s="${2 + formats.indexOf(c.numFmt)}"`));
    this.formats = formats;
  }

  private readonly formats: string[];

  /** Writes the package's fixed parts and the header row. */
  async start(): Promise<void> {
    for (const [part, xml] of packageParts(this.name, this.formats)) await this.zip.addFile(part, xml);
    const cols = this.columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
      .join('');
    this.sheet = this.zip.openEntry('xl/worksheets/sheet1.xml');
    const header = this.columns
      .map((c, i) => `${this.cellPrefix[i]}1" s="1" t="inlineStr"><is>${inlineText(c.header)}</is></c>`)
      .join('');
    await this.sheet.write(
      `${XML_DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
        `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
        `<cols>${cols}</cols><sheetData><row r="1">${header}</row>`,
    );
  }

  /** Writes rows, their cells in the order of the columns. */
  async addRows(rows: readonly (readonly Cell[])[]): Promise<void> {
    if (!this.sheet) throw new Error('XlsxWriter: start() primeiro.');
    let xml = '';
    for (const cells of rows) {
      const r = ++this.row;
      xml += `<row r="${r}">`;
      for (let i = 0; i < cells.length; i++) {
        const value = cells[i];
        if (value === null || value === undefined) continue;
        const at = `${this.cellPrefix[i] ?? `<c r="${columnLetters(i)}`}${r}"${this.style[i] ?? ''}`;
        if (typeof value === 'number') {
          if (Number.isFinite(value)) xml += `${at}><v>${value}</v></c>`;
        } else if (value instanceof Date) {
          const serial = value.getTime() / MS_PER_DAY + UNIX_EPOCH_SERIAL;
          if (Number.isFinite(serial)) xml += `${at}><v>${serial}</v></c>`;
        } else {
          xml += `${at} t="inlineStr"><is>${inlineText(value)}</is></c>`;
        }
      }
      xml += '</row>';
    }
    await this.sheet.write(xml);
  }

  /** Closes the sheet and the package. */
  async finish(): Promise<void> {
    if (!this.sheet) throw new Error('XlsxWriter: start() primeiro.');
    await this.sheet.write('</sheetData></worksheet>');
    await this.sheet.close();
    await this.zip.finish();
  }
}
