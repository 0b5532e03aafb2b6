import { especieDeAve } from '@sigsa/domain/records/colheita-amostras/colheita-amostras.schema';
import type { TipoAmostra } from '@sigsa/domain/records/colheitas.schema';
import { newRowKey, type CountValue, type RowIdentity } from '../../components/animal-modals/animal-rows.ts';
import {
  colheitaDraftBase,
  colheitaFormBase,
  emptyColheitaFormBase,
  type ColheitaFormBase,
} from '../../components/colheitas/colheita-rows.ts';
import { numberOrNull } from '../../components/form-inputs/text-inputs.tsx';
import type { ExploracaoRef } from '../../platform/lookups/exploracoes.ts';
import type { UtilizadorRef } from '../../platform/lookups/utilizadores.ts';
import type { NamedRef, CodedRef } from '../../platform/record-api.ts';
import type { AmostraDomestica, ColheitaAmostras } from './colheita-amostras-api.ts';

// The domestic collection form as plain data: what the screen edits, how a record fills it, and the two payloads
// it makes — the requester's collection (the domain's `colheitaAmostrasSchema`) and the laboratory's analyses
// (`guardarResultadosSchema`), each checked through the form's resolver.

/** A sample on screen (001 §3.2): references with their names, counts as typed. */
export interface AmostraRow extends RowIdentity {
  tipoAmostra: TipoAmostra;
  /** The number the server gave it (`I-0001`); null until saved. */
  sequencia: string | null;
  identificacaoAnimal: string;
  quantidadeAnimais: CountValue;
  quantidade: CountValue;
  matriz: NamedRef | null;
  /** The sample's assays, among the collection's. */
  ensaios: NamedRef[];
  subCategoriaAnimal: NamedRef | null;
}

/** What the domestic collection form holds. */
export interface ColheitaAmostrasFormValues extends ColheitaFormBase {
  exploracao: ExploracaoRef | null;
  responsavelColheita: UtilizadorRef | null;
  /** The one species (001 §3.2 "a list with one id"), named as the payload's list for its asterisk. */
  especies: (NamedRef & { grupo?: string | null }) | null;
  /** The holding's flock, for a bird species (001 §2.2). */
  bando: CodedRef | null;
  tipoControlo: NamedRef | null;
  data: string | null;
  observacoes: string;
  /** The individual (`I-`) and the group (`G-`) samples, each its own table (001 §2.2). */
  amostrasIndividuais: AmostraRow[];
  amostrasGrupo: AmostraRow[];
}

/** The child lists (edited through their modals), left out of the asterisks. */
export const COLHEITA_AMOSTRAS_TABLES: readonly string[] = [
  'ensaios',
  'amostrasIndividuais',
  'amostrasGrupo',
  'resultados',
];

/** The fields that may carry an asterisk. */
export const COLHEITA_AMOSTRAS_FIELDS: readonly string[] = [
  'exploracao',
  'responsavelColheita',
  'especies',
  'bando',
  'tipoControlo',
  'data',
  'exameClinicoNecropsia',
  'codigoInternoLaboratorio',
  'laboratorioDiagnostico',
  'observacoes',
];

/** An empty sample of a kind (the modal's add). */
export function emptyAmostra(tipoAmostra: TipoAmostra): AmostraRow {
  return {
    key: newRowKey(),
    id: null,
    documentosAnexos: [],
    tipoAmostra,
    sequencia: null,
    identificacaoAnimal: '',
    quantidadeAnimais: '',
    quantidade: '',
    matriz: null,
    ensaios: [],
    subCategoriaAnimal: null,
  };
}

/** A stored sample on screen; its assays named after the collection's lines. */
function amostraRow(amostra: AmostraDomestica, nomes: ReadonlyMap<number, string>): AmostraRow {
  return {
    key: newRowKey(),
    id: amostra.id,
    documentosAnexos: [],
    tipoAmostra: amostra.tipoAmostra,
    sequencia: amostra.sequencia,
    identificacaoAnimal: amostra.identificacaoAnimal ?? '',
    quantidadeAnimais: amostra.quantidadeAnimais ?? '',
    quantidade: amostra.quantidade ?? '',
    matriz: amostra.matriz,
    ensaios: amostra.ensaios.map((id) => ({ id, nome: nomes.get(id) ?? String(id) })),
    subCategoriaAnimal: amostra.subCategoriaAnimal,
  };
}

/** A sample's payload (001 §3.2: ids). */
export function amostraDraft(row: AmostraRow) {
  return {
    id: row.id,
    tipoAmostra: row.tipoAmostra,
    sequencia: row.sequencia,
    identificacaoAnimal: row.identificacaoAnimal.trim() || null,
    quantidadeAnimais: numberOrNull(row.quantidadeAnimais),
    quantidade: numberOrNull(row.quantidade),
    matriz: row.matriz?.id ?? null,
    ensaios: row.ensaios.map((ensaio) => ensaio.id),
    subCategoriaAnimal: row.subCategoriaAnimal?.id ?? null,
  };
}

/** A new collection: the vet who registers it is its responsible (001 §6 "auto-assign the vet"). */
export function emptyColheitaAmostrasForm(responsavel: UtilizadorRef | null): ColheitaAmostrasFormValues {
  return {
    ...emptyColheitaFormBase(),
    exploracao: null,
    responsavelColheita: responsavel,
    especies: null,
    bando: null,
    tipoControlo: null,
    data: null,
    observacoes: '',
    amostrasIndividuais: [],
    amostrasGrupo: [],
  };
}

/** The form of a loaded collection. */
export function colheitaAmostrasFormFromRecord(record: ColheitaAmostras): ColheitaAmostrasFormValues {
  const nomes = new Map(
    record.ensaios.map((linha) => [linha.ensaioLaboratorial.id, linha.ensaioLaboratorial.nome]),
  );
  return {
    ...colheitaFormBase(record),
    exploracao: record.exploracao,
    responsavelColheita: record.responsavelColheita,
    especies: record.especies[0] ?? null,
    bando: record.bando ?? null,
    tipoControlo: record.tipoControlo,
    data: record.data,
    observacoes: record.observacoes ?? '',
    amostrasIndividuais: record.amostras
      .filter((amostra) => amostra.tipoAmostra === 'INDIVIDUAL')
      .map((amostra) => amostraRow(amostra, nomes)),
    amostrasGrupo: record.amostras
      .filter((amostra) => amostra.tipoAmostra === 'GRUPO')
      .map((amostra) => amostraRow(amostra, nomes)),
  };
}

/** The requester's payload (001 §3.2, §7): ids, the holding by its brand, the laboratory by its code. */
export function colheitaAmostrasDraft(values: ColheitaAmostrasFormValues) {
  return {
    ...colheitaDraftBase(values),
    exploracao: values.exploracao?.marca ?? null,
    responsavelColheita: values.responsavelColheita?.id ?? null,
    especies: values.especies ? [values.especies.id] : [],
    // A flock only for a bird species (the field is not shown otherwise).
    bando: especieDeAve(values.especies?.grupo) ? (values.bando?.id ?? null) : null,
    tipoControlo: values.tipoControlo?.id ?? null,
    data: values.data,
    observacoes: values.observacoes.trim() || null,
    amostras: [...values.amostrasIndividuais, ...values.amostrasGrupo].map(amostraDraft),
  };
}
