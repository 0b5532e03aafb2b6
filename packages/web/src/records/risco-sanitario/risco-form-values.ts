import type { DoencaRef } from '../../platform/lookups/reference-lists.ts';
import type { NamedRef } from '../../platform/record-api.ts';
import type { ClassificacaoRisco, RiscoSanitario } from './risco-api.ts';

// The sanitary-risk form as plain data: what the screen edits, how a record fills it, and the API payload it
// makes, which the domain schema (the server's) checks through the form's resolver.

/** What the sanitary-risk form holds. References keep their names, so a read-only form needs no lookups. */
export interface RiscoFormValues {
  doenca: DoencaRef | null;
  /** The level as a select shows it: its description as the name. */
  classificacao: NamedRef | null;
  dataInicioClassificacao: string | null;
  dataFinalClassificacao: string | null;
  /** The parishes ticked, by `dicofre`. */
  freguesias: string[];
  observacao: string;
}

/** The form's fields, in screen order (spec 002 §2 "Sanitary risk screen"). */
export const RISCO_FORM_FIELDS = [
  'doenca',
  'classificacao',
  'dataInicioClassificacao',
  'dataFinalClassificacao',
  'freguesias',
  'observacao',
] as const;

/** One of {@link RISCO_FORM_FIELDS}. */
export type RiscoFormField = (typeof RISCO_FORM_FIELDS)[number];

/** A level as the level select lists it. */
export function nivelRef(nivel: ClassificacaoRisco): NamedRef {
  return { id: nivel.id, nome: nivel.descricao };
}

/** An empty form. */
export function emptyRiscoForm(): RiscoFormValues {
  return {
    doenca: null,
    classificacao: null,
    dataInicioClassificacao: null,
    dataFinalClassificacao: null,
    freguesias: [],
    observacao: '',
  };
}

/** The form of a loaded record. */
export function riscoFormFromRecord(record: RiscoSanitario): RiscoFormValues {
  return {
    doenca: record.doenca,
    classificacao: nivelRef(record.classificacao),
    dataInicioClassificacao: record.dataInicioClassificacao,
    dataFinalClassificacao: record.dataFinalClassificacao,
    freguesias: record.freguesias.map((freguesia) => freguesia.dicofre),
    observacao: record.observacao ?? '',
  };
}

/** What is sent for the form, before the schema checks it (002 §7: ids for references, parishes by code). */
export function riscoDraft(values: RiscoFormValues) {
  const observacao = values.observacao.trim();
  return {
    doenca: values.doenca?.id ?? null,
    classificacao: values.classificacao?.id ?? null,
    freguesias: values.freguesias,
    dataInicioClassificacao: values.dataInicioClassificacao,
    dataFinalClassificacao: values.dataFinalClassificacao,
    observacao: observacao === '' ? null : observacao,
  };
}
