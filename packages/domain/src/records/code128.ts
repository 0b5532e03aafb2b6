// Code 128 (ISO/IEC 15417), code set B: the barcode of the sample labels (issue 16 "Sample labels"), read by any
// laboratory's handheld scanner, which types what it reads followed by Enter. Code set B covers printable ASCII,
// which the label codes keep to.

/**
 * The widths of each symbol, in modules: bar, space, bar, space, bar, space (the stop symbol adds a last bar).
 * Index = symbol value; 103–105 are the starts A, B and C, 106 the stop.
 */
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
]; // prettier-ignore

const START_B = 104;
const STOP = 106;

/** True when `text` can be drawn in code set B: printable ASCII, not empty. */
export function code128Encodable(text: string): boolean {
  return /^[\x20-\x7e]+$/.test(text);
}

/** The symbol values of `text` in code set B: start, the characters, the check symbol and the stop. */
export function code128Symbols(text: string): number[] {
  if (!code128Encodable(text)) throw new RangeError(`Code 128 B não representa ${JSON.stringify(text)}`);
  const values = [...text].map((char) => char.charCodeAt(0) - 32);
  const check = values.reduce((sum, value, index) => sum + value * (index + 1), START_B) % 103;
  return [START_B, ...values, check, STOP];
}

/**
 * The bars and spaces of `text`, as module widths from the first bar, alternating bar and space (quiet zones are
 * the drawer's): what a label draws, at its module width.
 */
export function code128Widths(text: string): number[] {
  return code128Symbols(text).flatMap((symbol) => [...(CODE128_PATTERNS[symbol] ?? '')].map(Number));
}
