import type { Role } from '@sigsa/domain/access/roles';
import { noPermissoes, type Permissoes } from '@sigsa/domain/workflow/permissoes';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setApiNavigate } from '../../platform/api-client.ts';
import { DAYJS_LOCALE } from '../../platform/dates.ts';
import { createQueryClient } from '../../platform/query-client.ts';
import type { HistoryEntry } from '../../platform/record-api.ts';
import { setSessionRole, setSessionUser } from '../../platform/session-store.ts';
import { MANTINE_ENV, theme } from '../../platform/theme.ts';
import { json, mockFetch, type FetchCall } from '../../test/fetch-mock.ts';
import { makeUser } from '../../test/users.ts';
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

function bodyOf(call: FetchCall): Record<string, unknown> {
  return typeof call.body === 'string' ? (JSON.parse(call.body) as Record<string, unknown>) : {};
}

/** The parsed JSON body of the last `method` call to a path ending in `suffix`. */
export function lastBody(
  calls: readonly FetchCall[],
  method: string,
  suffix: string,
): Record<string, unknown> {
  const call = calls
    .filter((c) => c.method === method && new URL(c.url, 'http://x').pathname.endsWith(suffix))
    .at(-1);
  if (!call) throw new Error(`Nenhuma chamada ${method} ${suffix}`);
  return bodyOf(call);
}

/**
 * A fake API for the vaccination screens: the record `initial`, lookups, searches, history, create (id 42),
 * save (version + 1) and operations (state from `transitions`, version + 1).
 */
export function serveVacinacao(
  initial: Vacinacao,
  options: { transitions?: Record<string, Partial<Vacinacao>>; history?: HistoryEntry[] } = {},
): FakeServer {
  let record = initial;
  const calls = mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const list = (entity: string, items: unknown[]) =>
      json(200, {
        _embedded: { [entity]: items },
        page: { size: 100, number: 0, totalElements: items.length, totalPages: 1 },
        _links: { self: { href: url.pathname } },
      });
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
      record = makeVacinacao(
        { id: 42, version: 0, numeroSerie: 'VAC/000042', vacinasAplicadas: [] },
        { GUARDAR: true, SUBMETER: true },
      );
      return json(201, record);
    }
    // The comments panel of the detail screen: no comments yet.
    if (/^vacinacoes\/\d+\/comentarios$/.test(path)) return list('comentarios', []);
    if (path === 'utilizadores/roles') return json(200, []);
    const match = /^vacinacoes\/(\d+)(?:\/(\w+))?$/.exec(path);
    if (match && Number(match[1]) === record.id) {
      const operation = match[2];
      if (operation === undefined && call.method === 'GET') return json(200, record);
      if (operation === 'historico') return list('historico', options.history ?? []);
      if (operation === 'save' && call.method === 'PATCH') {
        record = { ...record, version: record.version + 1 };
        return json(200, record);
      }
      if (operation && call.method === 'POST') {
        record = { ...record, ...options.transitions?.[operation], version: record.version + 1 };
        return json(200, record);
      }
    }
    return undefined;
  });
  return { calls, current: () => record };
}

/** Signs `role` in and renders the vaccination routes at `path`, with the loader and screen on one cache. */
export function renderVacinacao(path: string, role: Role, user: { id?: number; nome?: string } = {}) {
  setSessionUser(makeUser([role], role, { id: user.id ?? 1, nome: user.nome ?? 'Ana Teste' }));
  setSessionRole(role);
  const client = createQueryClient();
  const router = createMemoryRouter(vacinacaoRoutes(client), { initialEntries: [path] });
  setApiNavigate((to) => void router.navigate(to, { replace: true }));
  // The app's providers (app/app.tsx, which a record folder may not import), on the loader's query client.
  const result = render(
    <MantineProvider theme={theme} env={MANTINE_ENV}>
      <DatesProvider settings={{ locale: DAYJS_LOCALE, firstDayOfWeek: 1 }}>
        <QueryClientProvider client={client}>
          <ModalsProvider>
            <Notifications />
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>,
  );
  return { ...result, router, client };
}
