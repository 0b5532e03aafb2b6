import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS } from '../../access/areas.ts';
import { ROLES, type Role } from '../../access/roles.ts';
import {
  computePermissoes,
  findOperation,
  refuseOperation,
  refuseSave,
  type Actor,
  type RecordFacts,
} from '../../workflow/workflow.ts';
import {
  EXAME_ESTADOS,
  EXAME_ESTADOS_COM_DEVOLUCAO,
  EXAME_TIPO_MOTIVO_DEVOLUCAO,
  EXAME_WORKFLOW,
  exameResponsaveis,
  refuseExameSave,
  type ExameEstado,
} from './exame.workflow.ts';

function actor(role: Role, username = 'outro', userId = 99): Actor {
  return { role, username, userId, level: DEFAULT_ACCESS[role].examesClinicosNecropsias };
}

/** An exam created by `svl` whose vet is user 7. */
function record(estado: ExameEstado, createdBy = 'svl', vet: number | null = 7): RecordFacts<ExameEstado> {
  return { estado, createdBy, responsaveis: exameResponsaveis(vet, null), arquivado: false };
}

function operation(name: string) {
  const found = findOperation(EXAME_WORKFLOW, name);
  if (!found) throw new Error(name);
  return found;
}

describe('clinical exam workflow (001 §4, issue 14)', () => {
  it("is the reviewed record's workflow; a return says 'Exame clinico devolvido.' (not 001's 'Registo validado.')", () => {
    expect(EXAME_TIPO_MOTIVO_DEVOLUCAO).toBe('EXAME_DEVOLVER');
    expect(EXAME_ESTADOS_COM_DEVOLUCAO).toEqual(['DEVOLVIDO']);
    expect(Object.fromEntries(EXAME_WORKFLOW.operations.map((op) => [op.name, op.successMessage]))).toEqual({
      submeter: 'Registo submetido.',
      validar: 'Registo validado.',
      devolver: 'Exame clinico devolvido.',
      naoValidar: 'Registo não validado.',
    });
  });

  it('a submission tells the reviewers; a decision tells the keepers (creator, vet, responsible)', () => {
    expect(Object.fromEntries(EXAME_WORKFLOW.operations.map((op) => [op.name, op.notify]))).toEqual({
      submeter: 'reviewers',
      validar: 'author',
      devolver: 'author',
      naoValidar: 'author',
    });
    expect(exameResponsaveis(7, 9)).toEqual([7, 9]);
    expect(exameResponsaveis(7, 7)).toEqual([7]);
    expect(exameResponsaveis(null, undefined)).toEqual([]);
  });

  it('the keepers save in INICIAL and DEVOLVIDO: the creator, the vet; SVL/SVR what they keep; not LAB', () => {
    for (const estado of EXAME_ESTADOS)
      expect(refuseSave(EXAME_WORKFLOW, actor('ROLE_SVL', 'svl', 3), record(estado)), estado).toBe(
        estado === 'INICIAL' || estado === 'DEVOLVIDO' ? null : 'wrongState',
      );
    expect(refuseSave(EXAME_WORKFLOW, actor('ROLE_MV', 'mv', 7), record('INICIAL'))).toBeNull();
    expect(refuseSave(EXAME_WORKFLOW, actor('ROLE_MV', 'mv2', 8), record('INICIAL'))).toBe('forbidden');
    expect(refuseSave(EXAME_WORKFLOW, actor('ROLE_SVR', 'svr', 4), record('INICIAL'))).toBe('forbidden');
    for (const role of ['ROLE_LAB', 'ROLE_TRANSPORTADOR'] as const)
      expect(refuseSave(EXAME_WORKFLOW, actor(role), record('INICIAL')), role).toBe('forbidden');
  });

  it('ROLE_SIGSA and ROLE_MANAGER review (four eyes: never what they keep); the others never do', () => {
    const reviewers = ROLES.filter((role) => DEFAULT_ACCESS[role].examesClinicosNecropsias === 'REGISTO');
    expect(reviewers).toEqual(['ROLE_SIGSA', 'ROLE_MANAGER']);
    for (const role of ROLES)
      for (const name of ['validar', 'devolver', 'naoValidar'])
        expect(refuseOperation(operation(name), actor(role), record('SUBMETIDO')), `${name} ${role}`).toBe(
          reviewers.includes(role) ? null : 'forbidden',
        );
    const own = record('SUBMETIDO', 'sigsa');
    expect(refuseOperation(operation('validar'), actor('ROLE_SIGSA', 'sigsa', 1), own)).toBe('forbidden');
    expect(refuseOperation(operation('validar'), actor('ROLE_SIGSA', 'outro', 7), record('SUBMETIDO'))).toBe(
      'forbidden',
    );
  });

  it('gives the keeper GUARDAR and SUBMETER while editable, the reviewer the decisions once submitted', () => {
    const on = (p: Record<string, boolean>) => Object.keys(p).filter((k) => p[k]);
    const keeper = actor('ROLE_SVL', 'svl', 3);
    expect(on(computePermissoes(EXAME_WORKFLOW, keeper, record('INICIAL')))).toEqual(
      expect.arrayContaining(['GUARDAR', 'SUBMETER']),
    );
    expect(on(computePermissoes(EXAME_WORKFLOW, keeper, record('SUBMETIDO')))).not.toContain('GUARDAR');
    const reviewer = actor('ROLE_MANAGER', 'gestor', 2);
    expect(on(computePermissoes(EXAME_WORKFLOW, reviewer, record('SUBMETIDO')))).toEqual(
      expect.arrayContaining(['VALIDAR', 'DEVOLVER', 'NAO_VALIDAR']),
    );
  });

  it('edit policy: type and situation never change; the wild header only in INICIAL; a vet not the reasons', () => {
    const svl = actor('ROLE_SVL', 'svl', 3);
    expect(refuseExameSave(svl, record('INICIAL'), ['data', 'programa'])).toBeNull();
    expect(refuseExameSave(svl, record('INICIAL'), ['tipoAnimal'])).toEqual({
      refusal: 'wrongState',
      field: 'tipoAnimal',
    });
    expect(refuseExameSave(svl, record('INICIAL'), ['situacaoAnimal'])).toEqual({
      refusal: 'wrongState',
      field: 'situacaoAnimal',
    });
    expect(refuseExameSave(svl, record('DEVOLVIDO'), ['localizacao'])).toEqual({
      refusal: 'wrongState',
      field: 'localizacao',
    });
    expect(refuseExameSave(svl, record('DEVOLVIDO'), ['animaisCacados', 'data'])).toBeNull();
    const vet = actor('ROLE_MV', 'mv', 7);
    expect(refuseExameSave(vet, record('INICIAL'), ['motivosExames'])).toEqual({
      refusal: 'forbidden',
      field: 'motivosExames',
    });
    expect(refuseExameSave(vet, record('INICIAL'), ['exameOficial'])).toEqual({
      refusal: 'forbidden',
      field: 'exameOficial',
    });
    expect(refuseExameSave(vet, record('INICIAL'), ['data'])).toBeNull();
    expect(refuseExameSave(svl, record('SUBMETIDO'), ['data'])).toEqual({
      refusal: 'wrongState',
      field: null,
    });
  });
});
