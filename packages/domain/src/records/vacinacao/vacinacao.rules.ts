import { compareDates, dateWarning, parseIsoDate, type CalendarDate } from '../../validation/dates.ts';
import { DATE_WARNING_MESSAGE } from '../../validation/messages.ts';
import type { TipoVacinaAplicada } from './vacinacao.schema.ts';

/** A duplicate individual in the individual modal (spec 002 §8, verbatim). */
export const VACINACAO_DUPLICATED_MESSAGE = 'Vacination duplicated!';
/** A duplicate individual in multiple entry (spec 002 §8). */
export const VACINA_DUPLICADA_MESSAGE = 'Vacina duplicada!';
/** Submit with no line (spec 002 §8). */
export const VACINACAO_SUBMIT_NO_LINES_MESSAGE =
  'Não é possível submeter o registo, deve registar a identificação dos animais!';
/** Save confirmation (spec 002 §4). */
export const VACINACAO_SAVE_CONFIRM_MESSAGE = 'Confirma que pretende gravar?';
/** Vaccine expiry before today: a warning, not an error (spec 002 §5; our wording, as the one-year warning). */
export const VACINA_EXPIRADA_WARNING_MESSAGE = DATE_WARNING_MESSAGE;

/** Days in the weeks the modal asks for (spec 002 §5: weeks in the modal, days in the tables). */
export function weeksToDays(weeks: number): number {
  return Math.round(weeks * 7);
}

/** Weeks shown in the modal for an age kept in days. */
export function daysToWeeks(days: number): number {
  return Math.round((days / 7) * 100) / 100;
}

/** What makes two individual lines the same vaccination: identification, scheme and stage. */
export interface IndividualKey {
  tipo: TipoVacinaAplicada;
  identificacao?: string | null;
  esquemaVacinacao: number | null | undefined;
  etapaVacinacao: number | null | undefined;
}

/** The identity of an individual line (identification ignoring case and spaces around, scheme, stage). */
function individualKey(line: IndividualKey): string | null {
  if (line.tipo !== 'INDIVIDUAL') return null;
  const identificacao = (line.identificacao ?? '').trim().toUpperCase();
  return `${identificacao}\u0000${String(line.esquemaVacinacao)}\u0000${String(line.etapaVacinacao)}`;
}

function sameIndividual(a: IndividualKey, b: IndividualKey): boolean {
  const key = individualKey(a);
  return key !== null && key === individualKey(b);
}

/** True when `candidate` repeats an individual line of `lines` (other than the one at `editing`). */
export function isDuplicateIndividual(
  lines: readonly IndividualKey[],
  candidate: IndividualKey,
  editing: number | null = null,
): boolean {
  return lines.some((line, index) => index !== editing && sameIndividual(line, candidate));
}

/** Indexes of the lines that repeat an earlier individual line (the server refuses a save holding any). */
export function duplicateIndividualIndexes(lines: readonly IndividualKey[]): number[] {
  const seen = new Set<string>();
  const found: number[] = [];
  lines.forEach((line, index) => {
    const key = individualKey(line);
    if (key === null) return;
    if (seen.has(key)) found.push(index);
    else seen.add(key);
  });
  return found;
}

/** The submit guard (spec 002 §4): at least one individual or group line. Errors, or an empty list. */
export function submitErrors(lineCount: number): string[] {
  return lineCount > 0 ? [] : [VACINACAO_SUBMIT_NO_LINES_MESSAGE];
}

/** Animals a vaccination covers: one per individual line plus each group's count (`quantidadeAnimais`). */
export function animalCount(
  lines: readonly { tipo: TipoVacinaAplicada; quantidadeAnimais?: number | null }[],
): number {
  return lines.reduce((sum, line) => sum + (line.tipo === 'GRUPO' ? (line.quantidadeAnimais ?? 0) : 1), 0);
}

/** The vaccination-date warning: more than one year before today (spec 002 §5). */
export function dataVacinacaoWarning(isoDate: string, today: CalendarDate): string | null {
  const date = parseIsoDate(isoDate);
  return date ? dateWarning(date, today) : null;
}

/** The expiry warning: the vaccine's expiry is before today (spec 002 §5). */
export function dataValidadeWarning(isoDate: string, today: CalendarDate): string | null {
  const date = parseIsoDate(isoDate);
  return date && compareDates(date, today) < 0 ? VACINA_EXPIRADA_WARNING_MESSAGE : null;
}
