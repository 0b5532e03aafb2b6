import { dateWarning, parseIsoDate, type CalendarDate } from '../../validation/dates.ts';
import { REQUIRED_MESSAGE, SUBMIT_INVALID_FIELDS_MESSAGE } from '../../validation/messages.ts';
import type { FieldError } from '../../validation/field-error.ts';
import type { ConclusaoSuspeita, NotificacaoChildList, OrdemFoco, TipoAnimal } from './notificacao.fields.ts';

/** Submit refused while fields are invalid (spec 002 §5, 001 §5.4); all fields are then marked touched. */
export const NOTIFICACAO_SUBMIT_INVALID_FIELDS_MESSAGE = SUBMIT_INVALID_FIELDS_MESSAGE;
/** Submit of a type that needs rows without any (spec 002 §5 for production; ours for captive and free-living). */
export const NOTIFICACAO_SUBMIT_SEM_INFORMACAO_MESSAGE =
  'Não é possível submeter o registo, deve registar informação!';
/** Validar without a conclusion (issue 12, our wording). */
export const NOTIFICACAO_VALIDAR_SEM_CONCLUSAO_MESSAGE = 'Indique a conclusão da suspeita antes de validar.';
/** A result file for a notification without a lab test (ours: the result attachments show only with one). */
export const NOTIFICACAO_RESULTADO_SEM_TESTE_MESSAGE =
  'Só pode anexar resultados laboratoriais a uma notificação com teste laboratorial realizado.';
/**
 * The child lists a submission needs at least one row in, by animal type: production any of its three tables
 * (spec 002 §5), captive wild its individual signs and free-living wild its animal observations (ours); the
 * companion and feral types have no tables.
 */
export const NOTIFICACAO_SUBMIT_ROW_LISTS: Readonly<Record<TipoAnimal, readonly NotificacaoChildList[]>> = {
  DOM_COMPANHIA: [],
  DOM_ASSILVESTRADO: [],
  DOM_PRODUCAO: ['declaracoesAnimais', 'observacoesClinicasIndividuais', 'observacoesClinicasGrupo'],
  SEL_CATIVEIRO: ['observacoesClinicasIndividuais'],
  SEL_VIDA_LIVRE: ['observacoesAnimais'],
};

/** How many rows each child list holds (a missing list holds none). */
export type NotificacaoRowCounts = Readonly<Partial<Record<NotificacaoChildList, number>>>;

/**
 * The submit guard (spec 002 §5): the field message while the submit-mode schema refuses the record, and the
 * "deve registar informação" message when the type needs rows and has none. Errors, or an empty list.
 */
export function submitErrors(input: {
  tipoAnimal: TipoAnimal;
  camposInvalidos: boolean;
  linhas: NotificacaoRowCounts;
}): string[] {
  const errors: string[] = [];
  if (input.camposInvalidos) errors.push(NOTIFICACAO_SUBMIT_INVALID_FIELDS_MESSAGE);
  const lists = NOTIFICACAO_SUBMIT_ROW_LISTS[input.tipoAnimal];
  if (lists.length > 0 && lists.every((list) => (input.linhas[list] ?? 0) === 0))
    errors.push(NOTIFICACAO_SUBMIT_SEM_INFORMACAO_MESSAGE);
  return errors;
}

/** The conclusion as a record holds it (spec 002 §3). */
export interface ConclusaoFacts {
  conclusaoSuspeita?: ConclusaoSuspeita | null;
  motivoConfirmacao?: number | null;
  ordemFoco?: OrdemFoco | null;
  motivoNaoConfirmacao?: number | null;
}

/** True when a conclusion is chosen with what it needs: a reason, and for Confirmado the outbreak order. */
export function isConclusaoCompleta(conclusao: ConclusaoFacts): boolean {
  switch (conclusao.conclusaoSuspeita) {
    case 'CONFIRMADO':
      return isSet(conclusao.motivoConfirmacao) && isSet(conclusao.ordemFoco);
    case 'NAO_CONFIRMADO':
      return isSet(conclusao.motivoNaoConfirmacao);
    case null:
    case undefined:
      return false;
  }
}

