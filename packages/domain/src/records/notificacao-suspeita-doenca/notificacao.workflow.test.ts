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
  maySetConclusao,
  NOTIFICACAO_CONCLUSAO_FIELDS,
  NOTIFICACAO_CONFIRM_MESSAGE,
  NOTIFICACAO_ESTADOS,
  NOTIFICACAO_ESTADOS_COM_DEVOLUCAO,
  NOTIFICACAO_SAVED_MESSAGE,
  NOTIFICACAO_TIPO_MOTIVO_DEVOLUCAO,
  NOTIFICACAO_WORKFLOW,
  notificacaoResponsaveis,
  refuseNotificacaoSave,
  type NotificacaoEstado,
} from './notificacao.workflow.ts';

function actor(role: Role, username = 'outro', userId = 99): Actor {
  return { role, username, userId, level: DEFAULT_ACCESS[role].notificacoesSuspeitasDoencas };
}

/** A notification created by `mv` whose notifier is user 7. */
function record(
  estado: NotificacaoEstado,
  createdBy = 'mv',
  notifier: number | null = 7,
): RecordFacts<NotificacaoEstado> {
  return { estado, createdBy, responsaveis: notificacaoResponsaveis(notifier), arquivado: false };
}

function operation(name: string) {
  const found = findOperation(NOTIFICACAO_WORKFLOW, name);
  if (!found) throw new Error(name);
  return found;
}

const on = (p: Record<string, boolean>) => Object.keys(p).filter((k) => p[k]);

