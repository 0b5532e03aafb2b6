import type { Workflow } from '../../workflow/workflow.ts';

/**
 * A sanitary-risk record has no workflow (spec 002 gives it no state and no operation; issue 15): it is saved, and
 * its dates say when it is in force. The platform reads permissions from a workflow, so this is the workflow of
 * one state, always editable by the authors of the area (ROLE_SIGSA, ROLE_MANAGER), never archived, left by no
 * operation. The state is not stored: no column, no list column, no filter shows it.
 */
export const RISCO_ESTADOS = ['REGISTADO'] as const;

/** The one state of {@link RISCO_ESTADOS}. */
export type RiscoEstado = (typeof RISCO_ESTADOS)[number];

/** See {@link RISCO_ESTADOS}. */
export const RISCO_WORKFLOW: Workflow<RiscoEstado> = {
  states: RISCO_ESTADOS,
  initial: 'REGISTADO',
  editable: ['REGISTADO'],
  final: [],
  operations: [],
};
