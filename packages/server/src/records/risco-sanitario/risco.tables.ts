import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/schema/columns.ts';
import { classificacoesRisco, doencas } from '../../db/schema/reference.ts';

/**
 * Sanitary-risk records (spec 002 §3 "Sanitary risk (riscoSanitario)"): a disease's level over a set of parishes
 * for a period. No series, no state, no archive (issue 15). The parishes are an array of `dicofre` codes on the
 * row, not a child table: a save replaces the set in one row write (3,259 codes, no 3,259-row delete and
 * insert), a GIN index finds the records of a parish, and the level in force unnests the records of one disease.
 * The codes are checked against `freguesias` on every write (400 naming the unknown ones).
 */
export const riscosSanitarios = pgTable(
  'riscos_sanitarios',
  {
    id: serial('id').primaryKey(),
    doencaId: integer('doenca_id')
      .notNull()
      .references(() => doencas.id),
    classificacaoId: integer('classificacao_id')
      .notNull()
      .references(() => classificacoesRisco.id),
    dataInicioClassificacao: date('data_inicio_classificacao').notNull(),
    dataFinalClassificacao: date('data_final_classificacao'),
    observacao: text('observacao'),
    freguesias: text('freguesias')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...auditColumns,
  },
  (t) => [
    index('riscos_sanitarios_created_on_idx').on(t.createdOn, t.id),
    // The level in force: one disease's records started by a date.
    index('riscos_sanitarios_doenca_idx').on(t.doencaId, t.dataInicioClassificacao, t.id),
    index('riscos_sanitarios_freguesias_idx').using('gin', t.freguesias),
  ],
);

/**
 * What each save of a record did to its parishes (issue 15: "the history shows the parishes each save added and
 * removed"), written in the save's transaction; its creation adds them all.
 */
export const riscosSanitariosAlteracoes = pgTable(
  'riscos_sanitarios_alteracoes',
  {
    id: serial('id').primaryKey(),
    riscoId: integer('risco_id')
      .notNull()
      .references(() => riscosSanitarios.id, { onDelete: 'cascade' }),
    data: timestamp('data', { withTimezone: true }).notNull().defaultNow(),
    utilizador: text('utilizador').notNull(),
    adicionadas: text('adicionadas').array().notNull(),
    removidas: text('removidas').array().notNull(),
  },
  (t) => [index('riscos_sanitarios_alteracoes_risco_idx').on(t.riscoId, t.id)],
);
