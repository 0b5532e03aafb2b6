import type { ColheitaMarcos } from '@sigsa/domain/records/colheitas-prazos';
import { tipoRepetido } from '@sigsa/domain/records/resultados.schema';
import type { CodedRef, NamedRef, WorkflowRecord } from '../../platform/record-api.ts';
import { newRowKey, type RowIdentity } from '../animal-modals/animal-rows.ts';

// What every laboratory collection shows the same way (001 §3.3; issue 16): its lab-assay lines and its results,
// as the record carries them and as the screen holds them. Domestic and wild collections (and, later, the
// entomological one) share these.

/** A value of a result type's list. */
export interface ValorLista {
  id: number;
  nome: string;
}

/** A measurement or number a result type names (the reference data's `camposNumericos`, `valorNumericoOpcional`). */
export interface CampoNumerico {
  nome: string;
  unidade?: string | null;
}

/** A result type (001 §3.3 `tiposResultados`): how its value is given, and its list. */
export interface TipoResultadoRef extends CodedRef {
  /** LISTA, NUMERICO or TEXTO (the reference data's; 001 §3.3 names more). */
  tipoValor: string;
  unidade: string | null;
  listaValores?: ValorLista[];
  /** A sample may be "não analisável". */
  permiteNaoAnalisavel?: boolean;
  /** The measurements of a composite type (the IDT's skin-fold thickness on day 0 and at 72 h). */
  camposNumericos?: CampoNumerico[];
  /** A list type's optional number (a PCR's Ct), in `valor`. */
  valorNumericoOpcional?: CampoNumerico | null;
}

/** An assay as a collection carries it: the matrices it takes, its result type and its typing assays. */
export interface EnsaioRef extends CodedRef {
  doenca: number | null;
  requerTipificacao: boolean;
  tipificacao: string | null;
  matrizes: number[];
  ensaiosTipificacao: CodedRef[];
  tiposResultados: TipoResultadoRef | null;
}

/** A lab-assay line (001 §3.3) as the record carries it. */
export interface ColheitaEnsaio {
  id: number;
  doenca: CodedRef;
  ensaioLaboratorial: EnsaioRef;
}

/** A result (001 §3.3) as the record carries it: one per sample and assay, from the reception on. */
export interface Resultado {
  id: number;
  amostra: { id: number; sequencia: string };
  ensaio: EnsaioRef;
  tipoResultado: TipoResultadoRef;
  valor: string | null;
  listaValores: ValorLista | null;
  medicoes?: (string | null)[];
  naoAnalisavel?: boolean;
  observacoesResultado: string | null;
  ensaioTipificacao: CodedRef | null;
  resultadoTipificacao: string | null;
}

/** A lab-assay line on screen. */
export interface EnsaioRow extends RowIdentity {
  doenca: CodedRef | null;
  ensaioLaboratorial: EnsaioRef | null;
}

/** An empty lab-assay line (the modal's add). */
export function emptyEnsaio(): EnsaioRow {
  return { key: newRowKey(), id: null, documentosAnexos: [], doenca: null, ensaioLaboratorial: null };
}

/** A stored line on screen. */
export function ensaioRow(linha: ColheitaEnsaio): EnsaioRow {
  return {
    key: newRowKey(),
    id: linha.id,
    documentosAnexos: [],
    doenca: linha.doenca,
    ensaioLaboratorial: linha.ensaioLaboratorial,
  };
}

/** A line's payload (001 §7: ids). */
export function ensaioDraft(row: EnsaioRow) {
  return {
    id: row.id,
    doenca: row.doenca?.id ?? null,
    ensaioLaboratorial: row.ensaioLaboratorial?.id ?? null,
  };
}

/** The distinct assays of the lines, in their order. */
export function ensaiosEscolhidos(rows: readonly EnsaioRow[]): EnsaioRef[] {
  const seen = new Map<number, EnsaioRef>();
  for (const row of rows)
    if (row.ensaioLaboratorial) seen.set(row.ensaioLaboratorial.id, row.ensaioLaboratorial);
  return [...seen.values()];
}

/** A result on screen: the stored pair, and what the laboratory edits. */
export interface ResultadoRow extends RowIdentity {
  amostra: { id: number; sequencia: string };
  ensaio: EnsaioRef;
  tipoResultado: TipoResultadoRef;
  valor: string;
  listaValores: ValorLista | null;
  /** One per measurement its type names, as typed. */
  medicoes: string[];
  naoAnalisavel: boolean;
  observacoesResultado: string;
  ensaioTipificacao: CodedRef | null;
  resultadoTipificacao: string;
}

/** A repeatable result's values on screen: one empty field to start with. */
const valoresRepetidos = (valores: readonly (string | null)[] | null | undefined): string[] =>
  valores && valores.length > 0 ? valores.map((valor) => valor ?? '') : [''];

