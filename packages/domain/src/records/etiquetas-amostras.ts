import { code128Encodable } from './code128.ts';

// The sample labels of a laboratory collection (issue 16 "Sample labels"): one per sample, with a Code 128 barcode
// that a laboratory's scanner reads at the reception. The code names the collection type (its table prefix:
// CAM domestic, CAS wild), the collection's id and the sample's number: "CAM1234/I-0001". It stays short, so
// the barcode fits a 70 mm label at a width every handheld scanner reads; the label also prints the collection's
// series number for people.

/** The code of a sample's label. */
export function codigoEtiqueta(prefixo: string, colheita: number, sequencia: string): string {
  const codigo = `${prefixo.toUpperCase()}${colheita}/${sequencia}`;
  if (!code128Encodable(codigo)) throw new RangeError(`Código de etiqueta inválido: ${codigo}`);
  return codigo;
}

/** A label's code read back (what a scanner typed), or null when it is not one. */
export function lerCodigoEtiqueta(
  texto: string,
): { prefixo: string; colheita: number; sequencia: string } | null {
  const match = /^([A-Z]+)(\d+)\/([A-Z]-\d+)$/.exec(texto.trim().toUpperCase());
  if (!match) return null;
  const [, prefixo = '', colheita = '', sequencia = ''] = match;
  return { prefixo, colheita: Number(colheita), sequencia };
}
