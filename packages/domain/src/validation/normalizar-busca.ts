/**
 * A name or a typed text as searches compare them: accents and the cedilla dropped (NFKD, then no combining
 * marks; `ª` becomes `a`), lower case, and any run of punctuation or spaces as one space, so "evora" finds
 * "Évora", "albergaria a velha" finds "Albergaria-a-Velha" and "d el rei" finds "Serra d'El-Rei".
 */
export function normalizarBusca(texto: string): string {
  return texto
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
