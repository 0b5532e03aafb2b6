import type { FieldError } from '../../validation/field-error.ts';

// The clinical exam's own rules (001 §3.4, §4, §5.4; issue 14), shared by the form and the server: the hunted
// animals' total and warning, the totals rows, the dates the linked notifications fill, and what a submit needs.
// The declaration's and the observations' rules are the animal tables' (`records/animais/`), as notifications'.
// Messages are the spec's, verbatim, except those marked ours.

/** Hunted animals without abnormal features beyond those kept (001 §5.4, verbatim: a warning). */
export const SEM_CARACTERISTICAS_WARNING =
  'Número de animais sem características anormais não pode ser superior ao total de animais caçados(excluindo os rejeitados).';
/** Submit of a domestic exam without a declaration or an observation (001 §5.4, verbatim). */
export const SUBMIT_DOMESTICO_MESSAGE =
  'É obrigatório ter declaração de animais e observações clínicas individuais ou de grupo';
/** Submit of a wild exam without any animal (ours, issue 14). */
export const SUBMIT_SELVAGEM_MESSAGE = 'É obrigatório registar pelo menos um animal.';
/** Signs that started after the exam (ours, issue 14). */
export const SINAIS_APOS_EXAME_MESSAGE =
  'A data de início dos sinais clínicos não pode ser posterior à data do exame.';

/** The counts of a hunted-animals row (001 §3.4 "Animais cacados"). */
export interface CacadosCounts {
  comercio?: number | null;
  autoconsumo?: number | null;
  rejeitados?: number | null;
  semCaracteristicasAnormais?: number | null;
}

/** Hunted animals in all (001 §5.4: comercio + autoconsumo + rejeitados; the server recomputes it). */
export function totalCacados(c: CacadosCounts): number {
  return (c.comercio ?? 0) + (c.autoconsumo ?? 0) + (c.rejeitados ?? 0);
}

/** The warning of a hunted row whose animals without abnormal features exceed those kept, or null (001 §5.4). */
export function semCaracteristicasWarning(c: CacadosCounts): string | null {
  const kept = totalCacados(c) - (c.rejeitados ?? 0);
  return (c.semCaracteristicasAnormais ?? 0) > kept ? SEM_CARACTERISTICAS_WARNING : null;
}

/** The totals row appended to a list (hunted, slaughtered: 001 §2.3): each numeric key summed. */
export function totalsRow<K extends string>(
  rows: readonly Partial<Record<K, number | null>>[],
  keys: readonly K[],
): Record<K, number> {
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) for (const key of keys) totals[key] += row[key] ?? 0;
  return totals;
}

/** The dates of an exam the linked notifications may fill (ISO dates, `YYYY-MM-DD`). */
export interface ExameDatas {
  data: string | null;
  dataInicioSinaisClinicos: string | null;
}

/** What a linked notification brings to the exam's dates. */
export interface NotificacaoDatas {
  dataInicioSinaisClinicos?: string | null;
  dataTesteLaboratorial?: string | null;
}

/** The earliest of the ISO dates given, or null. ISO dates order as text. */
function earliest(dates: readonly (string | null | undefined)[]): string | null {
  const present = dates.filter((d): d is string => typeof d === 'string' && d !== '');
  return present.length === 0 ? null : present.reduce((a, b) => (b < a ? b : a));
}

/**
 * The exam's dates once notifications are linked (001 §4): the earliest signs start of the notifications fills
 * `dataInicioSinaisClinicos`, the earliest laboratory test date fills `data` — each unless the exam's own is
 * already earlier.
 */
export function datasDasNotificacoes(
  current: ExameDatas,
  notificacoes: readonly NotificacaoDatas[],
): ExameDatas {
  return {
    data: earliest([current.data, ...notificacoes.map((n) => n.dataTesteLaboratorial)]),
    dataInicioSinaisClinicos: earliest([
      current.dataInicioSinaisClinicos,
      ...notificacoes.map((n) => n.dataInicioSinaisClinicos),
    ]),
  };
}

/** The signs started after the exam (ours, issue 14): the error on the signs start, or null. */
export function sinaisAposExame(d: ExameDatas): FieldError | null {
  return d.data && d.dataInicioSinaisClinicos && d.dataInicioSinaisClinicos > d.data
    ? { field: 'dataInicioSinaisClinicos', message: SINAIS_APOS_EXAME_MESSAGE }
    : null;
}

/** How many rows an exam has, per list, for the submit guard. */
export interface ExameRowCounts {
  declaracoes: number;
  observacoesIndividuais: number;
  observacoesGrupo: number;
  /** Wild: hunted, slaughtered, found dead, collected alive and observed animals. */
  animaisSelvagens: number;
}

/**
 * The submit guard (001 §5.4; issue 14): a domestic exam needs a declaration and an individual or group
 * observation; a wild one an animal. The messages, or an empty list.
 */
export function submitErrors(tipoAnimal: 'DOMESTICO' | 'SELVAGEM', rows: ExameRowCounts): string[] {
  if (tipoAnimal === 'SELVAGEM') return rows.animaisSelvagens > 0 ? [] : [SUBMIT_SELVAGEM_MESSAGE];
  const observed = rows.observacoesIndividuais + rows.observacoesGrupo > 0;
  return rows.declaracoes > 0 && observed ? [] : [SUBMIT_DOMESTICO_MESSAGE];
}
