import { CARTAO_DECISAO, cartaoEstados, type CartaoIndicador } from './indicadores.ts';

// The cards each kind of workflow gives its record types, so two types of one workflow count alike.
// Spec 000 §2.3: Inicial = INICIAL + DEVOLVIDO (a returned record is its author's to-do again); Em análise =
// EM_ANALISE + SUBMETIDO_REANALISE. Ours: Submetido, Em validação, Válido, Inválido, each its state; and, for the
// reviewing roles, what awaits the caller's own decision (not a state: the records the caller may decide now).

/** "Inicial": a record being written, or returned to its author. */
const INICIAL = cartaoEstados('INICIAL', 'Inicial', ['INICIAL', 'DEVOLVIDO']);
const VALIDO = cartaoEstados('VALIDO', 'Válido', ['VALIDO']);
const INVALIDO = cartaoEstados('INVALIDO', 'Inválido', ['INVALIDO']);

/** A reviewed record (notifications, exams): submitted, it awaits a reviewer. */
export const CARTOES_REVISAO: readonly CartaoIndicador[] = [
  INICIAL,
  cartaoEstados('SUBMETIDO', 'Em validação', ['SUBMETIDO'], { alerta: true }),
  VALIDO,
  INVALIDO,
  CARTAO_DECISAO,
];

/**
 * Vaccination: a resubmission after a return goes to SUBMETIDO_REANALISE (docs/workflows.md), so both await the
 * reviewer's decision.
 */
export const CARTOES_VACINACAO: readonly CartaoIndicador[] = [
  INICIAL,
  cartaoEstados('SUBMETIDO', 'A aguardar validação', ['SUBMETIDO', 'SUBMETIDO_REANALISE'], { alerta: true }),
  VALIDO,
  INVALIDO,
  CARTAO_DECISAO,
];

/**
 * A laboratory collection: submitted, it awaits the laboratory's reception; in analysis (or back for a
 * re-analysis), its results; in validation, a reviewer. The laboratory sees its two cards: what it must receive
 * and what it must analyse.
 */
export const CARTOES_COLHEITA: readonly CartaoIndicador[] = [
  INICIAL,
  cartaoEstados('SUBMETIDO', 'Submetido', ['SUBMETIDO'], {
    alerta: true,
    perfis: [...INICIAL.perfis, 'ROLE_LAB'],
  }),
  cartaoEstados('EM_ANALISE', 'Em análise', ['EM_ANALISE', 'SUBMETIDO_REANALISE'], {
    alerta: true,
    perfis: [...INICIAL.perfis, 'ROLE_LAB'],
  }),
  cartaoEstados('EM_VALIDACAO', 'Em validação', ['EM_VALIDACAO'], { alerta: true }),
  VALIDO,
  INVALIDO,
  CARTAO_DECISAO,
];
