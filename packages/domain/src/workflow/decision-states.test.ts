import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCESS_LEVELS } from '../access/access-levels.ts';
import { ROLES } from '../access/roles.ts';
import { EXAME_WORKFLOW } from '../records/exame-clinico-necropsia/exame.workflow.ts';
import { NOTIFICACAO_WORKFLOW } from '../records/notificacao-suspeita-doenca/notificacao.workflow.ts';
import { RISCO_WORKFLOW } from '../records/risco-sanitario/risco.workflow.ts';
import { VACINACAO_WORKFLOW } from '../records/vacinacao/vacinacao.workflow.ts';
import { LAB_COLLECTION_WORKFLOW } from './lab-collection-workflow.ts';
import { decisionStates, refuseOperation, sideAt, type Actor, type Workflow } from './workflow.ts';

// Início's "A aguardar a minha decisão" counts, per type, the records in `decisionStates` the caller does not keep.
// That must be exactly the records on which the caller may run some operation as reviewer.

const WORKFLOWS: readonly [string, Workflow<string>][] = [
  ['notificações', NOTIFICACAO_WORKFLOW],
  ['exames', EXAME_WORKFLOW],
  ['vacinações', VACINACAO_WORKFLOW],
  ['colheitas', LAB_COLLECTION_WORKFLOW],
  ['risco sanitário', RISCO_WORKFLOW],
];

describe('decisionStates', () => {
  it('names the states a reviewer decides from, per workflow', () => {
    expect(decisionStates(NOTIFICACAO_WORKFLOW, 'ROLE_SVL', 'REGISTO')).toEqual(['SUBMETIDO']);
    expect(decisionStates(EXAME_WORKFLOW, 'ROLE_SIGSA', 'REGISTO')).toEqual(['SUBMETIDO']);
    expect(decisionStates(VACINACAO_WORKFLOW, 'ROLE_SVR', 'REGISTO')).toEqual([
      'SUBMETIDO',
      'SUBMETIDO_REANALISE',
    ]);
    expect(decisionStates(LAB_COLLECTION_WORKFLOW, 'ROLE_MANAGER', 'REGISTO')).toEqual(['EM_VALIDACAO']);
  });

  it('is empty below the full REGISTO level and without a role', () => {
    expect(decisionStates(NOTIFICACAO_WORKFLOW, 'ROLE_SVL', 'CONSULTA')).toEqual([]);
    expect(decisionStates(NOTIFICACAO_WORKFLOW, 'ROLE_SVL', undefined)).toEqual([]);
    expect(decisionStates(NOTIFICACAO_WORKFLOW, null, 'REGISTO')).toEqual([]);
  });

  it.each(WORKFLOWS)(
    '%s: in a decision state and not kept ⇔ some reviewer operation may run (four-eyes)',
    (_, workflow) => {
      fc.assert(
        fc.property(
          fc.constantFrom(...workflow.states),
          fc.constantFrom(...ROLES),
          fc.constantFrom(...ACCESS_LEVELS, undefined),
          fc.boolean(),
          (estado, role, level, kept) => {
            const actor: Actor = { userId: 7, username: 'revisor', role, level, laboratorioId: null };
            const record = {
              estado,
              createdBy: kept ? 'revisor' : 'autor',
              responsaveis: [],
              arquivado: false,
              laboratorioId: null,
            };
            const decides = workflow.operations.some(
              (op) => sideAt(op, estado) === 'reviewer' && refuseOperation(op, actor, record) === null,
            );
            expect(decisionStates(workflow, role, level).includes(estado) && !kept).toBe(decides);
          },
        ),
      );
    },
  );
});