describe('notification workflow table (spec 002 §4, issue 12)', () => {
  it("is the reviewed record's workflow (workflow/review-workflow.ts)", () => {
    expect(NOTIFICACAO_ESTADOS).toEqual(['INICIAL', 'SUBMETIDO', 'DEVOLVIDO', 'VALIDO', 'INVALIDO']);
    expect(NOTIFICACAO_WORKFLOW.final).toEqual(['VALIDO', 'INVALIDO']);
  });

  it('flags per spec 002 §6: SUBMETER, VALIDAR, DEVOLVER (with a reason of type EXAME_DEVOLVER), NAO_VALIDAR', () => {
    expect(Object.fromEntries(NOTIFICACAO_WORKFLOW.operations.map((op) => [op.name, op.flag]))).toEqual({
      submeter: 'SUBMETER',
      validar: 'VALIDAR',
      devolver: 'DEVOLVER',
      naoValidar: 'NAO_VALIDAR',
    });
    expect(NOTIFICACAO_WORKFLOW.operations.filter((op) => op.needsReason).map((op) => op.name)).toEqual([
      'devolver',
    ]);
    expect(NOTIFICACAO_TIPO_MOTIVO_DEVOLUCAO).toBe('EXAME_DEVOLVER');
    expect(NOTIFICACAO_ESTADOS_COM_DEVOLUCAO).toEqual(['DEVOLVIDO']);
  });

  it('says each success in the spec words, and asks "Deseja confirmar?" first', () => {
    expect(
      Object.fromEntries(NOTIFICACAO_WORKFLOW.operations.map((op) => [op.name, op.successMessage])),
    ).toEqual({
      submeter: 'Registo submetido.',
      validar: 'Registo validado.',
      devolver: 'Notificação de suspeita de doença devolvida.',
      naoValidar: 'Registo não validado.',
    });
    expect(NOTIFICACAO_SAVED_MESSAGE).toBe('Registo guardado com sucesso.');
    expect(NOTIFICACAO_CONFIRM_MESSAGE).toBe('Deseja confirmar?');
  });

  it('a submission tells the reviewers; a decision tells the keepers (creator and notifier)', () => {
    expect(Object.fromEntries(NOTIFICACAO_WORKFLOW.operations.map((op) => [op.name, op.notify]))).toEqual({
      submeter: 'reviewers',
      validar: 'author',
      devolver: 'author',
      naoValidar: 'author',
    });
    expect(notificacaoResponsaveis(7)).toEqual([7]);
    expect(notificacaoResponsaveis(null)).toEqual([]);
    expect(notificacaoResponsaveis(undefined)).toEqual([]);
  });

  it('saving is for the keeper (or the full register level) in INICIAL and DEVOLVIDO', () => {
    const mv = actor('ROLE_MV', 'mv', 1);
    for (const estado of NOTIFICACAO_ESTADOS)
      expect(refuseSave(NOTIFICACAO_WORKFLOW, mv, record(estado)), estado).toBe(
        estado === 'INICIAL' || estado === 'DEVOLVIDO' ? null : 'wrongState',
      );
    // The notifier keeps a record somebody else created; another veterinarian does not.
    expect(
      refuseSave(NOTIFICACAO_WORKFLOW, actor('ROLE_MV_MUNICIPAL', 'mvm', 7), record('INICIAL', 'sigsa')),
    ).toBeNull();
    expect(refuseSave(NOTIFICACAO_WORKFLOW, actor('ROLE_MV', 'mv2', 8), record('INICIAL'))).toBe('forbidden');
    // SVL/SVR register (limited): their own records.
    expect(
      refuseSave(NOTIFICACAO_WORKFLOW, actor('ROLE_SVL', 'svl', 3), record('INICIAL', 'svl')),
    ).toBeNull();
    for (const role of ['ROLE_LAB', 'ROLE_TRANSPORTADOR'] as const)
      expect(refuseSave(NOTIFICACAO_WORKFLOW, actor(role), record('INICIAL')), role).toBe('forbidden');
  });

  it('validar is ROLE_SIGSA’s alone (it needs the conclusion); MANAGER returns and refuses but never validates', () => {
    const reviewers = ROLES.filter((role) => DEFAULT_ACCESS[role].notificacoesSuspeitasDoencas === 'REGISTO');
    expect(reviewers).toEqual(['ROLE_SIGSA', 'ROLE_MANAGER']);
    for (const role of ROLES) {
      const reviews = reviewers.includes(role);
      expect(refuseOperation(operation('validar'), actor(role), record('SUBMETIDO')), role).toBe(
        role === 'ROLE_SIGSA' ? null : 'forbidden',
      );
      for (const name of ['devolver', 'naoValidar'])
        expect(refuseOperation(operation(name), actor(role), record('SUBMETIDO')), `${name} ${role}`).toBe(
          reviews ? null : 'forbidden',
        );
    }
    expect(operation('validar').roles).toEqual(['ROLE_SIGSA']);
    // Four eyes: the creator or the notifier never reviews.
    expect(refuseOperation(operation('validar'), actor('ROLE_SIGSA', 'mv', 1), record('SUBMETIDO'))).toBe(
      'forbidden',
    );
    expect(refuseOperation(operation('devolver'), actor('ROLE_SIGSA', 'sigsa', 7), record('SUBMETIDO'))).toBe(
      'forbidden',
    );
    // The right actor in the wrong state: 409.
    expect(refuseOperation(operation('validar'), actor('ROLE_SIGSA'), record('DEVOLVIDO'))).toBe(
      'wrongState',
    );
  });

  it('permissoes: the flags follow role, state and ownership; REMOVER is never given', () => {
    const mv = actor('ROLE_MV', 'mv', 1);
    const sigsa = actor('ROLE_SIGSA', 'sigsa', 2);
    const manager = actor('ROLE_MANAGER', 'manager', 4);
    expect(on(computePermissoes(NOTIFICACAO_WORKFLOW, mv, record('INICIAL')))).toEqual([
      'GUARDAR',
      'SUBMETER',
      'CRIAR',
      'CONSULTAR',
      'EDITAR',
    ]);
    expect(on(computePermissoes(NOTIFICACAO_WORKFLOW, mv, record('DEVOLVIDO')))).toEqual([
      'GUARDAR',
      'SUBMETER',
      'CRIAR',
      'CONSULTAR',
      'EDITAR',
    ]);
    expect(on(computePermissoes(NOTIFICACAO_WORKFLOW, mv, record('SUBMETIDO')))).toEqual([
      'CRIAR',
      'CONSULTAR',
    ]);
    // Save shows with GUARDAR or VALIDAR (002 §6): the reviewer's conclusion save.
    expect(on(computePermissoes(NOTIFICACAO_WORKFLOW, sigsa, record('SUBMETIDO')))).toEqual([
      'VALIDAR',
      'NAO_VALIDAR',
      'DEVOLVER',
      'CRIAR',
      'CONSULTAR',
    ]);
    expect(on(computePermissoes(NOTIFICACAO_WORKFLOW, manager, record('SUBMETIDO')))).toEqual([
      'NAO_VALIDAR',
      'DEVOLVER',
      'CRIAR',
      'CONSULTAR',
    ]);
    for (const estado of NOTIFICACAO_ESTADOS)
      for (const who of [mv, sigsa, manager])
        expect(computePermissoes(NOTIFICACAO_WORKFLOW, who, record(estado)).REMOVER).toBe(false);
  });
});

