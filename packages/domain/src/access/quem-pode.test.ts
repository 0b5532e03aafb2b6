import { describe, expect, it } from 'vitest';
import { VACINACAO_WORKFLOW } from '../records/vacinacao/vacinacao.workflow.ts';
import { DEFAULT_ACCESS } from './areas.ts';
import { quemPode } from './quem-pode.ts';

describe('quemPode', () => {
  it('gives each operation the roles the levels allow: authors register, reviewers hold REGISTO', () => {
    const rows = quemPode('vacinacoes', VACINACAO_WORKFLOW, DEFAULT_ACCESS);
    const submeter = rows.find((r) => r.operacao === 'submeter');
    const validar = rows.find((r) => r.operacao === 'validar');
    expect(submeter?.lado).toBe('author');
    expect(submeter?.perfis).toEqual(
      expect.arrayContaining([
        { role: 'ROLE_SIGSA', apenasOsSeus: false },
        { role: 'ROLE_MV', apenasOsSeus: DEFAULT_ACCESS.ROLE_MV.vacinacoes !== 'REGISTO' },
      ]),
    );
    expect(validar?.lado).toBe('reviewer');
    expect(validar?.perfis.every((p) => DEFAULT_ACCESS[p.role].vacinacoes === 'REGISTO')).toBe(true);
    expect(validar?.de).toContain('SUBMETIDO');
  });

  it('follows a changed level: a role lowered to CONSULTA takes nothing', () => {
    const levels = {
      ...DEFAULT_ACCESS,
      ROLE_MV: { ...DEFAULT_ACCESS.ROLE_MV, vacinacoes: 'CONSULTA' as const },
    };
    const rows = quemPode('vacinacoes', VACINACAO_WORKFLOW, levels);
    expect(rows.every((r) => r.perfis.every((p) => p.role !== 'ROLE_MV'))).toBe(true);
  });
});
