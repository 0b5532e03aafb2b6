import { describe, expect, it } from 'vitest';
import { REVIEW_ESTADOS, reviewWorkflow } from './review-workflow.ts';
import { resultingState, statesLeft } from './workflow.ts';

const WORKFLOW = reviewWorkflow({ devolvidoMessage: 'Devolvido.' });

describe('reviewed record workflow (notifications 002 §4, clinical exams 001 §4)', () => {
  it('goes INICIAL → SUBMETIDO → VALIDO | DEVOLVIDO | INVALIDO, and DEVOLVIDO → SUBMETIDO again', () => {
    const table = WORKFLOW.operations.flatMap((op) =>
      REVIEW_ESTADOS.map((from) => [op.name, from, resultingState(op, from) ?? null] as const).filter(
        ([, , to]) => to !== null,
      ),
    );
    expect(table).toEqual([
      ['submeter', 'INICIAL', 'SUBMETIDO'],
      ['submeter', 'DEVOLVIDO', 'SUBMETIDO'],
      ['validar', 'SUBMETIDO', 'VALIDO'],
      ['devolver', 'SUBMETIDO', 'DEVOLVIDO'],
      ['naoValidar', 'SUBMETIDO', 'INVALIDO'],
    ]);
    expect(WORKFLOW.editable).toEqual(['INICIAL', 'DEVOLVIDO']);
    expect(statesLeft(WORKFLOW).filter((s) => WORKFLOW.final.includes(s))).toEqual([]);
  });

  it('flags SUBMETER, VALIDAR, DEVOLVER (with a reason), NAO_VALIDAR; who is told; each success', () => {
    expect(
      WORKFLOW.operations.map((op) => [op.name, op.flag, op.needsReason, op.notify, op.successMessage]),
    ).toEqual([
      ['submeter', 'SUBMETER', false, 'reviewers', 'Registo submetido.'],
      ['validar', 'VALIDAR', false, 'author', 'Registo validado.'],
      ['devolver', 'DEVOLVER', true, 'author', 'Devolvido.'],
      ['naoValidar', 'NAO_VALIDAR', false, 'author', 'Registo não validado.'],
    ]);
  });

  it('restricts validar to the roles given, and to none otherwise', () => {
    expect(WORKFLOW.operations.find((op) => op.name === 'validar')?.roles).toBeUndefined();
    const restricted = reviewWorkflow({ devolvidoMessage: 'x', validarRoles: ['ROLE_SIGSA'] });
    expect(restricted.operations.find((op) => op.name === 'validar')?.roles).toEqual(['ROLE_SIGSA']);
    expect(restricted.operations.filter((op) => op.roles).map((op) => op.name)).toEqual(['validar']);
  });
});
