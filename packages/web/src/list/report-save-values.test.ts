import { REQUIRED_MESSAGE } from '@sigsa/domain/validation/messages';
import { PT } from '@sigsa/domain/validation/form-schema';
import { describe, expect, it } from 'vitest';
import { reportDraft, reportSchema, reportValues, type ReportTarget } from './report-save-values.ts';
import type { RelatorioFull } from './reports-api.ts';

const OWN: RelatorioFull = {
  id: 9,
  uuid: '0b5e0000-0000-4000-8000-000000000000',
  nome: 'Bovinos do Norte',
  categoria: 3,
  entidade: 'exploracoes',
  filtrosJson: '{}',
  createdBy: 'teste',
  partilhadoComUtilizadores: [{ id: 5, nome: 'Eduarda Lopes' }],
  partilhadoComPerfis: ['ROLE_SVL'],
  version: 2,
  _links: { self: { href: '/api/relatorios/9' } },
};

const target = (overrides: Partial<ReportTarget> = {}): ReportTarget => ({
  entity: 'exploracoes',
  filtrosJson: '{"filters":[]}',
  existing: null,
  mayShareWithRoles: true,
  ...overrides,
});

/** What Gravar would send for `values`, or the schema's issues. */
function gravar(t: ReportTarget, values = reportValues(t.existing)) {
  return reportSchema(t).safeParse(reportDraft(values, t), PT);
}

describe('report form values ↔ the report request schemas', () => {
  it('a new report is the POST body: name trimmed, category as its id, the list entity and filters', () => {
    const values = { ...reportValues(null), nome: ' Relatório A ', categoria: '3' };
    expect(gravar(target(), values).data).toEqual({
      create: { nome: 'Relatório A', categoria: 3, entidade: 'exploracoes', filtrosJson: '{"filters":[]}' },
    });
  });

  it('name and category are required, as the server says', () => {
    const issues = gravar(target()).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['nome', REQUIRED_MESSAGE],
      ['categoria', REQUIRED_MESSAGE],
    ]);
  });

  it("the user's own report is a PATCH with its version, users by id and, for authority roles, roles", () => {
    expect(gravar(target({ existing: OWN })).data).toEqual({
      patch: {
        nome: 'Bovinos do Norte',
        categoria: 3,
        entidade: 'exploracoes',
        filtrosJson: '{"filters":[]}',
        partilhadoComUtilizadores: [{ id: 5 }],
        partilhadoComPerfis: ['ROLE_SVL'],
        version: 2,
      },
    });
    const other = gravar(target({ existing: OWN, mayShareWithRoles: false })).data;
    expect(other && 'patch' in other ? Object.keys(other.patch) : []).not.toContain('partilhadoComPerfis');
  });
});
