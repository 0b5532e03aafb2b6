import type { DestinoSubprodutos } from '@sigsa/domain/records/animal-fields';
import { totalCacados, type CacadosCounts } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rules';
import type { LatLon } from '@sigsa/domain/geo/map-constants';
import {
  newRowKey,
  type CountValue,
  type RowIdentity,
  type StoredRowLinks,
} from '../../components/animal-modals/animal-rows.ts';
import {
  loadDocumentItems,
  type DocumentItem,
  type DocumentSource,
} from '../../components/document-items.ts';
import { numberOrNull } from '../../components/form-inputs/text-inputs.tsx';
import type { NamedRef, CodedRef } from '../../platform/record-api.ts';

// The rows of a wild exam's own tables (001 §3.4, §5.4; issue 14): hunted, slaughtered, found dead and collected
// alive animals — as the record carries them (references as `{ id, codigo, nome }`), as the tables and modals
// hold them (references with their names, counts as typed), and the payload row each one makes, which the
// domain's row schema checks (modal) and the record's schema checks again (save). The animal observations are
// the shared ones (`components/animal-modals/animal-rows.ts`).

/** The lists a wild row picks its animal from: wild species only (given by the caller), sexes, age classes. */
export interface AnimalSelvagemOptions {
  especies: readonly NamedRef[];
  sexos: readonly NamedRef[];
  classesEtarias: readonly NamedRef[];
}

/** What every wild row of a record names: its position, species, sex and age class, and its attachments. */
interface AnimalSelvagem extends StoredRowLinks {
  id: number;
  /** The row's position in its list, as the server keeps it. */
  sequencia?: number;
  especie: CodedRef;
  sexo: CodedRef;
  classeEtaria: CodedRef;
  /** Its attachments, as stored. */
  documentosAnexos?: DocumentSource[] | null;
}

/** A hunted-animals row as the record carries it (001 §3.4 "Animais cacados"); the server computes `total`. */
export interface AnimalCacado extends AnimalSelvagem {
  comercio: number | null;
  autoconsumo: number | null;
  rejeitados: number | null;
  semCaracteristicasAnormais: number;
  total: number;
}

/** A slaughtered-animals row as the record carries it (001 §3.4 "Animais abatidos"). */
export interface AnimalAbatido extends AnimalSelvagem {
  animaisComAlteracoes: boolean;
  alteracoes: NamedRef[];
  outrasAlteracoes: string | null;
  metodoAbate: CodedRef | null;
  motivoAbate: CodedRef;
  total: number;
  destinoSubprodutos: CodedRef;
  detalheDestinoSubprodutos: string | null;
  localizacaoEnterramento: LatLon | null;
}

/** A found-dead row as the record carries it (001 §3.4 "Animais encontrados mortos"). */
export interface AnimalEncontradoMorto extends AnimalSelvagem {
  totalEncontradosMortos: number;
  registadoANIMAS: boolean;
  ocorrenciaANIMAS: number | null;
  cadaverDecomposicao: boolean;
  mortosMesmaEspecie: boolean;
  numeroMortosMesmaEspecie: number | null;
  mortosOutraEspecie: boolean | null;
  /** YYYY-MM-DD. */
  dataMorte: string | null;
}

/** A collected-alive row as the record carries it (001 §3.4 "Animais recolhidos vivos"). */
export interface AnimalRecolhidoVivo extends AnimalSelvagem {
  exameClinico: CodedRef;
  animaisComAlteracoes: boolean;
  alteracoes: NamedRef[];
  outrasAlteracoes: string | null;
  destino: CodedRef;
  total: number;
  motivoRecolha: string;
}

/** The animal every wild row being edited names. */
interface AnimalSelvagemRow extends RowIdentity {
  especie: NamedRef | null;
  sexo: NamedRef | null;
  classeEtaria: NamedRef | null;
}

/** A hunted-animals row being edited; its total is computed ({@link animalCacadoCounts}), never typed. */
export interface AnimalCacadoRow extends AnimalSelvagemRow {
  comercio: CountValue;
  autoconsumo: CountValue;
  rejeitados: CountValue;
  semCaracteristicasAnormais: CountValue;
}

/** A slaughtered-animals row being edited. */
export interface AnimalAbatidoRow extends AnimalSelvagemRow {
  animaisComAlteracoes: boolean | null;
  alteracoes: NamedRef[];
  outrasAlteracoes: string;
  metodoAbate: NamedRef | null;
  motivoAbate: NamedRef | null;
  total: CountValue;
  destinoSubprodutos: DestinoSubprodutos | null;
  detalheDestinoSubprodutos: string;
  localizacaoEnterramento: LatLon | null;
}

