import type { LatLon } from '@sigsa/domain/geo/map-constants';
import type { ColheitaRecord } from '../../components/colheitas/colheita-rows.ts';
import type { UtilizadorRef } from '../../platform/lookups/utilizadores.ts';
import type { NamedRef, CodedRef } from '../../platform/record-api.ts';

/** The API entity of wild collections (001 §3.1). */
export const COLHEITA_SELVAGEM_ENTITY = 'controlosLaboratoriaisColheitasAnimaisSelvagens';
/** The create screen (000 §2.1). */
export const COLHEITA_SELVAGEM_CREATE_PATH = '/registar/colheita-amostras-selvagens';
/** The list; a record's detail is `<list>/<id>` (001 §2.1). */
export const COLHEITA_SELVAGEM_LIST_PATH = '/consultar/colheita-amostras-selvagens';

/** The detail route of a wild collection. */
export function colheitaSelvagemDetailPath(id: number): string {
  return `${COLHEITA_SELVAGEM_LIST_PATH}/${id}`;
}

/** A wild sample as the record carries it (001 §3.1). */
export interface AmostraSelvagem {
  id: number;
  sequencia: string;
  especies: CodedRef[];
  sexo: NamedRef;
  classeEtaria: NamedRef;
  matriz: CodedRef;
  ensaios: number[];
  metodoConservacao: NamedRef;
  identificacaoAnimal: string | null;
}

/** The invoicing data (001 §3.1 `fatura`; `entidadade` spelled as the contract has it). */
export interface Fatura {
  id: number | null;
  numeroCompromisso: string | null;
  numeroCabimento: string | null;
  numeroContrato: string | null;
  entidadade: string | null;
  nifEntidade: string | null;
}

/** A wild collection in the full projection (001 §3.1). */
export interface ColheitaSelvagem extends ColheitaRecord {
  data: string;
  programa: NamedRef;
  situacao: NamedRef & { codigo?: string | null };
  especies: CodedRef[];
  processoCaca: NamedRef | null;
  zonaCaca: NamedRef | null;
  totalAmostras: number | null;
  dsavr: NamedRef;
  responsavelColheita: UtilizadorRef;
  tipoControlo: NamedRef;
  localizacao: LatLon | null;
  fatura: Fatura | null;
  amostras: AmostraSelvagem[];
}
