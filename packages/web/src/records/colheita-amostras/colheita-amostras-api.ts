import type { CodedRef } from '../../platform/record-api.ts';
import type { TipoAmostra } from '@sigsa/domain/records/colheitas.schema';
import type { ColheitaRecord } from '../../components/colheitas/colheita-rows.ts';
import type { ExploracaoRef } from '../../platform/lookups/exploracoes.ts';
import type { UtilizadorRef } from '../../platform/lookups/utilizadores.ts';

/** The API entity of domestic collections (001 §3.2). */
export const COLHEITA_AMOSTRAS_ENTITY = 'controlosLaboratoriaisColheitasAmostras';
/** The create screen (000 §2.1). */
export const COLHEITA_AMOSTRAS_CREATE_PATH = '/registar/colheita-amostras';
/** The list; a record's detail is `<list>/<id>` (001 §2.2). */
export const COLHEITA_AMOSTRAS_LIST_PATH = '/consultar/colheita-amostras';

/** The detail route of a domestic collection. */
export function colheitaAmostrasDetailPath(id: number): string {
  return `${COLHEITA_AMOSTRAS_LIST_PATH}/${id}`;
}

/** A domestic sample as the record carries it (001 §3.2). */
export interface AmostraDomestica {
  id: number;
  sequencia: string;
  tipoAmostra: TipoAmostra;
  identificacaoAnimal: string | null;
  quantidadeAnimais: number | null;
  quantidade: number | null;
  matriz: CodedRef;
  ensaios: number[];
  subCategoriaAnimal: CodedRef;
}

/** A domestic collection in the full projection (001 §3.2). */
export interface ColheitaAmostras extends ColheitaRecord {
  exploracao: ExploracaoRef;
  responsavelColheita: UtilizadorRef;
  especies: (CodedRef & { grupo?: string | null })[];
  bando: CodedRef | null;
  tipoControlo: CodedRef;
  data: string;
  observacoes: string | null;
  amostras: AmostraDomestica[];
}