/** A found-dead row being edited. */
export interface AnimalEncontradoMortoRow extends AnimalSelvagemRow {
  totalEncontradosMortos: CountValue;
  registadoANIMAS: boolean | null;
  ocorrenciaANIMAS: CountValue;
  cadaverDecomposicao: boolean | null;
  mortosMesmaEspecie: boolean | null;
  numeroMortosMesmaEspecie: CountValue;
  mortosOutraEspecie: boolean | null;
  dataMorte: string | null;
}

/** A collected-alive row being edited. */
export interface AnimalRecolhidoVivoRow extends AnimalSelvagemRow {
  exameClinico: NamedRef | null;
  animaisComAlteracoes: boolean | null;
  alteracoes: NamedRef[];
  outrasAlteracoes: string;
  destino: NamedRef | null;
  total: CountValue;
  motivoRecolha: string;
}

/** A fresh wild row's identity and animal. */
function emptyAnimal(): AnimalSelvagemRow {
  return { key: newRowKey(), id: null, documentosAnexos: [], especie: null, sexo: null, classeEtaria: null };
}

/** A saved wild row's identity and animal, on screen. */
function animalRow(row: AnimalSelvagem, documentos: DocumentItem[]): AnimalSelvagemRow {
  return {
    key: `id-${row.id}`,
    id: row.id,
    documentosAnexos: documentos,
    especie: row.especie,
    sexo: row.sexo,
    classeEtaria: row.classeEtaria,
  };
}

/** The payload's id and animal (references as ids). */
function animalDraft(row: AnimalSelvagemRow) {
  return {
    id: row.id,
    especie: row.especie?.id ?? null,
    sexo: row.sexo?.id ?? null,
    classeEtaria: row.classeEtaria?.id ?? null,
  };
}

/** A hunted row's counts and its total (001 §5.4: comercio + autoconsumo + rejeitados, the domain's rule). */
export interface CacadoCounts extends CacadosCounts {
  total: number;
}

/** The counts of a hunted row being edited (blanks as null), with the total computed. */
export function animalCacadoCounts(
  row: Pick<AnimalCacadoRow, 'comercio' | 'autoconsumo' | 'rejeitados' | 'semCaracteristicasAnormais'>,
): CacadoCounts {
  const counts = {
    comercio: numberOrNull(row.comercio),
    autoconsumo: numberOrNull(row.autoconsumo),
    rejeitados: numberOrNull(row.rejeitados),
    semCaracteristicasAnormais: numberOrNull(row.semCaracteristicasAnormais),
  };
  return { ...counts, total: totalCacados(counts) };
}

/** An empty hunted row. */
export function emptyAnimalCacado(): AnimalCacadoRow {
  return {
    ...emptyAnimal(),
    comercio: '',
    autoconsumo: '',
    rejeitados: '',
    semCaracteristicasAnormais: '',
  };
}

/** A saved hunted row, on screen (its stored total is computed again); its attachments as stored unless given. */
export function animalCacadoRow(
  row: AnimalCacado,
  documentos: DocumentItem[] = loadDocumentItems(row.documentosAnexos),
): AnimalCacadoRow {
  return {
    ...animalRow(row, documentos),
    comercio: row.comercio ?? '',
    autoconsumo: row.autoconsumo ?? '',
    rejeitados: row.rejeitados ?? '',
    semCaracteristicasAnormais: row.semCaracteristicasAnormais,
  };
}

/** The payload of a hunted row (`animalCacadoSchema`'s input; the schema and the server add the total). */
export function animalCacadoDraft(row: AnimalCacadoRow) {
  return {
    ...animalDraft(row),
    comercio: numberOrNull(row.comercio),
    autoconsumo: numberOrNull(row.autoconsumo),
    rejeitados: numberOrNull(row.rejeitados),
    semCaracteristicasAnormais: numberOrNull(row.semCaracteristicasAnormais),
  };
}

/** An empty slaughtered row. */
export function emptyAnimalAbatido(): AnimalAbatidoRow {
  return {
    ...emptyAnimal(),
    animaisComAlteracoes: null,
    alteracoes: [],
    outrasAlteracoes: '',
    metodoAbate: null,
    motivoAbate: null,
    total: '',
    destinoSubprodutos: null,
    detalheDestinoSubprodutos: '',
    localizacaoEnterramento: null,
  };
}

/** A saved slaughtered row, on screen; its attachments as stored unless given. */
export function animalAbatidoRow(
  row: AnimalAbatido,
  documentos: DocumentItem[] = loadDocumentItems(row.documentosAnexos),
): AnimalAbatidoRow {
  return {
    ...animalRow(row, documentos),
    animaisComAlteracoes: row.animaisComAlteracoes,
    alteracoes: row.alteracoes,
    outrasAlteracoes: row.outrasAlteracoes ?? '',
    metodoAbate: row.metodoAbate,
    motivoAbate: row.motivoAbate,
    total: row.total,
    destinoSubprodutos: row.destinoSubprodutos.codigo as DestinoSubprodutos,
    detalheDestinoSubprodutos: row.detalheDestinoSubprodutos ?? '',
    localizacaoEnterramento: row.localizacaoEnterramento,
  };
}

