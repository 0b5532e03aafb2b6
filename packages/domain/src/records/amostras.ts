// Samples of a laboratory collection (001 §3.1, §3.2, §5.2, §9; issue 16): their sequence numbers and the
// duplicate rule. Shared by the domestic and the wild collection.

/** The prefix of each kind of sample's number: wild `A-`, domestic individual `I-` and group `G-` (001 §9). */
export const SEQUENCIA_PREFIXOS = { SELVAGEM: 'A-', INDIVIDUAL: 'I-', GRUPO: 'G-' } as const;

/** One of {@link SEQUENCIA_PREFIXOS}' values. */
export type SequenciaPrefixo = (typeof SEQUENCIA_PREFIXOS)[keyof typeof SEQUENCIA_PREFIXOS];

/** Digits of a sample number, zero-padded (001 §9: 4); a number past 9999 simply grows. */
const SEQUENCIA_DIGITS = 4;

/** The number of a sequence with `prefix` (`A-0007` → 7), or null when it is not one. */
export function sequenciaNumero(
  sequencia: string | null | undefined,
  prefix: SequenciaPrefixo,
): number | null {
  if (!sequencia?.startsWith(prefix)) return null;
  const digits = sequencia.slice(prefix.length);
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** The sequence `n` with `prefix`: `I-0001`. */
export function formatSequencia(prefix: SequenciaPrefixo, n: number): string {
  return `${prefix}${String(n).padStart(SEQUENCIA_DIGITS, '0')}`;
}

/**
 * The sequences for `count` new samples with `prefix`: numbering continues from the highest one among `taken`
 * (001 §9: "highest existing number is found and new ones continue from it"), so a removed sample's number is
 * never given again while a higher one exists.
 */
export function nextSequencias(
  prefix: SequenciaPrefixo,
  taken: readonly (string | null)[],
  count = 1,
): string[] {
  const highest = Math.max(0, ...taken.map((s) => sequenciaNumero(s, prefix) ?? 0));
  return Array.from({ length: count }, (_, i) => formatSequencia(prefix, highest + i + 1));
}

/** Orders samples by sequence, as the tables show them (001 §2.1): by prefix, then by number. */
export function compareSequencias(a: string | null, b: string | null): number {
  const [pa, na] = splitSequencia(a);
  const [pb, nb] = splitSequencia(b);
  return pa === pb ? na - nb : pa.localeCompare(pb);
}

function splitSequencia(sequencia: string | null): [string, number] {
  const match = /^(\D*)(\d+)$/.exec(sequencia ?? '');
  return match ? [match[1] ?? '', Number(match[2])] : [sequencia ?? '', Number.MAX_SAFE_INTEGER];
}

/** The message of a duplicate individual sample (001 §5.2, §8: a toast 'Erro'). */
export const AMOSTRA_DUPLICADA_MESSAGE = 'Amostra duplicada!';

/** What the duplicate rule reads of a sample. */
export interface AmostraIdentidade {
  tipoAmostra?: 'INDIVIDUAL' | 'GRUPO' | null;
  identificacaoAnimal?: string | null;
  matriz?: number | null;
  ensaios?: readonly number[] | null;
}

/**
 * True when `candidate` duplicates another sample of `others` (001 §5.2): both individual, with the same animal
 * identification (spaces and letter case aside, as ear tags are typed), matrix and first assay. Group samples
 * never count as duplicates.
 */
export function isAmostraDuplicada(
  candidate: AmostraIdentidade,
  others: readonly AmostraIdentidade[],
): boolean {
  const key = duplicateKey(candidate);
  return key !== null && others.some((other) => duplicateKey(other) === key);
}

/** The index of each sample that duplicates an earlier one of the list (for a server's 400, by row). */
export function amostrasDuplicadas(amostras: readonly AmostraIdentidade[]): number[] {
  const seen = new Set<string>();
  const duplicated: number[] = [];
  amostras.forEach((amostra, index) => {
    const key = duplicateKey(amostra);
    if (key === null) return;
    if (seen.has(key)) duplicated.push(index);
    seen.add(key);
  });
  return duplicated;
}

function duplicateKey(amostra: AmostraIdentidade): string | null {
  if ((amostra.tipoAmostra ?? 'INDIVIDUAL') !== 'INDIVIDUAL') return null;
  const identificacao = amostra.identificacaoAnimal?.replace(/\s+/g, '').toLocaleUpperCase('pt-PT') ?? '';
  const primeiroEnsaio = amostra.ensaios?.[0];
  if (identificacao === '' || amostra.matriz == null || primeiroEnsaio === undefined) return null;
  return `${identificacao}|${amostra.matriz}|${primeiroEnsaio}`;
}
