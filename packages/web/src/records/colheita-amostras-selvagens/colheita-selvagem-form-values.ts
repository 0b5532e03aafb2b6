import type { LatLon } from '@sigsa/domain/geo/map-constants';
import { newRowKey, type CountValue, type RowIdentity } from '../../components/animal-modals/animal-rows.ts';
import {
  colheitaDraftBase,
  colheitaFormBase,
  emptyColheitaFormBase,
  type ColheitaFormBase,
} from '../../components/colheitas/colheita-rows.ts';
import { numberOrNull } from '../../components/form-inputs/text-inputs.tsx';
import type { UtilizadorRef } from '../../platform/lookups/utilizadores.ts';
import type { NamedRef } from '../../platform/record-api.ts';
import type { AmostraSelvagem, ColheitaSelvagem, Fatura } from './colheita-selvagem-api.ts';

// The wild collection form as plain data: what the screen edits, how a record fills it, and the requester's
// payload (the domain's `colheitaSelvagemSchema`, checked through the form's resolver); the laboratory's is every
// collection's (`analisesDraft`).

/** A wild sample on screen (001 §3.1): references with their names. */
export interface AmostraSelvagemRow extends RowIdentity {
  /** The number the server gave it (`A-0001`); null until saved. */
  sequencia: string | null;
  especies: NamedRef[];
  sexo: NamedRef | null;
  classeEtaria: NamedRef | null;
  matriz: NamedRef | null;
  /** The sample's assays, among the collection's. */
  ensaios: NamedRef[];
  metodoConservacao: NamedRef | null;
  identificacaoAnimal: string;
}

/** The invoice as typed (001 §3.1): sent only when some field is filled. */
export interface FaturaValues {
  id: number | null;
  numeroCompromisso: string;
  numeroCabimento: string;
  numeroContrato: string;
  entidadade: string;
  nifEntidade: string;
}

/** What the wild collection form holds. */
export interface ColheitaSelvagemFormValues extends ColheitaFormBase {
  data: string | null;
  programa: NamedRef | null;
  situacao: NamedRef | null;
  especies: NamedRef[];
  tipoControlo: NamedRef | null;
  dsavr: NamedRef | null;
  responsavelColheita: UtilizadorRef | null;
  localizacao: LatLon | null;
  processoCaca: NamedRef | null;
  zonaCaca: NamedRef | null;
  totalAmostras: CountValue;
  fatura: FaturaValues;
  amostras: AmostraSelvagemRow[];
}

/** The child lists (edited through their modals), left out of the asterisks. */
export const COLHEITA_SELVAGEM_TABLES: readonly string[] = ['ensaios', 'amostras', 'resultados'];

/** The fields that may carry an asterisk. */
export const COLHEITA_SELVAGEM_FIELDS: readonly string[] = [
  'situacao',
  'programa',
  'especies',
  'tipoControlo',
  'data',
  'dsavr',
  'responsavelColheita',
  'localizacao',
  'processoCaca',
  'zonaCaca',
  'exameClinicoNecropsia',
  'codigoInternoLaboratorio',
  'totalAmostras',
];

/** An empty wild sample (the modal's add). */
export function emptyAmostraSelvagem(): AmostraSelvagemRow {
  return {
    key: newRowKey(),
    id: null,
    documentosAnexos: [],
    sequencia: null,
    especies: [],
    sexo: null,
    classeEtaria: null,
    matriz: null,
    ensaios: [],
    metodoConservacao: null,
    identificacaoAnimal: '',
  };
}

/** A stored sample on screen; its assays named after the collection's lines. */
function amostraRow(amostra: AmostraSelvagem, nomes: ReadonlyMap<number, string>): AmostraSelvagemRow {
  return {
    key: newRowKey(),
    id: amostra.id,
    documentosAnexos: [],
    sequencia: amostra.sequencia,
    especies: amostra.especies,
    sexo: amostra.sexo,
    classeEtaria: amostra.classeEtaria,
    matriz: amostra.matriz,
    ensaios: amostra.ensaios.map((id) => ({ id, nome: nomes.get(id) ?? String(id) })),
    metodoConservacao: amostra.metodoConservacao,
    identificacaoAnimal: amostra.identificacaoAnimal ?? '',
  };
}