/** The validate guard (issue 12): a complete conclusion first. Errors, or an empty list. */
export function validarErrors(conclusao: ConclusaoFacts): string[] {
  return isConclusaoCompleta(conclusao) ? [] : [NOTIFICACAO_VALIDAR_SEM_CONCLUSAO_MESSAGE];
}

/**
 * The free text of the chosen reason (spec 002 §2: 'Aceite por outro motivo' and 'Não confirmado por outro
 * motivo' reveal it): required when that reason's custom type has `requerObservacao`, which only the caller knows.
 */
export function outroMotivoErrors(
  conclusao: {
    conclusaoSuspeita?: ConclusaoSuspeita | null;
    outroMotivoConfirmacao?: string | null;
    outroMotivoNaoConfirmacao?: string | null;
  },
  motivoRequerObservacao: boolean,
): FieldError[] {
  if (!motivoRequerObservacao) return [];
  switch (conclusao.conclusaoSuspeita) {
    case 'CONFIRMADO':
      return isBlank(conclusao.outroMotivoConfirmacao)
        ? [{ field: 'outroMotivoConfirmacao', message: REQUIRED_MESSAGE }]
        : [];
    case 'NAO_CONFIRMADO':
      return isBlank(conclusao.outroMotivoNaoConfirmacao)
        ? [{ field: 'outroMotivoNaoConfirmacao', message: REQUIRED_MESSAGE }]
        : [];
    case null:
    case undefined:
      return [];
  }
}

/** The observation-date warning: more than one year before today (spec 002 §5). */
export function dataObservacaoWarning(isoDate: string, today: CalendarDate): string | null {
  const date = parseIsoDate(isoDate);
  return date ? dateWarning(date, today) : null;
}

/** The lab result-date warning: "the same rule" as the observation date (spec 002 §5). */
export function dataTesteLaboratorialWarning(isoDate: string, today: CalendarDate): string | null {
  return dataObservacaoWarning(isoDate, today);
}

/** A place the region can come from, already resolved: its parish code (CAOP `dicofre`) and that parish's DSAVR. */
export interface RegiaoCandidata {
  freguesia: string | null;
  dsavr: number | null;
}

/** Where the region came from. */
export type RegiaoOrigem = 'DSAVR' | 'EXPLORACAO' | 'INFRAESTRUTURA' | 'LOCALIZACAO';

/** The region a notification is filed under (issue 12, ours, stored): a DSAVR and, when known, a parish. */
export interface Regiao {
  dsavr: number | null;
  freguesia: string | null;
  origem: RegiaoOrigem;
}

/**
 * The notification's region (issue 12, ours): the DSAVR field (free-living wild), else the holding's or the
 * infrastructure's parish, else the parish under the point. The parish is the anchor's, else the point's (the
 * DSAVR field names none). Null when nothing is known.
 */
export function resolveRegiao(input: {
  dsavr?: number | null;
  exploracao?: RegiaoCandidata | null;
  infraestrutura?: RegiaoCandidata | null;
  localizacao?: RegiaoCandidata | null;
}): Regiao | null {
  const candidates: [RegiaoOrigem, RegiaoCandidata | null | undefined][] = [
    ['DSAVR', isSet(input.dsavr) ? { dsavr: input.dsavr, freguesia: null } : null],
    ['EXPLORACAO', input.exploracao],
    ['INFRAESTRUTURA', input.infraestrutura],
    ['LOCALIZACAO', input.localizacao],
  ];
  const known = candidates.filter(
    (entry): entry is [RegiaoOrigem, RegiaoCandidata] =>
      entry[1] !== null && entry[1] !== undefined && (isSet(entry[1].dsavr) || isSet(entry[1].freguesia)),
  );
  const first = known[0];
  if (!first) return null;
  const withDsavr = known.find(([, candidate]) => isSet(candidate.dsavr));
  const withFreguesia = known.find(([, candidate]) => isSet(candidate.freguesia));
  return {
    dsavr: withDsavr?.[1].dsavr ?? null,
    freguesia: withFreguesia?.[1].freguesia ?? null,
    origem: (withDsavr ?? first)[0],
  };
}

function isSet<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}

function isBlank(text: string | null | undefined): boolean {
  return text === null || text === undefined || text.trim() === '';
}
