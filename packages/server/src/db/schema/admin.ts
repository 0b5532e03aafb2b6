import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
