import type { Role } from '@sigsa/domain/access/roles';
import { noPermissoes, type Permissoes } from '@sigsa/domain/workflow/permissoes';
import { CAOP_PEQUENA } from '../../test/caop.ts';
import { json, mockFetch, type FetchCall } from '../../test/fetch-mock.ts';
import {
  answerRecord,
  halList,
  renderRecordRoutes,
  type FakeRecordState,
} from '../../test/render-record.tsx';
import type { NivelFreguesia } from '@sigsa/domain/records/risco-sanitario/risco-mapa';
import type { RiscoSanitario } from './risco-api.ts';
import { riscoRoutes } from './risco-routes.tsx';

/** The CAOP the risk screens' tests read. */
export const DISTRITOS = CAOP_PEQUENA;

export const DOENCAS = [
  { id: 3, codigo: 'GAAP', nome: 'Gripe aviária de alta patogenicidade', categorias: ['A', 'D', 'E'] },
  { id: 4, codigo: 'PSA', nome: 'Peste suína africana', categorias: ['A'] },
];

export const NIVEIS = [
  { id: 1, codigo: 'BAIXO', descricao: 'Baixo', ordem: 2, cor: '#fecc5c' },
  { id: 2, codigo: 'ELEVADO', descricao: 'Elevado', ordem: 4, cor: '#f03b20' },
];

/** A record as the server answers it, with every flag false unless given. */
export function makeRisco(
  overrides: Partial<Omit<RiscoSanitario, 'permissoes'>> = {},
  permissoes: Partial<Permissoes> = {},
): RiscoSanitario {
  return {
    id: 8,
    version: 2,
    doenca: DOENCAS[0] ?? { id: 3, nome: 'GAAP' },
    classificacao: NIVEIS[1] ?? { id: 2, descricao: 'Elevado' },
    dataInicioClassificacao: '2026-01-10',
    dataFinalClassificacao: null,
    observacao: 'Foco',
    numeroFreguesias: 2,
    freguesias: [{ dicofre: '010103' }, { dicofre: '010109' }],
    alteracoesFreguesias: [
      {
        id: 1,
        data: '2026-01-10T10:00:00.000Z',
        utilizador: 'sigsa',
        adicionadas: ['010103', '010109'],
        removidas: [],
      },
    ],
    createdBy: 'sigsa',
    createdOn: '2026-01-10T10:00:00.000Z',
    _links: { self: { href: '/api/riscoSanitario/8' } },
    ...overrides,
    permissoes: { ...noPermissoes(), ...permissoes },
  };
}

/**
 * A fake API for the sanitary-risk screens: the record `initial`, the CAOP tree, the lookups, the level in force
 * (`emVigor`), create (id 42) and save (version + 1).
 */
export function serveRisco(
  initial: RiscoSanitario,
  emVigor: Record<string, NivelFreguesia> = {},
): { calls: FetchCall[] } {
  const state: FakeRecordState<RiscoSanitario> = { record: initial };
  const calls = mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const list = (entity: string, items: unknown[]) => halList(url, entity, items);
    if (path === 'distritos') return list('distritos', DISTRITOS);
    if (path === 'doencas/search/filter') return list('doencas', DOENCAS);
    if (path === 'classificacoesRisco/search/filter') return list('classificacoesRisco', NIVEIS);
    if (path === 'riscoSanitario/search/nivelEmVigor')
      return json(200, { freguesias: emVigor, registos: {} });
    if (path === 'riscoSanitario/create' && call.method === 'POST') {
      state.record = makeRisco({ id: 42, version: 0 }, { GUARDAR: true });
      return json(201, state.record);
    }
    return answerRecord('riscoSanitario', url, call, state);
  });
  return { calls };
}

/** Signs `role` in and renders the sanitary-risk routes at `path`. */
export function renderRisco(path: string, role: Role) {
  return renderRecordRoutes(riscoRoutes, path, role);
}
