import { idList } from './exame-clinico-necropsia/exame.tables.ts';
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