/** A sample's payload (001 §3.1: ids). */
export function amostraSelvagemDraft(row: AmostraSelvagemRow) {
  return {
    id: row.id,
    sequencia: row.sequencia,
    especies: row.especies.map((especie) => especie.id),
    sexo: row.sexo?.id ?? null,
    classeEtaria: row.classeEtaria?.id ?? null,
    matriz: row.matriz?.id ?? null,
    ensaios: row.ensaios.map((ensaio) => ensaio.id),
    metodoConservacao: row.metodoConservacao?.id ?? null,
    identificacaoAnimal: row.identificacaoAnimal.trim() || null,
  };
}

function faturaValues(fatura: Fatura | null): FaturaValues {
  return {
    id: fatura?.id ?? null,
    numeroCompromisso: fatura?.numeroCompromisso ?? '',
    numeroCabimento: fatura?.numeroCabimento ?? '',
    numeroContrato: fatura?.numeroContrato ?? '',
    entidadade: fatura?.entidadade ?? '',
    nifEntidade: fatura?.nifEntidade ?? '',
  };
}

/** A new wild collection: its responsible is the user who registers it (001 §2.1). */
export function emptyColheitaSelvagemForm(responsavel: UtilizadorRef | null): ColheitaSelvagemFormValues {
  return {
    ...emptyColheitaFormBase(),
    data: null,
    programa: null,
    situacao: null,
    especies: [],
    tipoControlo: null,
    dsavr: null,
    responsavelColheita: responsavel,
    localizacao: null,
    processoCaca: null,
    zonaCaca: null,
    totalAmostras: '',
    fatura: faturaValues(null),
    amostras: [],
  };
}

/** The form of a loaded wild collection. */
export function colheitaSelvagemFormFromRecord(record: ColheitaSelvagem): ColheitaSelvagemFormValues {
  const nomes = new Map(
    record.ensaios.map((linha) => [linha.ensaioLaboratorial.id, linha.ensaioLaboratorial.nome]),
  );
  return {
    ...colheitaFormBase(record),
    data: record.data,
    programa: record.programa,
    situacao: record.situacao,
    especies: record.especies,
    tipoControlo: record.tipoControlo,
    dsavr: record.dsavr,
    responsavelColheita: record.responsavelColheita,
    localizacao: record.localizacao,
    processoCaca: record.processoCaca,
    zonaCaca: record.zonaCaca,
    totalAmostras: record.totalAmostras ?? '',
    fatura: faturaValues(record.fatura),
    amostras: record.amostras.map((amostra) => amostraRow(amostra, nomes)),
  };
}

/** The requester's payload (001 §3.1, §7): ids; the invoice as typed (the schema drops an empty one). */
export function colheitaSelvagemDraft(values: ColheitaSelvagemFormValues) {
  const text = (value: string) => value.trim() || null;
  const { fatura } = values;
  return {
    ...colheitaDraftBase(values),
    data: values.data,
    programa: values.programa?.id ?? null,
    situacao: values.situacao?.id ?? null,
    especies: values.especies.map((especie) => especie.id),
    tipoControlo: values.tipoControlo?.id ?? null,
    dsavr: values.dsavr?.id ?? null,
    responsavelColheita: values.responsavelColheita?.id ?? null,
    localizacao: values.localizacao,
    processoCaca: values.processoCaca?.id ?? null,
    zonaCaca: values.zonaCaca?.id ?? null,
    totalAmostras: numberOrNull(values.totalAmostras),
    fatura: {
      id: fatura.id,
      numeroCompromisso: text(fatura.numeroCompromisso),
      numeroCabimento: text(fatura.numeroCabimento),
      numeroContrato: text(fatura.numeroContrato),
      entidadade: text(fatura.entidadade),
      nifEntidade: text(fatura.nifEntidade),
    },
    amostras: values.amostras.map(amostraSelvagemDraft),
  };
}
