import { TextDecoder } from 'node:util';
import { AppError, badRequest } from '../http/errors.ts';

/** A file type uploads may have; the first extension is the one a stored name is given. */
export interface FileType {
  mime: string;
  extensions: readonly [string, ...string[]];
  /** Plain text: the whole content must be UTF-8 without NUL bytes, checked to the last byte. */
  text?: boolean;
}

/** Message of an upload whose content is not of an allowed type (our wording; answered with 415). */
export const FILE_TYPE_REFUSED_MESSAGE = 'Tipo de ficheiro não permitido.';
/** Message of an upload with no bytes. */
export const EMPTY_FILE_MESSAGE = 'O ficheiro está vazio.';

/** 415: the content is not one of the allowed types, whatever its name or the type the client claimed. */
export const fileTypeRefused = () => new AppError(415, FILE_TYPE_REFUSED_MESSAGE);

/** How many leading bytes are read before the type is decided. */
export const SNIFF_BYTES = 4096;

const PDF: FileType = { mime: 'application/pdf', extensions: ['pdf'] };
const PNG: FileType = { mime: 'image/png', extensions: ['png'] };
const JPEG: FileType = { mime: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe'] };
const GIF: FileType = { mime: 'image/gif', extensions: ['gif'] };
const WEBP: FileType = { mime: 'image/webp', extensions: ['webp'] };
const TIFF: FileType = { mime: 'image/tiff', extensions: ['tif', 'tiff'] };

// Office formats are containers (ZIP or OLE): the container is checked by its bytes, the kind by the extension.
const ZIP_OFFICE = new Map<string, FileType>(
  (
    [
      ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
      ['odt', 'application/vnd.oasis.opendocument.text'],
      ['ods', 'application/vnd.oasis.opendocument.spreadsheet'],
      ['odp', 'application/vnd.oasis.opendocument.presentation'],
    ] as const
  ).map(([ext, mime]) => [ext, { mime, extensions: [ext] }]),
);
const OLE_OFFICE = new Map<string, FileType>(
  (
    [
      ['doc', 'application/msword'],
      ['xls', 'application/vnd.ms-excel'],
      ['ppt', 'application/vnd.ms-powerpoint'],
    ] as const
  ).map(([ext, mime]) => [ext, { mime, extensions: [ext] }]),
);
const TEXT = new Map<string, FileType>([
  ['txt', { mime: 'text/plain', extensions: ['txt'], text: true }],
  ['csv', { mime: 'text/csv', extensions: ['csv'], text: true }],
]);

/** Every type an upload may have (docs/api.md "Comentários e documentos"). */
export const ALLOWED_FILE_TYPES: readonly FileType[] = [
  PDF,
  PNG,
  JPEG,
  GIF,
  WEBP,
  TIFF,
  ...ZIP_OFFICE.values(),
  ...OLE_OFFICE.values(),
  ...TEXT.values(),
];

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const MAGIC_PDF = ascii('%PDF-');
const MAGIC_PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const MAGIC_JPEG = bytes(0xff, 0xd8, 0xff);
const MAGIC_GIF87 = ascii('GIF87a');
const MAGIC_GIF89 = ascii('GIF89a');
const MAGIC_RIFF = ascii('RIFF');
const MAGIC_WEBP = ascii('WEBP');
const MAGIC_TIFF_LE = bytes(0x49, 0x49, 0x2a, 0x00);
const MAGIC_TIFF_BE = bytes(0x4d, 0x4d, 0x00, 0x2a);
const MAGIC_ZIP = bytes(0x50, 0x4b, 0x03, 0x04);
const MAGIC_OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

function startsWith(head: Uint8Array, magic: Uint8Array, at = 0): boolean {
  if (head.length < at + magic.length) return false;
  return magic.every((b, i) => head[at + i] === b);
}

/** The lower-case extension of a file name (`relatorio.PDF` → `pdf`), or null. */
export function extensionOf(fileName: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

// Markup a browser would render if it ever sniffed the file (HTML, SVG, XML): refused even in a .txt.
const MARKUP_START = /^[\s\uFEFF]*<[!?A-Za-z/]/;

/** UTF-8 without NUL bytes and not markup; `complete` false allows a sequence cut at the end of `head`. */
function looksLikeText(head: Uint8Array, complete: boolean): boolean {
  if (head.includes(0)) return false;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !complete });
  } catch {
    return false;
  }
  return !MARKUP_START.test(decoded);
}

