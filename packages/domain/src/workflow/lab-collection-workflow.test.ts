import { describe, expect, it } from 'vitest';
import { quemPode } from '../access/quem-pode.ts';
import { DEFAULT_ACCESS } from '../access/areas.ts';
import type { Role } from '../access/roles.ts';
import type { AccessLevel } from '../access/access-levels.ts';
import {
  LAB_COLLECTION_ESTADOS,
  LAB_COLLECTION_WORKFLOW,
  samplesLocked,
  type LabCollectionEstado,
} from './lab-collection-workflow.ts';
import {
  computePermissoes,
  findOperation,
  refuseAnalysesSave,
  refuseOperation,
  refuseSave,
  resultingState,
  statesLeft,
  type Actor,
  type RecordFacts,
} from './workflow.ts';

const WORKFLOW = LAB_COLLECTION_WORKFLOW;
const INIAV = 1;
const ACOS = 5;

const actor = (role: Role, level: AccessLevel, extra: Partial<Actor> = {}): Actor => ({
  userId: 10,
  username: 'quem',
  role,
  level,
  ...extra,
});
const vet = actor('ROLE_MV', 'REGISTO_LIMITADO', { userId: 1, username: 'mv' });
const sigsa = actor('ROLE_SIGSA', 'REGISTO', { userId: 2, username: 'sigsa' });
const manager = actor('ROLE_MANAGER', 'REGISTO', { userId: 3, username: 'gestor' });
const lab = actor('ROLE_LAB', 'CONSULTA_LIMITADA', { userId: 4, username: 'lab', laboratorioId: INIAV });
const otherLab = actor('ROLE_LAB', 'CONSULTA_LIMITADA', { userId: 5, username: 'acos', laboratorioId: ACOS });
const labWithoutLab = actor('ROLE_LAB', 'CONSULTA_LIMITADA', {
  userId: 6,
  username: 'semlab',
  laboratorioId: null,
});

/** A collection the vet created, addressed to INIAV, in `estado`. */
const collection = (estado: LabCollectionEstado, extra: Partial<RecordFacts<LabCollectionEstado>> = {}) => ({
  estado,
  createdBy: 'mv',
  responsaveis: [1],
  arquivado: false,
  laboratorioId: INIAV,
  ...extra,
});

const op = (name: string) => {
  const found = findOperation(WORKFLOW, name);
  if (!found) throw new Error(name);
  return found;
};

