import type { Role } from '@sigsa/domain/access/roles';
import { noPermissoes, type Permissoes } from '@sigsa/domain/workflow/permissoes';
import type { HistoryEntry } from '../../platform/record-api.ts';
import { json, mockFetch, type FetchCall } from '../../test/fetch-mock.ts';
import {
  answerRecord,
  halList,
  type FakeRecordState,
  lastBody,
  renderRecordRoutes,
} from '../../test/render-record.tsx';
import type { Vacinacao } from './vacinacao-api.ts';
import type { VacinaAplicadaLine } from './vacinacao-form-values.ts';
import { vacinacaoRoutes } from './vacinacao-routes.tsx';

/** A saved individual line, as the line modals receive one to edit or to check duplicates against. */
export const EXISTING_LINE: VacinaAplicadaLine = {
  key: 'id-1',
  id: 1,
  sequencia: 1,
  tipo: 'INDIVIDUAL',
  identificacao: 'PT1',
  idade: 70,
  quantidadeAnimais: null,
  esquemaVacinacao: { id: 11, nome: 'Primovacinação' },
  etapaVacinacao: { id: 21, nome: '1.ª dose' },
};

/** Custom types of each category the vaccination uses. */
export const CUSTOM_TYPES: Record<string, { id: number; nome: string }[]> = {
  ESQUEMA_VACINACAO: [
    { id: 11, nome: 'Primovacinação' },
    { id: 12, nome: 'Reforço' },
  ],
  ETAPA_VACINACAO: [
    { id: 21, nome: '1.ª dose' },
    { id: 22, nome: '2.ª dose' },
  ],
  ESTRATEGIA_VACINACAO: [{ id: 31, nome: 'Obrigatória' }],
  ZONA_VACINACAO: [{ id: 41, nome: 'Zona A' }],
  VACINA_APLICADA: [{ id: 51, nome: 'Vacina LA' }],
};

/** Species the form offers. */
export const ESPECIES = [
  { id: 1, nome: 'Bovino' },
  { id: 2, nome: 'Ovino' },
];

/** Return reasons of VACINACAO_DEVOLVER. */
export const MOTIVOS = [
  { id: 7, tipo: 'VACINACAO_DEVOLVER', codigo: 'DADOS', nome: 'Dados incompletos', requerObservacao: false },
];

/** A vaccination as the server answers it, with every flag false unless given. */
export function makeVacinacao(
  overrides: Partial<Omit<Vacinacao, 'permissoes'>> = {},
  permissoes: Partial<Permissoes> = {},
): Vacinacao {
  return {
    id: 5,
    version: 3,
    estado: 'INICIAL',
    numeroSerie: 'VAC/000005',
    serie: { id: 1, nome: 'VAC' },
    exploracao: { id: 9, marca: 'AB12C', nome: 'Herdade do Monte' },
    medicoVeterinario: { id: 7, nome: 'Rui Veterinário', email: 'rui@example.pt', nic: null },
    dataVacinacao: '2026-01-10',
    estrategiaVacinacao: { id: 31, nome: 'Obrigatória' },
    zonaVacinacao: { id: 41, nome: 'Zona A' },
    vacinaAplicada: { id: 51, nome: 'Vacina LA' },
    lotes: 'L-1',
    dataValidade: '2027-06-30',
    especies: [{ id: 1, nome: 'Bovino' }],
    observacoes: null,
    quantidadeAnimais: 0,
    vacinasAplicadas: [],
    devolucoes: [],
    createdBy: 'mv',
    createdOn: '2026-01-10T10:00:00.000Z',
    _links: { self: { href: '/api/vacinacoes/5' }, comentarios: { href: '/api/vacinacoes/5/comentarios' } },
    ...overrides,
    permissoes: { ...noPermissoes(), ...permissoes },
  };
}

/** What the fake server does with a save or an operation: the record it answers. */
export interface FakeServer {
  calls: FetchCall[];
  /** The record as the server now holds it. */
  current: () => Vacinacao;
}

export { lastBody };

/**
 * A fake API for the vaccination screens: the record `initial`, lookups, searches, history, create (id 42),
 * save (version + 1) and operations (state from `transitions`, version + 1).
 */
export function serveVacinacao(
  initial: Vacinacao,
  options: { transitions?: Record<string, Partial<Vacinacao>>; history?: HistoryEntry[] } = {},
): FakeServer {
  const state: FakeRecordState<Vacinacao> = {
    record: initial,
    transitions: options.transitions,
    history: options.history,
  };
  const calls = mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const list = (entity: string, items: unknown[]) => halList(url, entity, items);
    if (path === 'customTypes/search/findByCategoria')
      return list('customTypes', CUSTOM_TYPES[url.searchParams.get('categoria') ?? ''] ?? []);
    if (path === 'especies/search/filter') return list('especies', ESPECIES);
    if (path === 'series/search/findByClasseInAndAtivaIsTrue')
      return list('series', [{ id: 1, classe: 'vacinacoes', nome: 'VAC', predefinida: true }]);
    if (path === 'tiposMotivosDevolucao/search/findByTipo') return list('tiposMotivosDevolucao', MOTIVOS);
    if (path === 'exploracoes/search/find')
      return list('exploracoes', [{ id: 9, marca: 'AB12C', nome: 'Herdade do Monte', nif: '501234567' }]);
    if (path === 'utilizadores/search/findUtilizadorByNomeOrNif')
      return list('utilizadores', [{ id: 7, nome: 'Rui Veterinário', nif: '123456789', nic: null }]);
    if (path === 'vacinacoes/create' && call.method === 'POST') {
      state.record = makeVacinacao(
        { id: 42, version: 0, numeroSerie: 'VAC/000042', vacinasAplicadas: [] },
        { GUARDAR: true, SUBMETER: true },
      );
      return json(201, state.record);
    }
    // The comments panel of the detail screen: no comments yet.
    if (/^vacinacoes\/\d+\/comentarios$/.test(path)) return list('comentarios', []);
    if (path === 'utilizadores/roles') return json(200, []);
    return answerRecord('vacinacoes', url, call, state);
  });
  return { calls, current: () => state.record };
}

/** Signs `role` in and renders the vaccination routes at `path`, with the loader and screen on one cache. */
export function renderVacinacao(path: string, role: Role, user: { id?: number; nome?: string } = {}) {
  return renderRecordRoutes(vacinacaoRoutes, path, role, user);
}