/** A stored result on screen. */
export function resultadoRow(resultado: Resultado): ResultadoRow {
  return {
    key: `resultado-${resultado.id}`,
    id: resultado.id,
    documentosAnexos: [],
    amostra: resultado.amostra,
    ensaio: resultado.ensaio,
    tipoResultado: resultado.tipoResultado,
    valor: resultado.valor ?? '',
    listaValores: resultado.listaValores,
    // A repeatable type's values as saved; a composite's measurements, one per field its type names.
    medicoes: tipoRepetido(resultado.tipoResultado.tipoValor)
      ? valoresRepetidos(resultado.medicoes)
      : (resultado.tipoResultado.camposNumericos ?? []).map(
          (_campo, index) => resultado.medicoes?.[index] ?? '',
        ),
    naoAnalisavel: resultado.naoAnalisavel === true,
    observacoesResultado: resultado.observacoesResultado ?? '',
    ensaioTipificacao: resultado.ensaioTipificacao,
    resultadoTipificacao: resultado.resultadoTipificacao ?? '',
  };
}

/** The values of a result's list: its type's, as its assay carries them. */
export function valoresDe(row: ResultadoRow): readonly ValorLista[] {
  const tipo = row.ensaio.tiposResultados;
  return tipo && tipo.id === row.tipoResultado.id
    ? (tipo.listaValores ?? [])
    : (row.tipoResultado.listaValores ?? []);
}

/**
 * A result's payload (001 §7 guardarResultados): the measurements up to the last one typed, a repeatable type's
 * values typed; "não analisável" sends no value.
 */
export function resultadoDraft(row: ResultadoRow) {
  const text = (value: string | null) => (value?.trim() ? value.trim() : null);
  const medicoes = row.medicoes.map(text);
  while (medicoes.length > 0 && medicoes[medicoes.length - 1] === null) medicoes.pop();
  // A repeatable type's values have no place to keep: the blank ones go.
  const valores = tipoRepetido(row.tipoResultado.tipoValor) ? medicoes.filter((v) => v !== null) : medicoes;
  const vazio = row.naoAnalisavel;
  return {
    id: row.id,
    amostra: row.amostra.id,
    ensaio: row.ensaio.id,
    tipoResultado: row.tipoResultado.id,
    valor: vazio ? null : text(row.valor),
    listaValores: vazio ? null : (row.listaValores?.id ?? null),
    medicoes: vazio ? [] : valores,
    naoAnalisavel: row.naoAnalisavel,
    observacoesResultado: text(row.observacoesResultado),
    ensaioTipificacao: vazio ? null : (row.ensaioTipificacao?.id ?? null),
    resultadoTipificacao: vazio ? null : text(row.resultadoTipificacao),
  };
}

/** What every collection record carries (001 §3.1, §3.2) besides its type's own fields. */
/** A saved sample as every collection type carries it (its labels, its reception by scanning). */
export interface AmostraGuardada {
  id: number;
  sequencia: string;
  identificacaoAnimal: string | null;
  matriz: NamedRef | null;
}

export interface ColheitaRecord extends WorkflowRecord {
  serie: NamedRef | null;
  exameClinicoNecropsia: { id: number; numeroSerie: string | null } | null;
  codigoInternoLaboratorio: string | null;
  laboratorioDiagnostico: CodedRef | null;
  /** The collection's species (domestic: one). */
  especies: NamedRef[];
  ensaios: ColheitaEnsaio[];
  amostras: AmostraGuardada[];
  resultados: Resultado[];
  /** When its operations happened: its turnaround days (absent from fixtures that predate them). */
  marcos?: ColheitaMarcos;
}

/** What every collection form holds besides its type's own fields. */
export interface ColheitaFormBase {
  id: number | null;
  serie: number | null;
  exameClinicoNecropsia: { id: number; numeroSerie: string | null } | null;
  codigoInternoLaboratorio: string;
  laboratorioDiagnostico: CodedRef | null;
  ensaios: EnsaioRow[];
  resultados: ResultadoRow[];
}

/** The shared part of a loaded collection's form. */
export function colheitaFormBase(record: ColheitaRecord): ColheitaFormBase {
  return {
    id: record.id,
    serie: record.serie?.id ?? null,
    exameClinicoNecropsia: record.exameClinicoNecropsia,
    codigoInternoLaboratorio: record.codigoInternoLaboratorio ?? '',
    laboratorioDiagnostico: record.laboratorioDiagnostico,
    ensaios: record.ensaios.map(ensaioRow),
    resultados: record.resultados.map(resultadoRow),
  };
}

/** The shared part of a new collection's form. */
export function emptyColheitaFormBase(): ColheitaFormBase {
  return {
    id: null,
    serie: null,
    exameClinicoNecropsia: null,
    codigoInternoLaboratorio: '',
    laboratorioDiagnostico: null,
    ensaios: [],
    resultados: [],
  };
}

/**
 * The shared part of the requester's payload (001 §7: ids, the laboratory by its code). Not the internal code nor
 * the results: they are the laboratory's (001 §6 REGISTAR_ANALISES), sent by {@link analisesDraft}.
 */
export function colheitaDraftBase(values: ColheitaFormBase) {
  return {
    id: values.id,
    serie: values.serie,
    exameClinicoNecropsia: values.exameClinicoNecropsia?.id ?? null,
    laboratorioDiagnostico: values.laboratorioDiagnostico?.codigo ?? null,
    ensaios: values.ensaios.map(ensaioDraft),
  };
}

/** The laboratory's payload (001 §7 guardarResultados): the internal code and the results. */
export function analisesDraft(values: ColheitaFormBase) {
  return {
    id: values.id,
    codigoInternoLaboratorio: values.codigoInternoLaboratorio.trim() || null,
    resultados: values.resultados.map(resultadoDraft),
  };
}
