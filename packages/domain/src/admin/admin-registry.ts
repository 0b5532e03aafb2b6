import type { AdminEntity } from './admin-entity.ts';
import { CUSTOM_TYPES_ADMIN, TIPOS_MOTIVOS_DEVOLUCAO_ADMIN } from './entities/tipos.admin.ts';
import {
  CONCELHOS_ADMIN,
  DISTRITOS_ADMIN,
  FREGUESIAS_ADMIN,
  PAISES_ADMIN,
} from './entities/geografia.admin.ts';
import { PEDIDOS_DADOS_PESSOAIS_ADMIN } from './entities/dados-pessoais.admin.ts';
import { INFRAESTRUTURAS_ADMIN, TIPOS_INFRAESTRUTURAS_ADMIN } from './entities/infraestruturas.admin.ts';
import {
  ENSAIOS_LABORATORIAIS_ADMIN,
  INSETICIDAS_ADMIN,
  LABORATORIOS_ADMIN,
  FREQUENCIAS_UTILIZACAO_ADMIN,
  LISTA_VALORES_ADMIN,
  MATRIZES_AMOSTRAS_ADMIN,
  TIPOS_ARMADILHA_ADMIN,
  TIPOS_CONTROLO_ADMIN,
  TIPOS_RESULTADOS_ADMIN,
} from './entities/laboratorio.admin.ts';
import { AUTENTICACOES_SIPA_ADMIN, DSAVRS_ADMIN, SERIES_ADMIN } from './entities/organizacao.admin.ts';
import {
  CATEGORIAS_ANIMAIS_ADMIN,
  DOENCAS_ADMIN,
  ESPECIES_ADMIN,
  SUB_CATEGORIAS_ANIMAIS_ADMIN,
} from './entities/sanidade.admin.ts';
import {
  DESCONFORMIDADES_ADMIN,
  DESCONFORMIDADES_REGISTO_SAUDE_ADMIN,
  MOTIVOS_EXAMES_ADMIN,
  ZONAS_CACAS_ADMIN,
} from './entities/exames.admin.ts';
import { BANDOS_ADMIN } from './entities/exploracoes.admin.ts';
import { MODELOS_DOCUMENTOS_ADMIN } from './entities/modelos-documentos.admin.ts';
import { CLASSIFICACOES_RISCO_ADMIN } from './entities/risco.admin.ts';
import {
  MEDICOS_VETERINARIOS_ADMIN,
  UTILIZADORES_ADMIN,
  UTILIZADORES_LABORATORIO_ADMIN,
} from './entities/utilizadores.admin.ts';

/**
 * Every administered entity, in the order of the Gerir menu (000 §2.2: diseases, sample matrices, control types,
 * lab assays, result types and value lists, laboratories, infrastructures and their types, insecticides, trap
 * types, usage frequencies, (farms), non-conformities, health-record non-conformities, species, animal
 * categories, exam reasons, hunting zones, sanitary-risk levels (ours), configurable types, …, users, lab users, veterinarians, countries,
 * districts, municipalities, parishes, document templates, series, SIPA authentications); return reasons and
 * DSAVRs (ours) after configurable types. Child entities (value lists, sub-categories) follow their parent and are
 * edited inside its form. One entity may have several entries (users): each entry after the first sets `view`.
 */
export const ADMIN_ENTITIES: readonly AdminEntity[] = [
  DOENCAS_ADMIN,
  MATRIZES_AMOSTRAS_ADMIN,
  TIPOS_CONTROLO_ADMIN,
  ENSAIOS_LABORATORIAIS_ADMIN,
  TIPOS_RESULTADOS_ADMIN,
  LISTA_VALORES_ADMIN,
  LABORATORIOS_ADMIN,
  INFRAESTRUTURAS_ADMIN,
  TIPOS_INFRAESTRUTURAS_ADMIN,
  INSETICIDAS_ADMIN,
  TIPOS_ARMADILHA_ADMIN,
  FREQUENCIAS_UTILIZACAO_ADMIN,
  BANDOS_ADMIN,
  DESCONFORMIDADES_ADMIN,
  DESCONFORMIDADES_REGISTO_SAUDE_ADMIN,
  ESPECIES_ADMIN,
  CATEGORIAS_ANIMAIS_ADMIN,
  SUB_CATEGORIAS_ANIMAIS_ADMIN,
  MOTIVOS_EXAMES_ADMIN,
  ZONAS_CACAS_ADMIN,
  CLASSIFICACOES_RISCO_ADMIN,
  CUSTOM_TYPES_ADMIN,
  TIPOS_MOTIVOS_DEVOLUCAO_ADMIN,
  DSAVRS_ADMIN,
  UTILIZADORES_ADMIN,
  UTILIZADORES_LABORATORIO_ADMIN,
  MEDICOS_VETERINARIOS_ADMIN,
  PAISES_ADMIN,
  DISTRITOS_ADMIN,
  CONCELHOS_ADMIN,
  FREGUESIAS_ADMIN,
  MODELOS_DOCUMENTOS_ADMIN,
  SERIES_ADMIN,
  AUTENTICACOES_SIPA_ADMIN,
  PEDIDOS_DADOS_PESSOAIS_ADMIN,
];

/** The administered entity of API path `entity` (its first entry, the one without a `view`), or undefined. */
export function adminEntity(entity: string): AdminEntity | undefined {
  return ADMIN_ENTITIES.find((e) => e.entity === entity);
}

/** The administered entity under `gestao/<path>`, or undefined. */
export function adminEntityByPath(path: string): AdminEntity | undefined {
  return ADMIN_ENTITIES.find((e) => e.path === path);
}

/** The message of a write on a read-only entity (405). */
export const READ_ONLY_MESSAGE = 'Estes dados são só de consulta: não podem ser alterados aqui.';
/** The message of a delete of a row other records use (409). */
export const IN_USE_MESSAGE = 'O registo está em uso; pode arquivá-lo.';
/** The message of a change of an immutable field (400). */
export function immutableMessage(label: string): string {
  return `O campo ${label} não pode ser alterado depois de criado.`;
}
/** The message of a repeated unique value (409). */
export function duplicateMessage(label: string): string {
  return `Já existe um registo com este valor no campo ${label}.`;
}
/** The message of a reference to an archived row (400). */
export const ARCHIVED_REFERENCE_MESSAGE = 'O registo escolhido está arquivado.';
/** The messages of arquivar/desarquivar on a row already so (409). */
export const ALREADY_ARCHIVED_MESSAGE = 'O registo já está arquivado.';
export const NOT_ARCHIVED_MESSAGE = 'O registo não está arquivado.';
