import type { Localizacao } from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import type { DestinoSubprodutos, TipoObservacao } from '@sigsa/domain/records/animal-fields';
import type { CodedRef, HalLink, NamedRef } from '../../platform/record-api.ts';
import { loadDocumentItems, type DocumentItem, type DocumentSource } from '../document-items.ts';
import { numberOrNull } from '../form-inputs/text-inputs.tsx';

// The animal rows of a record (the notification's declarations, clinical signs and animal observations; the
// exams' later): as the record carries them, as the tables and modals hold them (references with their names,
// counts as typed), and the payload row each one makes, which the domain's row schema checks (modal) and the
// record's schema checks again (save).

/** An animal sub-category with its category, as a row shows it. */
export interface SubCategoriaRef extends NamedRef {
  categoriaAnimal?: NamedRef | null;
}

/** A stored row's links: the address of its attachments (the server's `documents.parts`). */
export interface StoredRowLinks {
  _links?: { documentosAnexos?: HalLink };
}

/** An animal declaration row as the record carries it (spec 002 §3). */
export interface DeclaracaoAnimais extends StoredRowLinks {
  id: number;
  /** The notification row it was imported from (an exam's, 001 §3.4). */
  importId?: number | null;
  subCategoriaAnimal: SubCategoriaRef;
  animaisPresentes: number;
  animaisMorreram: number | null;
  nadosMortos: number | null;
  animaisNecropsiados: number;
  animaisCadaveres: number;
  observacoes: string | null;
  /** Its attachments (spec 002 §3), as stored. */
  documentosAnexos?: DocumentSource[] | null;
}

/** A clinical observation row, individual (identificacao) or group (animais, animaisNecropsiados). */
export interface ObservacaoClinica extends StoredRowLinks {
  id: number;
  /** The notification row it was imported from (an exam's, 001 §3.4). */
  importId?: number | null;
  subCategoriaAnimal: SubCategoriaRef;
  identificacao?: string | null;
  animais?: number | null;
  febre: boolean;
  sinaisClinicos: NamedRef[];
  sinaisAtipicos: string | null;
  necropsiado: boolean;
  animaisNecropsiados?: number | null;
  lesoes: NamedRef[];
  outrasLesoes: string | null;
  observacoes: string | null;
  /** Its attachments (spec 002 §3: `anexos`), as stored. */
  documentosAnexos?: DocumentSource[] | null;
}

/** An animal observation row (spec 002 §3, §5). */
export interface ObservacaoAnimal extends StoredRowLinks {
  id: number;
  especie: NamedRef;
  sexo: NamedRef;
  classeEtaria: NamedRef;
  tipoObservacao: CodedRef;
  numeroSelo: string | null;
  numeroAnimais: number | null;
  apresentadoExameInicial: boolean | null;
  animaisComAlteracoes: boolean;
  alteracoes: NamedRef[];
  outrasAlteracoes: string | null;
  destinoSubprodutos: CodedRef;
  detalheDestinoSubprodutos: string | null;
  localizacaoEnterramento: Localizacao | null;
  /** Its attachments (spec 002 §3), as stored. */
  documentosAnexos?: DocumentSource[] | null;
}

/** A count as a NumberInput holds it: a number, or '' while empty. */
export type CountValue = number | string;

/** What every row holds on screen: its identity on screen, its id once saved, and its attachments. */
export interface RowIdentity {
  key: string;
  id: number | null;
  /** Its attachments as document items: sent once the record is saved (spec 002 §7, for each sub-item). */
  documentosAnexos: DocumentItem[];
}

/** An animal declaration row being edited. */
export interface DeclaracaoRow extends RowIdentity {
  /** The notification row it was imported from (an exam's): each is imported once. */
  importId: number | null;
  subCategoriaAnimal: SubCategoriaRef | null;
  animaisPresentes: CountValue;
  animaisMorreram: CountValue;
  nadosMortos: CountValue;
  animaisNecropsiados: CountValue;
  animaisCadaveres: CountValue;
  observacoes: string;
}

/** A clinical-signs row being edited: individual (identificacao) or group (animais, animaisNecropsiados). */
export interface ObservacaoClinicaRow extends RowIdentity {
  /** The notification row it was imported from (an exam's): each is imported once. */
  importId: number | null;
  subCategoriaAnimal: SubCategoriaRef | null;
  identificacao: string;
  animais: CountValue;
  febre: boolean | null;
  sinaisClinicos: NamedRef[];
  sinaisAtipicos: string;
  necropsiado: boolean | null;
  animaisNecropsiados: CountValue;
  lesoes: NamedRef[];
  outrasLesoes: string;
  observacoes: string;
}

