import type { IndividualKey } from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import type { NamedRef } from '../../platform/record-api.ts';
import type { ExploracaoRef } from '../../platform/lookups/exploracoes.ts';
import type { UtilizadorRef } from '../../platform/lookups/utilizadores.ts';
import type { VacinaAplicada, Vacinacao } from './vacinacao-api.ts';

// The vaccination form as plain data: what the screen edits, how a record fills it, and the API payload it
// makes, which the domain schema (the server's) checks through the form's resolver.

/** An applied-vaccine line being edited; `idade` in days, `key` identifies it on screen (saved or not). */
export interface VacinaAplicadaLine extends Omit<VacinaAplicada, 'id'> {
  key: string;
  /** null until the line is saved. */
  id: number | null;
}

/** What the vaccination form holds. References keep their names, so a read-only form needs no lookups. */
export interface VacinacaoFormValues {
  serie: number | null;
  exploracao: ExploracaoRef | null;
  medicoVeterinario: UtilizadorRef | null;
  dataVacinacao: string | null;
  estrategiaVacinacao: NamedRef | null;
  zonaVacinacao: NamedRef | null;
  vacinaAplicada: NamedRef | null;
  lotes: string;
  dataValidade: string | null;
  especies: NamedRef[];
  observacoes: string;
  vacinasAplicadas: VacinaAplicadaLine[];
}

/** The form's own fields, in screen order (the lines are edited through their modals). */
export const VACINACAO_FORM_FIELDS = [
  'exploracao',
  'medicoVeterinario',
  'dataVacinacao',
  'estrategiaVacinacao',
  'zonaVacinacao',
  'vacinaAplicada',
  'lotes',
  'dataValidade',
  'especies',
  'observacoes',
] as const;

/** One of {@link VACINACAO_FORM_FIELDS}. */
export type VacinacaoFormField = (typeof VACINACAO_FORM_FIELDS)[number];

let lineCounter = 0;

/** A fresh on-screen identity for a line. */
export function newLineKey(): string {
  lineCounter += 1;
  return `linha-${lineCounter}`;
}

/** An empty form; the authority's staff start as the vaccinating veterinarian (spec 002 §5, §6). */
export function emptyVacinacaoForm(veterinario: UtilizadorRef | null): VacinacaoFormValues {
  return {
    serie: null,
    exploracao: null,
    medicoVeterinario: veterinario,
    dataVacinacao: null,
    estrategiaVacinacao: null,
    zonaVacinacao: null,
    vacinaAplicada: null,
    lotes: '',
    dataValidade: null,
    especies: [],
    observacoes: '',
    vacinasAplicadas: [],
  };
}

/** The form of a loaded record. */
export function vacinacaoFormFromRecord(record: Vacinacao): VacinacaoFormValues {
  return {
    serie: record.serie?.id ?? null,
    exploracao: record.exploracao,
    medicoVeterinario: record.medicoVeterinario,
    dataVacinacao: record.dataVacinacao,
    estrategiaVacinacao: record.estrategiaVacinacao,
    zonaVacinacao: record.zonaVacinacao,
    vacinaAplicada: record.vacinaAplicada,
    lotes: record.lotes,
    dataValidade: record.dataValidade,
    especies: record.especies,
    observacoes: record.observacoes ?? '',
    vacinasAplicadas: record.vacinasAplicadas.map((line) => ({ ...line, key: `id-${line.id}` })),
  };
}

/** The individual lines in the order of the table: by sequence, new lines last in the order added (002 §9). */
export function individualLines(lines: readonly VacinaAplicadaLine[]): VacinaAplicadaLine[] {
  return lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.tipo === 'INDIVIDUAL')
    .sort(
      (a, b) =>
        (a.line.sequencia ?? Number.MAX_SAFE_INTEGER) - (b.line.sequencia ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ line }) => line);
}

/** The group lines, in the order they were added. */
export function groupLines(lines: readonly VacinaAplicadaLine[]): VacinaAplicadaLine[] {
  return lines.filter((line) => line.tipo === 'GRUPO');
}

/**
 * What is sent for the form, before the schema checks it (missing values as null, ids for references). The
 * series, version and role are the screen's, added when it sends.
 */
export function vacinacaoDraft(values: VacinacaoFormValues) {
  const observacoes = values.observacoes.trim();
  return {
    // The API keys the holding by its brand (spec 002 §7).
    exploracao: values.exploracao?.marca ?? null,
    medicoVeterinario: values.medicoVeterinario?.id ?? null,
    dataVacinacao: values.dataVacinacao,
    estrategiaVacinacao: values.estrategiaVacinacao?.id ?? null,
    zonaVacinacao: values.zonaVacinacao?.id ?? null,
    vacinaAplicada: values.vacinaAplicada?.id ?? null,
    lotes: values.lotes,
    dataValidade: values.dataValidade,
    especies: values.especies.map((especie) => especie.id),
    observacoes: observacoes === '' ? null : observacoes,
    vacinasAplicadas: values.vacinasAplicadas.map((line) => ({
      id: line.id,
      tipo: line.tipo,
      identificacao: line.tipo === 'INDIVIDUAL' ? line.identificacao : null,
      idade: line.idade,
      quantidadeAnimais: line.tipo === 'GRUPO' ? line.quantidadeAnimais : null,
      esquemaVacinacao: line.esquemaVacinacao.id,
      etapaVacinacao: line.etapaVacinacao.id,
    })),
  };
}

/** What the domain's duplicate rule compares of a line: identification, scheme id and stage id. */
export function individualKeyOf(line: VacinaAplicadaLine): IndividualKey {
  return {
    tipo: line.tipo,
    identificacao: line.identificacao,
    esquemaVacinacao: line.esquemaVacinacao.id,
    etapaVacinacao: line.etapaVacinacao.id,
  };
}
