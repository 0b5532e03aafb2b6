import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { tiposMotivosDevolucao } from './reference.ts';
import { utilizadores } from './users.ts';

// The tables every record type shares (brief §4, §7; issue 4): numbering series, the audit trail, returns,
// comments, documents and in-app notifications. A row names its record by entity path and id, so a new record
// type needs no new table here.

/** Numbering series (`series`): one per record class; `ultimoNumero` is the last number given out. */
export const series = pgTable(
  'series',
  {
    id: serial('id').primaryKey(),
    /** The record class it numbers: the entity path, e.g. `vacinacoes`. */
    classe: text('classe').notNull(),
    nome: text('nome').notNull(),
    predefinida: boolean('predefinida').notNull().default(false),
    ativa: boolean('ativa').notNull().default(true),
    ultimoNumero: integer('ultimo_numero').notNull().default(0),
    version: integer('version').notNull().default(0),
  },
  (t) => [unique('series_classe_nome_unique').on(t.classe, t.nome)],
);

/** One row per state change or save of a record: who, under which role, when, what, from and to, why. */
export const registosAuditoria = pgTable(
  'registos_auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entidade: text('entidade').notNull(),
    registoId: integer('registo_id').notNull(),
    operacao: text('operacao').notNull(),
    estadoAnterior: text('estado_anterior'),
    estadoNovo: text('estado_novo'),
    utilizador: text('utilizador').notNull(),
    role: text('role').notNull(),
    data: timestamp('data', { withTimezone: true }).notNull().defaultNow(),
    motivo: text('motivo'),
  },
  (t) => [index('registos_auditoria_registo_idx').on(t.entidade, t.registoId, t.id)],
);

/** Returns of a record (`devolucoes`): the latest (highest id) is shown while the record is returned. */
export const devolucoes = pgTable(
  'devolucoes',
  {
    id: serial('id').primaryKey(),
    entidade: text('entidade').notNull(),
    registoId: integer('registo_id').notNull(),
    dataDevolucao: timestamp('data_devolucao', { withTimezone: true }).notNull().defaultNow(),
    motivoId: integer('motivo_id')
      .notNull()
      .references(() => tiposMotivosDevolucao.id),
    descricao: text('descricao'),
    createdBy: text('created_by').notNull(),
  },
  (t) => [index('devolucoes_registo_idx').on(t.entidade, t.registoId, t.id)],
);

/** Comments on a record (`comentarios`), seen by the roles in `perfisComAcesso` (default ROLE_ANY). */
export const comentarios = pgTable(
  'comentarios',
  {
    id: serial('id').primaryKey(),
    entidade: text('entidade').notNull(),
    registoId: integer('registo_id').notNull(),
    comentario: text('comentario').notNull(),
    perfisComAcesso: text('perfis_com_acesso')
      .array()
      .notNull()
      .default(sql`ARRAY['ROLE_ANY']::text[]`),
    role: text('role').notNull(),
    createdBy: text('created_by').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comentarios_registo_idx').on(t.entidade, t.registoId, t.createdOn)],
);

/**
 * Uploaded files: the bytes live in the file store under `chave` (never derived from the user's file name);
 * the row says whose they are — a record's attachments (`comentarioId` null) or a comment's.
 */
export const documentos = pgTable(
  'documentos',
  {
    id: serial('id').primaryKey(),
    chave: text('chave').notNull().unique(),
    nome: text('nome').notNull(),
    titulo: text('titulo'),
    tipoMime: text('tipo_mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    entidade: text('entidade').notNull(),
    registoId: integer('registo_id').notNull(),
    comentarioId: integer('comentario_id').references(() => comentarios.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documentos_registo_idx').on(t.entidade, t.registoId),
    index('documentos_comentario_idx').on(t.comentarioId),
  ],
);

/** In-app notifications (spec 000 §2.4, §3): one row per user told. */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: serial('id').primaryKey(),
    utilizadorId: integer('utilizador_id')
      .notNull()
      .references(() => utilizadores.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    titulo: text('titulo').notNull(),
    mensagem: text('mensagem').notNull(),
    importancia: text('importancia').notNull().default('NORMAL'),
    link: text('link'),
    fragmentOnPage: text('fragment_on_page'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    vista: boolean('vista').notNull().default(false),
  },
  (t) => [index('notificacoes_utilizador_idx').on(t.utilizadorId, t.vista, t.tipo)],
);