/** An animal observation row being edited. */
export interface ObservacaoAnimalRow extends RowIdentity {
  especie: NamedRef | null;
  sexo: NamedRef | null;
  classeEtaria: NamedRef | null;
  tipoObservacao: TipoObservacao | null;
  numeroSelo: string;
  numeroAnimais: CountValue;
  apresentadoExameInicial: boolean | null;
  animaisComAlteracoes: boolean | null;
  alteracoes: NamedRef[];
  outrasAlteracoes: string;
  destinoSubprodutos: DestinoSubprodutos | null;
  detalheDestinoSubprodutos: string;
  localizacaoEnterramento: Localizacao | null;
}

let rowCounter = 0;

/** A fresh on-screen identity for a row. */
export function newRowKey(): string {
  rowCounter += 1;
  return `linha-${rowCounter}`;
}

const ids = (refs: readonly NamedRef[]) => refs.map((ref) => ref.id);
const text = (value: string | null) => value ?? '';
const count = (value: number | null | undefined): CountValue => value ?? '';

/** An empty declaration. */
export function emptyDeclaracao(): DeclaracaoRow {
  return {
    key: newRowKey(),
    id: null,
    documentosAnexos: [],
    importId: null,
    subCategoriaAnimal: null,
    animaisPresentes: '',
    animaisMorreram: '',
    nadosMortos: '',
    animaisNecropsiados: '',
    animaisCadaveres: '',
    observacoes: '',
  };
}

/** A saved declaration, on screen; its attachments as stored unless given. */
export function declaracaoRow(
  row: DeclaracaoAnimais,
  documentos: DocumentItem[] = loadDocumentItems(row.documentosAnexos),
): DeclaracaoRow {
  return {
    key: `id-${row.id}`,
    id: row.id,
    documentosAnexos: documentos,
    importId: row.importId ?? null,
    subCategoriaAnimal: row.subCategoriaAnimal,
    animaisPresentes: row.animaisPresentes,
    animaisMorreram: count(row.animaisMorreram),
    nadosMortos: count(row.nadosMortos),
    animaisNecropsiados: row.animaisNecropsiados,
    animaisCadaveres: row.animaisCadaveres,
    observacoes: text(row.observacoes),
  };
}

/** The payload of a declaration (`declaracaoAnimaisSchema`'s input). */
export function declaracaoDraft(row: DeclaracaoRow) {
  return {
    id: row.id,
    importId: row.importId,
    subCategoriaAnimal: row.subCategoriaAnimal?.id ?? null,
    animaisPresentes: numberOrNull(row.animaisPresentes),
    animaisMorreram: numberOrNull(row.animaisMorreram),
    nadosMortos: numberOrNull(row.nadosMortos),
    animaisNecropsiados: numberOrNull(row.animaisNecropsiados),
    animaisCadaveres: numberOrNull(row.animaisCadaveres),
    observacoes: row.observacoes,
  };
}

/** An empty clinical-signs row. */
export function emptyObservacaoClinica(): ObservacaoClinicaRow {
  return {
    key: newRowKey(),
    id: null,
    documentosAnexos: [],
    importId: null,
    subCategoriaAnimal: null,
    identificacao: '',
    animais: '',
    febre: null,
    sinaisClinicos: [],
    sinaisAtipicos: '',
    necropsiado: null,
    animaisNecropsiados: '',
    lesoes: [],
    outrasLesoes: '',
    observacoes: '',
  };
}

/** A saved clinical-signs row, on screen; its attachments as stored unless given. */
export function observacaoClinicaRow(
  row: ObservacaoClinica,
  documentos: DocumentItem[] = loadDocumentItems(row.documentosAnexos),
): ObservacaoClinicaRow {
  return {
    key: `id-${row.id}`,
    id: row.id,
    documentosAnexos: documentos,
    importId: row.importId ?? null,
    subCategoriaAnimal: row.subCategoriaAnimal,
    identificacao: text(row.identificacao ?? null),
    animais: count(row.animais),
    febre: row.febre,
    sinaisClinicos: row.sinaisClinicos,
    sinaisAtipicos: text(row.sinaisAtipicos),
    necropsiado: row.necropsiado,
    animaisNecropsiados: count(row.animaisNecropsiados),
    lesoes: row.lesoes,
    outrasLesoes: text(row.outrasLesoes),
    observacoes: text(row.observacoes),
  };
}

