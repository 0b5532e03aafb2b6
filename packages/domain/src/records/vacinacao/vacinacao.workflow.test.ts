import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS } from '../../access/areas.ts';
import { ROLES, type Role } from '../../access/roles.ts';
import {
  ARCHIVE_MESSAGES,
  computePermissoes,
  findOperation,
  refuseArchive,
  statesLeft,
  refuseOperation,
  refuseSave,
  resultingState,
  type Actor,
  type RecordFacts,
} from '../../workflow/workflow.ts';
import { VACINACAO_ESTADOS, VACINACAO_WORKFLOW, type VacinacaoEstado } from './vacinacao.workflow.ts';

function actor(role: Role, username = 'outro', userId = 99): Actor {
  return { role, username, userId, level: DEFAULT_ACCESS[role].vacinacoes };
}

function record(
  estado: VacinacaoEstado,
  createdBy = 'mv',
  responsaveis: number[] = [7],
  arquivado = false,
): RecordFacts<VacinacaoEstado> {
  return { estado, createdBy, responsaveis, arquivado };
}

function operation(name: string) {
  const found = findOperation(VACINACAO_WORKFLOW, name);
  if (!found) throw new Error(name);
  return found;
}

describe('vaccination workflow table (spec 002 §4, brief §7)', () => {
  it('goes INICIAL → SUBMETIDO → VALIDO | DEVOLVIDO | INVALIDO, and DEVOLVIDO → SUBMETIDO_REANALISE', () => {
    const table = VACINACAO_WORKFLOW.operations.flatMap((op) =>
      VACINACAO_ESTADOS.map((from) => [op.name, from, resultingState(op, from) ?? null] as const).filter(
        ([, , to]) => to !== null,
      ),
    );
    expect(table).toEqual([
      ['submeter', 'INICIAL', 'SUBMETIDO'],
      ['submeter', 'DEVOLVIDO', 'SUBMETIDO_REANALISE'],
      ['validar', 'SUBMETIDO', 'VALIDO'],
      ['validar', 'SUBMETIDO_REANALISE', 'VALIDO'],
      ['devolver', 'SUBMETIDO', 'DEVOLVIDO'],
      ['devolver', 'SUBMETIDO_REANALISE', 'DEVOLVIDO'],
      ['naoValidar', 'SUBMETIDO', 'INVALIDO'],
      ['naoValidar', 'SUBMETIDO_REANALISE', 'INVALIDO'],
    ]);
    expect(operation('devolver').needsReason).toBe(true);
    expect(VACINACAO_WORKFLOW.operations.filter((op) => op.needsReason).map((op) => op.name)).toEqual([
      'devolver',
    ]);
  });

  it('says each success in the spec words', () => {
    expect(
      Object.fromEntries(VACINACAO_WORKFLOW.operations.map((op) => [op.name, op.successMessage])),
    ).toEqual({
      submeter: 'Registo submetido.',
      validar: 'Registo validado.',
      devolver: 'Registo devolvido.',
      naoValidar: 'Registo não validado.',
    });
  });

  it('saving is for the keeper (or the full register level) in INICIAL and DEVOLVIDO only', () => {
    const mv = actor('ROLE_MV', 'mv', 7);
    for (const estado of VACINACAO_ESTADOS)
      expect(refuseSave(VACINACAO_WORKFLOW, mv, record(estado)), estado).toBe(
        estado === 'INICIAL' || estado === 'DEVOLVIDO' ? null : 'wrongState',
      );
    // Another veterinarian (limited level) may not touch it; the authority may.
    expect(refuseSave(VACINACAO_WORKFLOW, actor('ROLE_MV', 'mv2', 8), record('INICIAL'))).toBe('forbidden');
    expect(refuseSave(VACINACAO_WORKFLOW, actor('ROLE_SIGSA'), record('INICIAL'))).toBeNull();
    // The responsible veterinarian keeps a record somebody else created.
    expect(refuseSave(VACINACAO_WORKFLOW, actor('ROLE_MV', 'mv3', 7), record('INICIAL', 'sigsa'))).toBeNull();
    // Consult levels never save.
    for (const role of ['ROLE_SVL', 'ROLE_SVR', 'ROLE_LAB', 'ROLE_TRANSPORTADOR'] as const)
      expect(refuseSave(VACINACAO_WORKFLOW, actor(role), record('INICIAL')), role).toBe('forbidden');
  });

  it('reviewing needs the full register level and somebody else’s record (four eyes)', () => {
    const validar = operation('validar');
    for (const role of ROLES) {
      const expected = DEFAULT_ACCESS[role].vacinacoes === 'REGISTO' ? null : 'forbidden';
      expect(refuseOperation(validar, actor(role), record('SUBMETIDO')), role).toBe(expected);
    }
    // The creator, or the responsible veterinarian, never reviews, whatever the role.
    expect(refuseOperation(validar, actor('ROLE_SIGSA', 'mv', 1), record('SUBMETIDO'))).toBe('forbidden');
    expect(refuseOperation(validar, actor('ROLE_SIGSA', 'sigsa', 7), record('SUBMETIDO'))).toBe('forbidden');
    // The right actor in the wrong state: 409, not 403.
    expect(refuseOperation(validar, actor('ROLE_SIGSA'), record('INICIAL'))).toBe('wrongState');
    expect(refuseOperation(validar, actor('ROLE_MV', 'mv', 7), record('INICIAL'))).toBe('forbidden');
  });

  it('permissoes: the flags follow role, state and ownership', () => {
    const mv = actor('ROLE_MV', 'mv', 7);
    const sigsa = actor('ROLE_SIGSA', 'sigsa', 1);
    const svl = actor('ROLE_SVL', 'svl', 3);
    const on = (p: Record<string, boolean>) => Object.keys(p).filter((k) => p[k]);
    expect(on(computePermissoes(VACINACAO_WORKFLOW, mv, record('INICIAL')))).toEqual([
      'GUARDAR',
      'SUBMETER',
      'CRIAR',
      'CONSULTAR',
      'EDITAR',
    ]);
    expect(on(computePermissoes(VACINACAO_WORKFLOW, mv, record('SUBMETIDO')))).toEqual([
      'CRIAR',
      'CONSULTAR',
    ]);
    expect(on(computePermissoes(VACINACAO_WORKFLOW, sigsa, record('SUBMETIDO')))).toEqual([
      'VALIDAR',
      'INVALIDAR',
      'DEVOLVER',
      'CRIAR',
      'CONSULTAR',
    ]);
    expect(on(computePermissoes(VACINACAO_WORKFLOW, sigsa, record('VALIDO')))).toEqual([
      'CRIAR',
      'CONSULTAR',
      'ARQUIVAR',
    ]);
    expect(on(computePermissoes(VACINACAO_WORKFLOW, sigsa, record('INVALIDO', 'mv', [7], true)))).toEqual([
      'CRIAR',
      'CONSULTAR',
      'DESARQUIVAR',
    ]);
    expect(on(computePermissoes(VACINACAO_WORKFLOW, svl, record('SUBMETIDO')))).toEqual(['CONSULTAR']);
  });

  it('final states are VALIDO and INVALIDO, and no operation leaves them', () => {
    expect(VACINACAO_WORKFLOW.final).toEqual(['VALIDO', 'INVALIDO']);
    expect(statesLeft(VACINACAO_WORKFLOW).filter((s) => VACINACAO_WORKFLOW.final.includes(s))).toEqual([]);
  });

  it('archiving: the full register level (its own records too), final states only, once', () => {
    for (const role of ROLES) {
      const expected = DEFAULT_ACCESS[role].vacinacoes === 'REGISTO' ? null : 'forbidden';
      expect(
        refuseArchive(VACINACAO_WORKFLOW, 'arquivar', actor(role), record('VALIDO'))?.refusal ?? null,
        role,
      ).toBe(expected);
    }
    const sigsa = actor('ROLE_SIGSA', 'sigsa', 1);
    // No four eyes: archiving decides nothing about the content.
    expect(refuseArchive(VACINACAO_WORKFLOW, 'arquivar', sigsa, record('VALIDO', 'sigsa', [1]))).toBeNull();
    for (const estado of VACINACAO_ESTADOS.filter((e) => e !== 'VALIDO' && e !== 'INVALIDO'))
      expect(refuseArchive(VACINACAO_WORKFLOW, 'arquivar', sigsa, record(estado)), estado).toEqual({
        refusal: 'wrongState',
        message: ARCHIVE_MESSAGES.notFinal,
      });
    expect(refuseArchive(VACINACAO_WORKFLOW, 'arquivar', sigsa, record('VALIDO', 'mv', [7], true))).toEqual({
      refusal: 'wrongState',
      message: ARCHIVE_MESSAGES.alreadyArchived,
    });
    expect(refuseArchive(VACINACAO_WORKFLOW, 'desarquivar', sigsa, record('INVALIDO'))).toEqual({
      refusal: 'wrongState',
      message: ARCHIVE_MESSAGES.notArchived,
    });
    expect(
      refuseArchive(VACINACAO_WORKFLOW, 'desarquivar', sigsa, record('INVALIDO', 'mv', [7], true)),
    ).toBeNull();
  });
});
