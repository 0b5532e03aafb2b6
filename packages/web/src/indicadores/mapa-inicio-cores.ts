import { CORES_MAPA, DEGRAUS_MAPA } from '@sigsa/domain/indicadores/mapa';

/** The legend's steps of Início's map: each colour and its range of records ("1", "2 a 5", …, "Mais de 100"). */
export function degrausDaLegenda(): { cor: string; de: number; ate: number | null }[] {
  const limites = [0, ...DEGRAUS_MAPA];
  return limites.map((limite, i) => ({
    cor: CORES_MAPA[i + 1] ?? '',
    de: limite + 1,
    ate: DEGRAUS_MAPA[i] ?? null,
  }));
}
