import { z } from 'zod';
import { BIC_INVALID_MESSAGE, BIC_NONE_FOUND_MESSAGE } from './messages.ts';
import { requiredOrInvalid } from './zod-messages.ts';

// Container (BIC, ISO 6346) codes in free text, per spec 000 §5: "three letters plus U, six digits, optional
// six-digit end number that must be greater than the first, else 'Inválido'; none found gives 'Nenhum código
// BIC encontrado'". The grammar we accept, decided where the spec is silent:
//
//   text   = token { separator token }     separator: any run of characters other than letters, digits, "-"
//   code   = owner serial [check] [ "-" serial [check] ]
//   owner  = 3 letters + "U"               (case-insensitive; codes are returned upper-case)
//   serial = 6 digits
//   check  = 1 digit, the ISO 6346 check digit of the container it follows; verified when present
//
// So "ABCU123456", "abcu1234565" and "ABCU123456-123999" are codes, and lists may be split by spaces,
// commas, semicolons or new lines. Codes are written without inner blanks, except that one space may
// follow the owner prefix ("ABCU 123456", as painted on containers); any other blank separates codes.
// A token that contains an owner prefix followed by a digit ("ABCU12345", "ABCU123456-12", "XABCU123456")
// is meant as a code, so when it does not match the grammar the whole text is "Inválido" rather than the
// mistake being skipped silently; tokens without that shape are ordinary words and are ignored. A range
// end must be strictly greater than its start. Repeated codes are returned once, in order of appearance.

/** One container code, or a range of serial numbers under one owner prefix. */
export interface BicCode {
  /** Owner code plus the category letter U, upper-case ("ABCU"). */
  readonly owner: string;
  /** First (or only) six-digit serial number. */
  readonly start: string;
  /** Last six-digit serial of a range, greater than `start`; null for a single container. */
  readonly end: string | null;
}

/** The codes found in a text, or the spec's message (with the offending token when one is to blame). */
export type BicParseResult =
  | { readonly ok: true; readonly codes: readonly BicCode[] }
  | { readonly ok: false; readonly message: string; readonly token: string | null };

const OWNER_SPACE = /\b([A-Za-z]{3}[Uu]) (?=\d)/g;
const TOKEN_SEPARATOR = /[^A-Za-z0-9-]+/;
const LOOKS_LIKE_CODE = /[A-Z]{3}U\d/;
const CODE = /^([A-Z]{3}U)(\d{6})(\d)?(?:-(\d{6})(\d)?)?$/;

// A = 10, then one more per letter, stepping over the multiples of 11 (so B = 12, L = 23, V = 34).
const LETTER_VALUES: ReadonlyMap<string, number> = (() => {
  const values = new Map<string, number>();
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value++;
    values.set(letter, value++);
  }
  return values;
})();

/** Finds the container codes in `text`; never throws. */
export function parseBicCodes(text: string): BicParseResult {
  const codes: BicCode[] = [];
  const seen = new Set<string>();
  for (const raw of text.replace(OWNER_SPACE, '$1').split(TOKEN_SEPARATOR)) {
    const token = raw.toUpperCase();
    if (!LOOKS_LIKE_CODE.test(token)) continue;
    const code = parseToken(token);
    if (!code) return { ok: false, message: BIC_INVALID_MESSAGE, token: raw };
    const key = formatBicCode(code);
    if (!seen.has(key)) {
      seen.add(key);
      codes.push(code);
    }
  }
  if (codes.length === 0) return { ok: false, message: BIC_NONE_FOUND_MESSAGE, token: null };
  return { ok: true, codes };
}

/** A code in its canonical form: "ABCU123456" or "ABCU123456-123999" (check digits left out). */
export function formatBicCode(code: BicCode): string {
  return code.end === null ? `${code.owner}${code.start}` : `${code.owner}${code.start}-${code.end}`;
}

/** How many containers a code covers (1, or the size of the range). */
export function bicCodeCount(code: BicCode): number {
  return code.end === null ? 1 : Number(code.end) - Number(code.start) + 1;
}

/**
 * The ISO 6346 check digit of a container: letters take the values 10..38 skipping multiples of 11, each of
 * the ten characters is weighted 2^position, and the sum modulo 11 is taken modulo 10 (so 10 becomes 0).
 */
export function bicCheckDigit(owner: string, serial: string): number {
  const characters = `${owner}${serial}`.toUpperCase();
  let sum = 0;
  for (let i = 0; i < characters.length; i++) {
    sum += characterValue(characters.charAt(i)) * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** Text that must hold at least one valid container code; the output is the codes found. */
export const bicCodesSchema: z.ZodType<readonly BicCode[], string> = z
  .string({ error: requiredOrInvalid })
  .transform((text, ctx) => {
    const result = parseBicCodes(text);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message, input: text });
      return z.NEVER;
    }
    return result.codes;
  });

function parseToken(token: string): BicCode | null {
  const match = CODE.exec(token);
  if (!match) return null;
  const [, owner = '', start = '', startCheck, end, endCheck] = match;
  if (!checkDigitMatches(owner, start, startCheck)) return null;
  if (end === undefined) return { owner, start, end: null };
  // Same width, so comparing the digit strings compares the numbers.
  if (end <= start || !checkDigitMatches(owner, end, endCheck)) return null;
  return { owner, start, end };
}

function checkDigitMatches(owner: string, serial: string, check: string | undefined): boolean {
  return check === undefined || bicCheckDigit(owner, serial) === Number(check);
}

function characterValue(character: string): number {
  return LETTER_VALUES.get(character) ?? Number(character);
}
