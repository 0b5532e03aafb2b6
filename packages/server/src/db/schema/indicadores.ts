import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Início's figures kept as counters (issue 17; docs/decisions.md, "Contadores do Início"): counting a million
// records per card costs what the figures may not, so each write of a record table adds, in its own transaction,
// the deltas of the records it changed (statement triggers of migration 0028, over the source each type declares
// in `indicadores_fontes`). Rows are only ever added by writers (no lock between two saves); a periodic
// compaction folds a key's rows into one. A figure is the sum of the rows the caller's visibility selects.

/** What each record table counts: its list entity, its table, and the SELECT of its counted rows (see 0028). */
export const indicadoresFontes = pgTable('indicadores_fontes', {
  entidade: text('entidade').primaryKey(),
  tabela: text('tabela').notNull(),
  /**
   * A SELECT over `%1$s` (the table, or a trigger's transition table) answering, per counted (not archived)
   * record: `estado`, `extra` (the card's second filter, e.g. the exams' DDO category, '' when none), `regiao`
   * (what SVL/SVR visibility compares, as text, '' when none), `laboratorio_id` (0 when none) and `guardioes`
   * (the ids of the users who keep it: MV visibility and the SVL's own).
   */
  linhas: text('linhas').notNull(),
});

/**
 * Deltas of the figures: one record counts +1 under `guardiao_id` 0 (the whole) and +1 under each user who keeps
 * it. A key may have many rows until compacted; the figure is their sum.
 */
export const indicadoresContagens = pgTable(
  'indicadores_contagens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entidade: text('entidade').notNull(),
    estado: text('estado').notNull(),
    extra: text('extra').notNull().default(''),
    regiao: text('regiao').notNull().default(''),
    laboratorioId: integer('laboratorio_id').notNull().default(0),
    guardiaoId: integer('guardiao_id').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull(),
    /** Written by a record's statement since the last compaction. */
    novo: boolean('novo').notNull().default(true),
  },
  (t) => [
    index('indicadores_contagens_guardiao_idx').on(t.entidade, t.guardiaoId),
    index('indicadores_contagens_novas_idx')
      .on(t.entidade)
      .where(sql`${t.novo}`),
  ],
);
