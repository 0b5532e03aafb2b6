import type { Role } from '../access/roles.ts';
import type { Workflow } from './workflow.ts';

/** The states of a record reviewed once per submission (notifications 002 §4, clinical exams 001 §4). */
export const REVIEW_ESTADOS = ['INICIAL', 'SUBMETIDO', 'DEVOLVIDO', 'VALIDO', 'INVALIDO'] as const;

/** One of {@link REVIEW_ESTADOS}. */
export type ReviewEstado = (typeof REVIEW_ESTADOS)[number];

/** What tells one reviewed record type from another. */
export interface ReviewWorkflowOptions {
  /** The toast of a return (each type names itself: 'Exame clinico devolvido.'). */
  devolvidoMessage: string;
  /** Only these roles validate (a notification's conclusion is ROLE_SIGSA's); unset: every reviewer. */
  validarRoles?: readonly Role[];
}

/**
 * The workflow of a record reviewed once per submission (brief §7; docs/workflows.md): INICIAL →submeter→
 * SUBMETIDO →validar→ VALIDO | →devolver→ DEVOLVIDO →submeter→ SUBMETIDO | →naoValidar→ INVALIDO. A resubmission
 * goes back to SUBMETIDO (unlike vaccination's SUBMETIDO_REANALISE): the latest return shows in DEVOLVIDO only.
 * The author saves in INICIAL and DEVOLVIDO; a submission tells the reviewers, a decision the record's keepers.
 */
export function reviewWorkflow(options: ReviewWorkflowOptions): Workflow<ReviewEstado> {
  return {
    states: REVIEW_ESTADOS,
    initial: 'INICIAL',
    editable: ['INICIAL', 'DEVOLVIDO'],
    final: ['VALIDO', 'INVALIDO'],
    operations: [
      {
        name: 'submeter',
        transitions: { INICIAL: 'SUBMETIDO', DEVOLVIDO: 'SUBMETIDO' },
        flag: 'SUBMETER',
        side: 'author',
        needsReason: false,
        notify: 'reviewers',
        successMessage: 'Registo submetido.',
      },
      {
        name: 'validar',
        transitions: { SUBMETIDO: 'VALIDO' },
        flag: 'VALIDAR',
        side: 'reviewer',
        needsReason: false,
        notify: 'author',
        successMessage: 'Registo validado.',
        ...(options.validarRoles ? { roles: options.validarRoles } : {}),
      },
      {
        name: 'devolver',
        transitions: { SUBMETIDO: 'DEVOLVIDO' },
        flag: 'DEVOLVER',
        side: 'reviewer',
        needsReason: true,
        notify: 'author',
        successMessage: options.devolvidoMessage,
      },
      {
        name: 'naoValidar',
        transitions: { SUBMETIDO: 'INVALIDO' },
        // 001 §4 and 002 §6 list NAO_VALIDAR among these records' flags (vaccination uses INVALIDAR).
        flag: 'NAO_VALIDAR',
        side: 'reviewer',
        needsReason: false,
        notify: 'author',
        successMessage: 'Registo não validado.',
      },
    ],
  };
}
