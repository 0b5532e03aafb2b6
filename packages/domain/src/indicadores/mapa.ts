import { addDays, formatIsoDate, type CalendarDate } from '../validation/dates.ts';
import type { GrupoIndicadores } from './indicadores.ts';
import { CRIACAO_KEY } from './tendencias.ts';

// Início's map (issue 17, ours): per record type, the records registered in the last 30 or 90 days on the parish
// they belong to, on the CAOP boundaries. A parish opens the list filtered by that parish and the same days, so it
// counts the same.

/** The windows Início offers, in days. */
export const DIAS_OPCOES = [30, 90] as const;

/** The longest window `kpis/mapa` answers. */
export const DIAS_MAX = 365;

export const DIAS_INVALIDOS_MESSAGE = `O número de dias deve ser um número inteiro entre 1 e ${DIAS_MAX}.`;
export const ENTIDADE_SEM_MAPA_MESSAGE = 'Tipo de registo sem mapa para este perfil.';

/** Where a type's records are on Início's map. */
export interface MapaIndicadores {
  /** The list resource (as its groups name it). */
  entidade: string;
  /**
   * The list column of a record's parish: a relation to `freguesias` whose code is the `dicofre`, so the link
   * filters it by code and the server groups by that code.
   */
  freguesiaKey: string;
}

/** The answer of `GET kpis/mapa`: the records of each parish with any, by `dicofre`. */
export type MapaAnswer = Record<string, number>;

/** The days of a window of `dias` ending `hoje` (both included, ISO dates). */
export function janelaDosDias(hoje: CalendarDate, dias: number): { inicio: string; fim: string } {
  return { inicio: formatIsoDate(addDays(hoje, 1 - dias)), fim: formatIsoDate(hoje) };
}

/**
 * The list a parish opens (or a Madeira municipality, drawn whole: its parishes): those parishes, and the
 * registration date within the window (a custom range).
 */
export function ligacaoDasFreguesias(
  grupo: GrupoIndicadores,
  mapa: MapaIndicadores,
  dicofres: readonly string[],
  janela: { inicio: string; fim: string },
): string {
  const filtros = [
    { key: mapa.freguesiaKey, value: [...dicofres] },
    {
      key: CRIACAO_KEY,
      startDate: janela.inicio,
      endDate: janela.fim,
      customProperties: { dateOption: 'PERSONALIZADO' },
    },
  ];
  return `${grupo.rotaLista}?${new URLSearchParams({ filtros: JSON.stringify(filtros) }).toString()}`;
}

/**
 * The upper bounds of the map's colour steps (records of a polygon): 1, 2–5, 6–20, 21–100, more. Fixed, not
 * relative to the busiest parish, so a colour means the same figure whatever the type, window or role.
 */
export const DEGRAUS_MAPA = [1, 5, 20, 100] as const;

/**
 * The fill of each step (`degrauDe`): a parish without records in light grey, then yellow to dark red as records
 * grow (a sequential scale like ColorBrewer's YlOrRd), so a parish with a single record still stands out.
 */
export const CORES_MAPA: readonly string[] = [
  '#e9ecef',
  '#fecc5c',
  '#fd8d3c',
  '#f03b20',
  '#bd0026',
  '#67000d',
];

/** The step of a figure: 0 for none, then 1 to `DEGRAUS_MAPA.length + 1`. */
export function degrauDe(n: number): number {
  if (n <= 0) return 0;
  const i = DEGRAUS_MAPA.findIndex((limite) => n <= limite);
  return i === -1 ? DEGRAUS_MAPA.length + 1 : i + 1;
}

/**
 * A map polygon's parishes with records and their total: a parish's code (six digits) is itself; a Madeira
 * municipality, drawn whole (its code, four digits), holds its parishes.
 */
export function freguesiasDoPoligono(
  contagens: MapaAnswer,
): (codigo: string) => { dicofres: string[]; total: number } {
  const porConcelho = new Map<string, string[]>();
  for (const dicofre of Object.keys(contagens)) {
    const dico = dicofre.slice(0, 4);
    porConcelho.set(dico, [...(porConcelho.get(dico) ?? []), dicofre]);
  }
  return (codigo) => {
    const dicofres =
      codigo.length === 4 ? (porConcelho.get(codigo) ?? []) : contagens[codigo] ? [codigo] : [];
    return { dicofres, total: dicofres.reduce((soma, d) => soma + (contagens[d] ?? 0), 0) };
  };
}
