import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { adminColumns } from './columns.ts';

/**
 * One row per change made in Gerir (issue 13, `gestao/auditoria`): who, under which role, when, what, and the row
 * before and after (references as `{id, nome}`, secrets never).
 */
export const alteracoesGestao = pgTable(
  'alteracoes_gestao',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entidade: text('entidade').notNull(),
    registoId: integer('registo_id').notNull(),
    /** criar, alterar, arquivar, desarquivar, confirmar, remover, associar, desassociar. */
    operacao: text('operacao').notNull(),
    utilizador: text('utilizador').notNull(),
    role: text('role').notNull(),
    data: timestamp('data', { withTimezone: true }).notNull().defaultNow(),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
  },
  (t) => [
    index('alteracoes_gestao_registo_idx').on(t.entidade, t.registoId, t.id),
    index('alteracoes_gestao_data_idx').on(t.data),
  ],
);

/**
 * Credentials of the SIPA web service (IFAP's parcel system), administered in Gerir (issue 13). `segredo` holds
 * the password sealed with the server's secrets key (AES-256-GCM, platform/admin/secret-box.ts): never read back,
 * never audited.
 */
export const autenticacoesSipa = pgTable('autenticacoes_sipa', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  url: text('url').notNull(),
  utilizador: text('utilizador').notNull(),
  segredo: text('segredo').notNull(),
  ...adminColumns,
});

/**
 * Requests of data subjects (RGPD arts. 15–21; issue 13), administered in Gerir: `prazo` is the reception date plus
 * one month (art. 12(3)), kept so that the list sorts and filters on it.
 */
export const pedidosDadosPessoais = pgTable(
  'pedidos_dados_pessoais',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').notNull(),
    titularNome: text('titular_nome').notNull(),
    titularNif: text('titular_nif'),
    contacto: text('contacto'),
    dataRececao: date('data_rececao').notNull(),
    prazo: date('prazo').notNull(),
    pedido: text('pedido').notNull(),
    dataResposta: date('data_resposta'),
    resposta: text('resposta'),
    ...adminColumns,
  },
  (t) => [
    index('pedidos_dados_pessoais_prazo_idx').on(t.prazo),
    index('pedidos_dados_pessoais_nif_idx').on(t.titularNif),
  ],
);

/** Document templates (issue 13), administered in Gerir: a code and its description; the files are versions. */
export const modelosDocumentos = pgTable('modelos_documentos', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  descricao: text('descricao').notNull(),
  observacoes: text('observacoes'),
  ...adminColumns,
});

/**
 * Each file a template was given, numbered from 1; never replaced nor deleted (a document made from version n
 * says so), so a template with versions is archived rather than removed (the key restricts the delete). `chave`
 * is the file store's key; `sha256` lets anyone check a copy.
 */
export const modelosDocumentosVersoes = pgTable(
  'modelos_documentos_versoes',
  {
    id: serial('id').primaryKey(),
    modeloId: integer('modelo_id')
      .notNull()
      .references(() => modelosDocumentos.id),
    versao: integer('versao').notNull(),
    chave: text('chave').notNull().unique(),
    nome: text('nome').notNull(),
    tipoMime: text('tipo_mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    carregadoPor: text('carregado_por').notNull(),
    carregadoEm: timestamp('carregado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('modelos_documentos_versoes_modelo_versao_key').on(t.modeloId, t.versao)],
);