/** The fields an individual row has and a group row has not, and the other way round. */
const CLINICA_ONLY = {
  individual: ['identificacao'],
  grupo: ['animais', 'animaisNecropsiados'],
} as const;

/** Which clinical-signs table a row belongs to. */
export type TipoObservacaoClinica = keyof typeof CLINICA_ONLY;

/** The payload of a clinical-signs row of `tipo` (the individual or the group schema's input). */
export function observacaoClinicaDraft(tipo: TipoObservacaoClinica, row: ObservacaoClinicaRow) {
  const payload: Record<string, unknown> = {
    id: row.id,
    importId: row.importId,
    subCategoriaAnimal: row.subCategoriaAnimal?.id ?? null,
    identificacao: row.identificacao,
    animais: numberOrNull(row.animais),
    febre: row.febre,
    sinaisClinicos: ids(row.sinaisClinicos),
    sinaisAtipicos: row.sinaisAtipicos,
    necropsiado: row.necropsiado,
    animaisNecropsiados: numberOrNull(row.animaisNecropsiados),
    lesoes: ids(row.lesoes),
    outrasLesoes: row.outrasLesoes,
    observacoes: row.observacoes,
  };
  const other = tipo === 'individual' ? CLINICA_ONLY.grupo : CLINICA_ONLY.individual;
  for (const field of other) delete payload[field];
  return payload;
}

/** An empty animal observation. */
export function emptyObservacaoAnimal(): ObservacaoAnimalRow {
  return {
    key: newRowKey(),
    id: null,
    documentosAnexos: [],
    especie: null,
    sexo: null,
    classeEtaria: null,
    tipoObservacao: null,
    numeroSelo: '',
    numeroAnimais: '',
    apresentadoExameInicial: null,
    animaisComAlteracoes: null,
    alteracoes: [],
    outrasAlteracoes: '',
    destinoSubprodutos: null,
    detalheDestinoSubprodutos: '',
    localizacaoEnterramento: null,
  };
}

/** A saved animal observation, on screen; its attachments as stored unless given. */
export function observacaoAnimalRow(
  row: ObservacaoAnimal,
  documentos: DocumentItem[] = loadDocumentItems(row.documentosAnexos),
): ObservacaoAnimalRow {
  return {
    key: `id-${row.id}`,
    id: row.id,
    documentosAnexos: documentos,
    especie: row.especie,
    sexo: row.sexo,
    classeEtaria: row.classeEtaria,
    tipoObservacao: row.tipoObservacao.codigo as TipoObservacao,
    numeroSelo: text(row.numeroSelo),
    numeroAnimais: count(row.numeroAnimais),
    apresentadoExameInicial: row.apresentadoExameInicial,
    animaisComAlteracoes: row.animaisComAlteracoes,
    alteracoes: row.alteracoes,
    outrasAlteracoes: text(row.outrasAlteracoes),
    destinoSubprodutos: row.destinoSubprodutos.codigo as DestinoSubprodutos,
    detalheDestinoSubprodutos: text(row.detalheDestinoSubprodutos),
    localizacaoEnterramento: row.localizacaoEnterramento,
  };
}

/** The payload of an animal observation (`observacaoAnimalSchema`'s input). */
export function observacaoAnimalDraft(row: ObservacaoAnimalRow) {
  return {
    id: row.id,
    especie: row.especie?.id ?? null,
    sexo: row.sexo?.id ?? null,
    classeEtaria: row.classeEtaria?.id ?? null,
    tipoObservacao: row.tipoObservacao,
    numeroSelo: row.numeroSelo,
    numeroAnimais: numberOrNull(row.numeroAnimais),
    apresentadoExameInicial: row.apresentadoExameInicial,
    animaisComAlteracoes: row.animaisComAlteracoes,
    alteracoes: ids(row.alteracoes),
    outrasAlteracoes: row.outrasAlteracoes,
    destinoSubprodutos: row.destinoSubprodutos,
    detalheDestinoSubprodutos: row.detalheDestinoSubprodutos,
    localizacaoEnterramento: row.localizacaoEnterramento,
  };
}