describe('notification edit policy (spec 002 §2, §6; issue 12 "Bad input")', () => {
  const mv = actor('ROLE_MV', 'mv', 1);
  const sigsa = actor('ROLE_SIGSA', 'sigsa', 2);
  const manager = actor('ROLE_MANAGER', 'manager', 4);

  it('the keeper saves in INICIAL; location and observation date freeze after it; the type never changes', () => {
    expect(
      refuseNotificacaoSave(mv, record('INICIAL'), ['localizacao', 'dataObservacao', 'doencas']),
    ).toBeNull();
    expect(refuseNotificacaoSave(mv, record('DEVOLVIDO'), ['doencas', 'declaracoesAnimais'])).toBeNull();
    for (const field of ['localizacao', 'dataObservacao'])
      expect(refuseNotificacaoSave(mv, record('DEVOLVIDO'), ['doencas', field])).toEqual({
        refusal: 'wrongState',
        field,
      });
    expect(refuseNotificacaoSave(mv, record('INICIAL'), ['tipoAnimal'])).toEqual({
      refusal: 'wrongState',
      field: 'tipoAnimal',
    });
  });

  it('ROLE_SIGSA in SUBMETIDO saves the conclusion only, while it holds VALIDAR', () => {
    expect(maySetConclusao(sigsa, record('SUBMETIDO'))).toBe(true);
    expect(refuseNotificacaoSave(sigsa, record('SUBMETIDO'), [...NOTIFICACAO_CONCLUSAO_FIELDS])).toBeNull();
    expect(refuseNotificacaoSave(sigsa, record('SUBMETIDO'), ['conclusaoSuspeita', 'doencas'])).toEqual({
      refusal: 'wrongState',
      field: 'doencas',
    });
  });

  it('a conclusion without VALIDAR is forbidden: MANAGER, the author, SIGSA outside SUBMETIDO or on its own record', () => {
    expect(maySetConclusao(manager, record('SUBMETIDO'))).toBe(false);
    expect(refuseNotificacaoSave(manager, record('SUBMETIDO'), ['conclusaoSuspeita'])).toEqual({
      refusal: 'forbidden',
      field: 'conclusaoSuspeita',
    });
    expect(refuseNotificacaoSave(mv, record('INICIAL'), ['doencas', 'ordemFoco'])).toEqual({
      refusal: 'forbidden',
      field: 'ordemFoco',
    });
    expect(refuseNotificacaoSave(sigsa, record('DEVOLVIDO'), ['motivoConfirmacao'])).toEqual({
      refusal: 'forbidden',
      field: 'motivoConfirmacao',
    });
    expect(
      refuseNotificacaoSave(actor('ROLE_SIGSA', 'mv', 1), record('SUBMETIDO'), ['conclusaoSuspeita']),
    ).toEqual({
      refusal: 'forbidden',
      field: 'conclusaoSuspeita',
    });
  });

  it('otherwise the workflow answers: 403 for a stranger, 409 for a state that takes no save', () => {
    expect(refuseNotificacaoSave(actor('ROLE_MV', 'mv2', 8), record('INICIAL'), ['doencas'])).toEqual({
      refusal: 'forbidden',
      field: null,
    });
    expect(refuseNotificacaoSave(manager, record('SUBMETIDO'), ['doencas'])).toEqual({
      refusal: 'wrongState',
      field: null,
    });
    for (const estado of ['VALIDO', 'INVALIDO'] as const)
      expect(refuseNotificacaoSave(sigsa, record(estado), [])).toEqual({
        refusal: 'wrongState',
        field: null,
      });
  });
});