/** The payload of a slaughtered row (`animalAbatidoSchema`'s input; the destination as its code). */
export function animalAbatidoDraft(row: AnimalAbatidoRow) {
  return {
    ...animalDraft(row),
    animaisComAlteracoes: row.animaisComAlteracoes,
    alteracoes: row.alteracoes.map((ref) => ref.id),
    outrasAlteracoes: row.outrasAlteracoes,
    metodoAbate: row.metodoAbate?.id ?? null,
    motivoAbate: row.motivoAbate?.id ?? null,
    total: numberOrNull(row.total),
    destinoSubprodutos: row.destinoSubprodutos,
    detalheDestinoSubprodutos: row.detalheDestinoSubprodutos,
    localizacaoEnterramento: row.localizacaoEnterramento,
  };
}

/** An empty found-dead row. */
export function emptyAnimalEncontradoMorto(): AnimalEncontradoMortoRow {
  return {
    ...emptyAnimal(),
    totalEncontradosMortos: '',
    registadoANIMAS: null,
    ocorrenciaANIMAS: '',
    cadaverDecomposicao: null,
    mortosMesmaEspecie: null,
    numeroMortosMesmaEspecie: '',
    mortosOutraEspecie: null,
    dataMorte: null,
  };
}

/** A saved found-dead row, on screen; its attachments as stored unless given. */
export function animalEncontradoMortoRow(
  row: AnimalEncontradoMorto,
  documentos: DocumentItem[] = loadDocumentItems(row.documentosAnexos),
): AnimalEncontradoMortoRow {
  return {
    ...animalRow(row, documentos),
    totalEncontradosMortos: row.totalEncontradosMortos,
    registadoANIMAS: row.registadoANIMAS,
    ocorrenciaANIMAS: row.ocorrenciaANIMAS ?? '',
    cadaverDecomposicao: row.cadaverDecomposicao,
    mortosMesmaEspecie: row.mortosMesmaEspecie,
    numeroMortosMesmaEspecie: row.numeroMortosMesmaEspecie ?? '',
    mortosOutraEspecie: row.mortosOutraEspecie,
    dataMorte: row.dataMorte,
  };
}

/** The payload of a found-dead row (`animalEncontradoMortoSchema`'s input). */
export function animalEncontradoMortoDraft(row: AnimalEncontradoMortoRow) {
  return {
    ...animalDraft(row),
    totalEncontradosMortos: numberOrNull(row.totalEncontradosMortos),
    registadoANIMAS: row.registadoANIMAS,
    ocorrenciaANIMAS: numberOrNull(row.ocorrenciaANIMAS),
    cadaverDecomposicao: row.cadaverDecomposicao,
    mortosMesmaEspecie: row.mortosMesmaEspecie,
    numeroMortosMesmaEspecie: numberOrNull(row.numeroMortosMesmaEspecie),
    mortosOutraEspecie: row.mortosOutraEspecie,
    dataMorte: row.dataMorte,
  };
}

/** An empty collected-alive row. */
export function emptyAnimalRecolhidoVivo(): AnimalRecolhidoVivoRow {
  return {
    ...emptyAnimal(),
    exameClinico: null,
    animaisComAlteracoes: null,
    alteracoes: [],
    outrasAlteracoes: '',
    destino: null,
    total: '',
    motivoRecolha: '',
  };
}

/** A saved collected-alive row, on screen; its attachments as stored unless given. */
export function animalRecolhidoVivoRow(
  row: AnimalRecolhidoVivo,
  documentos: DocumentItem[] = loadDocumentItems(row.documentosAnexos),
): AnimalRecolhidoVivoRow {
  return {
    ...animalRow(row, documentos),
    exameClinico: row.exameClinico,
    animaisComAlteracoes: row.animaisComAlteracoes,
    alteracoes: row.alteracoes,
    outrasAlteracoes: row.outrasAlteracoes ?? '',
    destino: row.destino,
    total: row.total,
    motivoRecolha: row.motivoRecolha,
  };
}

/** The payload of a collected-alive row (`animalRecolhidoVivoSchema`'s input). */
export function animalRecolhidoVivoDraft(row: AnimalRecolhidoVivoRow) {
  return {
    ...animalDraft(row),
    exameClinico: row.exameClinico?.id ?? null,
    animaisComAlteracoes: row.animaisComAlteracoes,
    alteracoes: row.alteracoes.map((ref) => ref.id),
    outrasAlteracoes: row.outrasAlteracoes,
    destino: row.destino?.id ?? null,
    total: numberOrNull(row.total),
    motivoRecolha: row.motivoRecolha,
  };
}
