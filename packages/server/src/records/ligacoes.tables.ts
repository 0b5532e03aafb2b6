import { index, integer, pgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { colheitasAmostras } from './colheita-amostras/colheita-amostras.tables.ts';
import { colheitasAnimaisSelvagens } from './colheita-amostras-selvagens/colheita-selvagem.tables.ts';
import { examesClinicosNecropsias, idList } from './exame-clinico-necropsia/exame.tables.ts';
import { notificacoesSuspeitasDoencas } from './notificacao-suspeita-doenca/notificacao.tables.ts';

// The links between record types (issue 14 "Linked chain"), outside any one record folder: a record type never
// imports another's tables (docs/architecture.md), the link names both.

/**
 * The notifications an exam is linked to (`notificacoesSuspeitasDoencas` of the exam, in the order sent). Read
 * from both sides: a notification's linked exams (`ligacoes`) and the exams whose DDO category its diseases set.
 */
export const ecnNotificacoes = idList(
  'ecn_notificacoes',
  'notificacao_id',
  () => notificacoesSuspeitasDoencas.id,
  'ecn_notificacoes_notificacao_idx',
);

/**
 * The clinical exam a collection of `parent` refers to (001 §3.1, §3.2 `exameClinicoNecropsia`): at most one per
 * collection; read from both sides (the exam's collections in its `ligacoes`).
 */
function colheitaExames(prefix: string, parent: () => AnyPgColumn) {
  return pgTable(
    `${prefix}_exames`,
    {
      colheitaId: integer('colheita_id').primaryKey().references(parent, { onDelete: 'cascade' }),
      exameId: integer('exame_id')
        .notNull()
        .references(() => examesClinicosNecropsias.id),
    },
    (t) => [index(`${prefix}_exames_exame_idx`).on(t.exameId, t.colheitaId)],
  );
}

/** The exam of a domestic collection. */
export const camExames = colheitaExames('cam', () => colheitasAmostras.id);

/** The exam of a wild collection. */
export const casExames = colheitaExames('cas', () => colheitasAnimaisSelvagens.id);
