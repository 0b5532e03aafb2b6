import type { Role } from '../access/roles.ts';
import { addDays, formatIsoDate, fromEpochDay, toEpochDay, type CalendarDate } from '../validation/dates.ts';
import { INDICADORES } from './indicadores.registry.ts';
import {
  cartoesDoPerfil,
  estadosDoCartao,
  filtroDaLigacao,
  type CartaoIndicador,
  type GrupoIndicadores,
} from './indicadores.ts';

// Início's trends (issue 17, ours, like SORMAS's epidemic curve): per record type, the records created in each
// ISO week (Monday to Sunday, Lisbon time), stacked by the type's cards. A segment opens the list filtered by the
// creation date in that week and the card's states, so it counts the same.

/** The windows Início offers, in weeks. */
export const SEMANAS_OPCOES = [12, 26, 52] as const;

/** The longest window `kpis/tendencias` answers. */
export const SEMANAS_MAX = 104;

export const SEMANAS_INVALIDAS_MESSAGE = `O número de semanas deve ser um número inteiro entre 1 e ${SEMANAS_MAX}.`;
export const ENTIDADE_SEM_TENDENCIAS_MESSAGE = 'Tipo de registo sem tendências para este perfil.';
export const ENTIDADE_OBRIGATORIA_MESSAGE = 'É necessário indicar o tipo de registo (entidade).';

/** Column key of a record's creation date in every record list. */
export const CRIACAO_KEY = 'createdOn';

/** One ISO week: its Monday and its Sunday (ISO dates). */
export interface SemanaIso {
  inicio: string;
  fim: string;
}

/** The answer of `GET kpis/tendencias`: a type's records created in each week, by card key. */
export interface TendenciasAnswer {
  grupo: string;
  semanas: (SemanaIso & { valores: Record<string, number> })[];
}

/** The Monday of `date`'s ISO week. */
export function segundaDaSemana(date: CalendarDate): CalendarDate {
  const dia = toEpochDay(date);
  // 1970-01-01, epoch day 0, was a Thursday: three days after a Monday.
  return fromEpochDay(dia - ((((dia + 3) % 7) + 7) % 7));
}

/** The `n` ISO weeks that end with `hoje`'s, oldest first. */
export function semanasAte(hoje: CalendarDate, n: number): SemanaIso[] {
  const atual = segundaDaSemana(hoje);
  return Array.from({ length: n }, (_, i) => {
    const inicio = addDays(atual, -7 * (n - 1 - i));
    return { inicio: formatIsoDate(inicio), fim: formatIsoDate(addDays(inicio, 6)) };
  });
}

/** A day of a week as the chart and its table name it, "dd/MM" (the year is the window's). */
export function diaMes(iso: string): string {
  const [, mes = '', dia = ''] = iso.split('-');
  return `${dia}/${mes}`;
}

/** A week as the chart's axis names it: its Monday. */
export function rotuloSemana(semana: SemanaIso): string {
  return diaMes(semana.inicio);
}

/**
 * The cards of `grupo` that stack its trend for `role`: those counting by state alone, which split the records
 * (not the DDO split of the exams, nor what awaits the caller's decision, which overlaps them).
 */
export function cartoesDasTendencias(grupo: GrupoIndicadores, role: Role): CartaoIndicador[] {
  return cartoesDoPerfil(grupo, role).filter((cartao) => estadosDoCartao(cartao) !== null);
}

/** The group whose cards stack a type's trend, for `role`; undefined when the role has none for that list. */
export function grupoDeTendencias(entidade: string, role: Role): GrupoIndicadores | undefined {
  return INDICADORES.find(
    (grupo) => grupo.entidade === entidade && cartoesDasTendencias(grupo, role).length > 0,
  );
}

/** The list a segment opens: the card's filters, and the creation date within the week (a custom range). */
export function ligacaoDoSegmento(
  grupo: GrupoIndicadores,
  cartao: CartaoIndicador,
  semana: SemanaIso,
): string {
  const filtros = [
    ...cartao.filtros.map(filtroDaLigacao),
    {
      key: CRIACAO_KEY,
      startDate: semana.inicio,
      endDate: semana.fim,
      customProperties: { dateOption: 'PERSONALIZADO' },
    },
  ];
  return `${grupo.rotaLista}?${new URLSearchParams({ filtros: JSON.stringify(filtros) }).toString()}`;
}