describe('lab collection workflow (001 §4, issue 16)', () => {
  it('goes from request to validated result, with both returns and their loops', () => {
    const table = WORKFLOW.operations.flatMap((operation) =>
      LAB_COLLECTION_ESTADOS.map(
        (from) => [operation.name, from, resultingState(operation, from) ?? null] as const,
      )
        .filter(([, , to]) => to !== null)
        .map(([name, from, to]) => `${name}: ${from} → ${to}`),
    );
    expect(table).toEqual([
      'submeter: INICIAL → SUBMETIDO',
      'submeter: DEVOLVIDO → SUBMETIDO',
      'rececionar: SUBMETIDO → EM_ANALISE',
      'submeterAnalise: EM_ANALISE → EM_VALIDACAO',
      'submeterAnalise: SUBMETIDO_REANALISE → EM_VALIDACAO',
      'validar: EM_VALIDACAO → VALIDO',
      'invalidar: EM_VALIDACAO → INVALIDO',
      'devolverParaReAnalise: EM_VALIDACAO → SUBMETIDO_REANALISE',
      'devolverParaReSubmissao: SUBMETIDO → DEVOLVIDO',
      'devolverParaReSubmissao: EM_VALIDACAO → DEVOLVIDO',
    ]);
    expect(WORKFLOW.final).toEqual(['VALIDO', 'INVALIDO']);
    expect(statesLeft(WORKFLOW).filter((s) => WORKFLOW.final.includes(s))).toEqual([]);
  });

  it('flags, reasons, who is told and each toast in the words of 001 §8', () => {
    expect(
      WORKFLOW.operations.map((o) => [o.name, o.flag, o.needsReason, o.notify, o.successMessage]),
    ).toEqual([
      ['submeter', 'SUBMETER', false, 'laboratory', 'Registo submetido.'],
      ['rececionar', 'RECECIONAR', false, null, 'Registo rececionado.'],
      ['submeterAnalise', 'SUBMETER_ANALISE', false, 'reviewers', 'Analises submetidas.'],
      ['validar', 'VALIDAR', false, 'author', 'Registo validado.'],
      ['invalidar', 'INVALIDAR', false, 'author', 'Registo invalidado'],
      [
        'devolverParaReAnalise',
        'DEVOLVER_PARA_REANALISE',
        true,
        'laboratory',
        'Colheita de Amostra devolvido.',
      ],
      ['devolverParaReSubmissao', 'DEVOLVER', true, 'author', 'Colheita de Amostra devolvido.'],
    ]);
  });

  it('the requester saves and submits in INICIAL and DEVOLVIDO only', () => {
    for (const estado of LAB_COLLECTION_ESTADOS)
      expect([estado, refuseSave(WORKFLOW, vet, collection(estado))]).toEqual([
        estado,
        estado === 'INICIAL' || estado === 'DEVOLVIDO' ? null : 'wrongState',
      ]);
    expect(refuseSave(WORKFLOW, lab, collection('INICIAL'))).toBe('forbidden');
    expect(refuseOperation(op('submeter'), vet, collection('DEVOLVIDO'))).toBeNull();
    expect(refuseOperation(op('submeter'), lab, collection('INICIAL'))).toBe('forbidden');
  });

  it('only the addressed laboratory receives, registers and submits analyses', () => {
    expect(refuseOperation(op('rececionar'), lab, collection('SUBMETIDO'))).toBeNull();
    expect(refuseOperation(op('rececionar'), lab, collection('EM_ANALISE'))).toBe('wrongState');
    for (const other of [otherLab, labWithoutLab, sigsa, vet])
      expect([other.username, refuseOperation(op('rececionar'), other, collection('SUBMETIDO'))]).toEqual([
        other.username,
        'forbidden',
      ]);
    // A collection not yet addressed to any laboratory has none to receive it.
    expect(refuseOperation(op('rececionar'), lab, collection('SUBMETIDO', { laboratorioId: null }))).toBe(
      'forbidden',
    );
    expect(refuseOperation(op('submeterAnalise'), lab, collection('SUBMETIDO_REANALISE'))).toBeNull();
    expect(refuseOperation(op('submeterAnalise'), otherLab, collection('EM_ANALISE'))).toBe('forbidden');
    expect(refuseAnalysesSave(WORKFLOW, lab, collection('EM_ANALISE'))).toBeNull();
    expect(refuseAnalysesSave(WORKFLOW, lab, collection('SUBMETIDO_REANALISE'))).toBeNull();
    expect(refuseAnalysesSave(WORKFLOW, lab, collection('EM_VALIDACAO'))).toBe('wrongState');
    expect(refuseAnalysesSave(WORKFLOW, otherLab, collection('EM_ANALISE'))).toBe('forbidden');
    expect(refuseAnalysesSave(WORKFLOW, sigsa, collection('EM_ANALISE'))).toBe('forbidden');
    // A ROLE_LAB whose level on the area was taken away takes no side.
    const noAccess = { ...lab, level: 'SEM_ACESSO' as const };
    expect(refuseOperation(op('rececionar'), noAccess, collection('SUBMETIDO'))).toBe('forbidden');
  });

  it('reviewers decide on EM_VALIDACAO, never on a collection they keep (four eyes)', () => {
    for (const name of ['validar', 'invalidar', 'devolverParaReAnalise', 'devolverParaReSubmissao']) {
      expect([name, refuseOperation(op(name), sigsa, collection('EM_VALIDACAO'))]).toEqual([name, null]);
      expect([name, refuseOperation(op(name), manager, collection('EM_VALIDACAO'))]).toEqual([name, null]);
      expect([name, refuseOperation(op(name), lab, collection('EM_VALIDACAO'))]).toEqual([name, 'forbidden']);
      expect([name, refuseOperation(op(name), vet, collection('EM_VALIDACAO'))]).toEqual([name, 'forbidden']);
    }
    const sigsasOwn = collection('EM_VALIDACAO', { createdBy: 'sigsa', responsaveis: [2] });
    expect(refuseOperation(op('validar'), sigsa, sigsasOwn)).toBe('forbidden');
  });

  it('ours: the laboratory returns a submitted collection to the requester; the reviewers do not', () => {
    const devolver = op('devolverParaReSubmissao');
    expect(refuseOperation(devolver, lab, collection('SUBMETIDO'))).toBeNull();
    expect(refuseOperation(devolver, otherLab, collection('SUBMETIDO'))).toBe('forbidden');
    expect(refuseOperation(devolver, sigsa, collection('SUBMETIDO'))).toBe('forbidden');
    expect(refuseOperation(devolver, lab, collection('EM_ANALISE'))).toBe('wrongState');
  });

  it('permissoes: each side sees its own buttons in each state', () => {
    const flags = (who: Actor, estado: LabCollectionEstado) =>
      Object.entries(computePermissoes(WORKFLOW, who, collection(estado)))
        .filter(([flag, on]) => on && !['CONSULTAR', 'CRIAR'].includes(flag))
        .map(([flag]) => flag);
    expect(flags(vet, 'INICIAL')).toEqual(['GUARDAR', 'SUBMETER', 'EDITAR']);
    expect(flags(vet, 'EM_ANALISE')).toEqual([]);
    expect(flags(lab, 'SUBMETIDO')).toEqual(['DEVOLVER', 'RECECIONAR']);
    expect(flags(lab, 'EM_ANALISE')).toEqual(['REGISTAR_ANALISES', 'SUBMETER_ANALISE']);
    expect(flags(otherLab, 'EM_ANALISE')).toEqual([]);
    expect(flags(sigsa, 'EM_VALIDACAO')).toEqual([
      'VALIDAR',
      'INVALIDAR',
      'DEVOLVER',
      'DEVOLVER_PARA_REANALISE',
    ]);
    expect(flags(sigsa, 'VALIDO')).toEqual(['ARQUIVAR']);
  });

  it('samples and assays lock once the laboratory has the collection in analysis', () => {
    expect(LAB_COLLECTION_ESTADOS.filter((estado) => !samplesLocked(estado))).toEqual([
      'INICIAL',
      'SUBMETIDO',
      'DEVOLVIDO',
    ]);
  });

  it('"Quem pode" names the laboratory for its own collections, the reviewers for the decisions', () => {
    const rows = quemPode('colheitaAmostras', WORKFLOW, DEFAULT_ACCESS);
    const who = (name: string) => rows.find((r) => r.operacao === name)?.perfis;
    expect(who('rececionar')).toEqual([{ role: 'ROLE_LAB', apenasOsSeus: true }]);
    expect(who('validar')).toEqual([
      { role: 'ROLE_SIGSA', apenasOsSeus: false },
      { role: 'ROLE_MANAGER', apenasOsSeus: false },
    ]);
    expect(who('devolverParaReSubmissao')).toEqual([
      { role: 'ROLE_SIGSA', apenasOsSeus: false },
      { role: 'ROLE_MANAGER', apenasOsSeus: false },
      { role: 'ROLE_LAB', apenasOsSeus: true },
    ]);
    expect(who('submeter')).toContainEqual({ role: 'ROLE_MV', apenasOsSeus: true });
  });
});