/**
 * The type of a file from its first bytes ({@link SNIFF_BYTES}, or all of it when `complete`), or null when it
 * is not allowed. The name counts only to tell apart kinds the bytes cannot (which Office document a ZIP or an
 * OLE container is, and whether plain text is expected): a renamed file is typed by its content.
 */
export function detectFileType(head: Uint8Array, fileName: string, complete: boolean): FileType | null {
  if (head.byteLength === 0) return null;
  const ext = extensionOf(fileName);
  if (startsWith(head, MAGIC_PDF)) return PDF;
  if (startsWith(head, MAGIC_PNG)) return PNG;
  if (startsWith(head, MAGIC_JPEG)) return JPEG;
  if (startsWith(head, MAGIC_GIF87) || startsWith(head, MAGIC_GIF89)) return GIF;
  if (startsWith(head, MAGIC_RIFF) && startsWith(head, MAGIC_WEBP, 8)) return WEBP;
  if (startsWith(head, MAGIC_TIFF_LE) || startsWith(head, MAGIC_TIFF_BE)) return TIFF;
  if (startsWith(head, MAGIC_ZIP)) return (ext && ZIP_OFFICE.get(ext)) || null;
  if (startsWith(head, MAGIC_OLE)) return (ext && OLE_OFFICE.get(ext)) || null;
  const text = ext ? TEXT.get(ext) : undefined;
  if (text && looksLikeText(head, complete)) return text;
  return null;
}

/** The Content-Type a stored type is served with (text is always UTF-8: that is what was checked). */
export function contentTypeHeader(mime: string): string {
  return mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime;
}

/**
 * Checks an upload's type while it streams: holds the first {@link SNIFF_BYTES}, decides the type (415 when
 * not allowed, 400 when empty), then passes every byte on; plain text is validated to its last byte. Used as
 * `store.put(key, inspector.inspect(file))`, so a refusal mid-stream leaves no file behind.
 */
export class ContentInspector {
  private type: FileType | null = null;
  private decoder: TextDecoder | null = null;

  constructor(private readonly fileName: string) {}

  /** The detected type, once {@link inspect} has run to the end. */
  get fileType(): FileType {
    if (!this.type) throw new Error('content not inspected yet');
    return this.type;
  }

  /** The same bytes as `source`, failing as soon as the content shows it is not allowed. */
  async *inspect(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    const pending: Uint8Array[] = [];
    let pendingBytes = 0;
    for await (const chunk of source) {
      if (this.type === null) {
        pending.push(chunk);
        pendingBytes += chunk.byteLength;
        if (pendingBytes >= SNIFF_BYTES) yield this.decide(pending, false);
        continue;
      }
      this.checkText(chunk);
      yield chunk;
    }
    if (this.type === null) yield this.decide(pending, true);
    if (this.decoder) {
      try {
        this.decoder.decode();
      } catch {
        throw fileTypeRefused();
      }
    }
  }

  private decide(pending: Uint8Array[], complete: boolean): Uint8Array {
    const head = Buffer.concat(pending);
    if (head.byteLength === 0) throw badRequest(EMPTY_FILE_MESSAGE);
    const type = detectFileType(head, this.fileName, complete);
    if (!type) throw fileTypeRefused();
    this.type = type;
    if (type.text) this.decoder = new TextDecoder('utf-8', { fatal: true });
    this.checkText(head);
    return head;
  }

  private checkText(chunk: Uint8Array): void {
    if (!this.decoder) return;
    if (chunk.includes(0)) throw fileTypeRefused();
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      throw fileTypeRefused();
    }
  }
}
