import { extensionOf, type FileType } from './content-type.ts';

/** Name given to an upload whose name has nothing usable left once cleaned. */
export const DEFAULT_FILE_STEM = 'documento';
/** Longest stem (name without extension) kept, in characters. */
export const MAX_STEM_LENGTH = 120;
/** Longest title kept, in characters. */
export const MAX_TITLE_LENGTH = 255;

// Control and format characters (NUL, line breaks, bidi overrides, zero-width), and those Windows refuses.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/gu;
const RESERVED = /[<>:"/\\|?*]/g;

/** Printable text on one line: invisible characters dropped, runs of spaces collapsed, trimmed. */
export function cleanText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * The display name of an upload (`nome`): only what follows the last `/` or `\` of the client's name, cleaned
 * of invisible and reserved characters, the stem cut to {@link MAX_STEM_LENGTH}, and the extension that of the
 * detected type: kept when it names that type (`foto.JPEG` → `foto.jpeg`), replaced otherwise
 * (`relatorio.exe` holding a PDF → `relatorio.pdf`). It is shown and offered on download, never used as a path.
 */
export function displayName(raw: string | undefined, type: FileType): string {
  const base = cleanText((raw ?? '').split(/[/\\]/).pop() ?? '');
  const ext = extensionOf(base);
  const stemRaw = ext === null ? base : base.slice(0, base.length - ext.length - 1);
  const stem =
    [...stemRaw.replace(RESERVED, '_')]
      .slice(0, MAX_STEM_LENGTH)
      .join('')
      .replace(/^[\s.]+|[\s.]+$/g, '') || DEFAULT_FILE_STEM;
  const extension = ext !== null && type.extensions.includes(ext) ? ext : type.extensions[0];
  return `${stem}.${extension}`;
}

/** A title as stored: cleaned, cut to {@link MAX_TITLE_LENGTH}; null when empty. */
export function cleanTitle(raw: string | null | undefined): string | null {
  const title = [...cleanText(raw ?? '')].slice(0, MAX_TITLE_LENGTH).join('').trim();
  return title === '' ? null : title;
}

/** `attachment` with an ASCII fallback name and the exact name in UTF-8 (RFC 6266, RFC 8187). */
export function attachmentDisposition(nome: string): string {
  const fallback = nome.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(nome).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
