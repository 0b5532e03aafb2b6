import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
