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

/** Ours: a reading that is no label code. */
export const ETIQUETA_INVALIDA_MESSAGE = 'Código de etiqueta inválido.';
/** Ours: a label of another collection (a tube in the wrong box). */
export const ETIQUETA_OUTRA_COLHEITA_MESSAGE = 'Esta etiqueta é de outra colheita.';
/** Ours: a label of this collection naming a sample it does not have (a sample removed after printing). */
export const AMOSTRA_DESCONHECIDA_MESSAGE = 'Amostra desconhecida nesta colheita.';
/** Ours: a sample read twice. */
export const AMOSTRA_JA_LIDA_MESSAGE = 'Amostra já lida.';

/**
 * A reading at the reception by scanning (issue 16): the sample it names, or why it is refused — not a label
 * code, a label of another collection, a sample the collection does not have, one read already.
 */
export function lerEtiquetaNaRececao(
  texto: string,
  colheita: { prefixo: string; id: number; amostras: readonly string[] },
  lidas: ReadonlySet<string>,
): { sequencia: string } | { erro: string } {
  const codigo = lerCodigoEtiqueta(texto);
  if (!codigo) return { erro: ETIQUETA_INVALIDA_MESSAGE };
  if (codigo.prefixo !== colheita.prefixo.toUpperCase() || codigo.colheita !== colheita.id)
    return { erro: ETIQUETA_OUTRA_COLHEITA_MESSAGE };
  if (!colheita.amostras.includes(codigo.sequencia)) return { erro: AMOSTRA_DESCONHECIDA_MESSAGE };
  if (lidas.has(codigo.sequencia)) return { erro: AMOSTRA_JA_LIDA_MESSAGE };
  return { sequencia: codigo.sequencia };
}
