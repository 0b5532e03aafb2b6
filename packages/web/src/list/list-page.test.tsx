import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type FetchCall } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { HOLDING_COLUMNS, holdingRows } from './list-fixtures.test-support.ts';
import { ListPage } from './list-page.tsx';
import type { ListRouteHandle } from './list-route.ts';

const HANDLE: ListRouteHandle = {
  list: {
    title: 'list.titles.exploracoes',
    entity: 'exploracoes',
    path: 'consultar/exploracoes',
    idVariable: 'marca',
    hasDetailRoute: false,
  },
};

const TOTAL = 25;

function signIn() {
  setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
  setSessionRole('ROLE_SIGSA');
}

/** A fake server with 25 holdings; records the list calls. */
function serveHoldings(): FetchCall[] {
  return mockFetch(({ url }) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/exploracoes/search/columns') return json(200, HOLDING_COLUMNS);
    if (parsed.pathname === '/api/exploracoes/search/filter') {
      const page = Number(parsed.searchParams.get('page'));
      const size = Number(parsed.searchParams.get('size'));
      const start = page * size;
      const rows = holdingRows(Math.max(0, Math.min(size, TOTAL - start)), start);
      return json(200, {
        _embedded: { exploracoes: rows },
        page: { number: page, size, totalElements: TOTAL, totalPages: Math.ceil(TOTAL / size) },
        _links: { self: { href: url } },
      });
    }
    return undefined;
  });
}

function listCalls(calls: FetchCall[]): URLSearchParams[] {
  return calls
    .map((c) => new URL(c.url, 'http://localhost'))
    .filter((u) => u.pathname === '/api/exploracoes/search/filter')
    .map((u) => u.searchParams);
}

function renderList(path = '/consultar/exploracoes') {
  signIn();
  return renderRoutes([{ path: 'consultar/exploracoes', handle: HANDLE, element: <ListPage /> }], path);
}

describe('generic list page', () => {
  it('shows the chosen columns, the rows and the total, asking page 0 of 10 with the summary projection', async () => {
    const calls = serveHoldings();
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Explorações' })).toBeInTheDocument();
    expect(await screen.findByText('PT0001')).toBeInTheDocument();
    const table = screen.getByTestId('list-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toEqual(['Marca', 'Nome', 'Classificação', 'Freguesia']);
    expect(screen.getByTestId('list-total')).toHaveTextContent('Total: 25 registos');
    expect(screen.getByText('Nenhum filtro selecionado')).toBeInTheDocument();
    const first = listCalls(calls)[0];
    expect(first?.get('page')).toBe('0');
    expect(first?.get('size')).toBe('10');
    expect(first?.get('projection')).toBe('summary');
    expect(first?.get('role')).toBe('ROLE_SIGSA');
  });

  it('resets to page 0 when the stored page is beyond the last one (spec 000 §4.2)', async () => {
    window.localStorage.setItem('exploracoes.page', JSON.stringify({ page: 7, size: 10, sort: [] }));
    const calls = serveHoldings();
    renderList();
    await waitFor(() => expect(listCalls(calls).map((p) => p.get('page'))).toEqual(['7', '0']));
    expect(await screen.findByText('PT0001')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('exploracoes.page') ?? '{}')).toMatchObject({ page: 0 });
  });

  it('keeps page settings, columns and filters under <entity>.page, <entity>.columns, <entity>.filters', async () => {
    const user = userEvent.setup();
    const calls = serveHoldings();
    const { router } = renderList();
    await screen.findByText('PT0001');

    // Sort by Nome, then descending.
    await user.click(screen.getByRole('button', { name: 'Ordenar por Nome' }));
    await user.click(screen.getByRole('button', { name: 'Ordenar por Nome' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.getAll('sort')).toEqual(['nome,desc']));
    expect(JSON.parse(window.localStorage.getItem('exploracoes.page') ?? '{}')).toEqual({
      page: 0,
      size: 10,
      sort: [{ prop: 'nome', dir: 'desc' }],
    });
    expect(router.state.location.search).toContain('ordenar=nome%2Cdesc');

    // Hide Nome through the column picker in the table header.
    await user.click(screen.getByRole('button', { name: 'Escolher colunas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escolher colunas' });
    await user.click(within(dialog).getByLabelText('Nome'));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    const stored = JSON.parse(window.localStorage.getItem('exploracoes.columns') ?? '[]') as {
      key: string;
      selected: boolean;
    }[];
    expect(stored.find((c) => c.key === 'nome')?.selected).toBe(false);
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(
      ['aux1', 'embeddedType', 'key', 'name', 'prop', 'root', 'selected', 'type'].sort(),
    );

    // Add a text filter on Nome and type into it.
    await user.click(screen.getByRole('button', { name: 'Selecionar filtros' }));
    const filters = await screen.findByRole('dialog', { name: 'Selecionar filtros' });
    await user.click(within(filters).getByLabelText('Nome'));
    await user.click(within(filters).getByRole('button', { name: 'Selecionar' }));
    const input = await screen.findByPlaceholderText('Não definido');
    await user.type(input, 'Quinta');
    await waitFor(() => {
      const param = listCalls(calls).at(-1)?.get('nome');
      expect(param && JSON.parse(param)).toMatchObject({ type: 'STRING', prop: 'nome', value: 'Quinta' });
    });
    expect(JSON.parse(window.localStorage.getItem('exploracoes.filters') ?? '{}')).toMatchObject({
      filters: [{ key: 'nome', value: 'Quinta' }],
      report: null,
    });
    expect(screen.getByTestId('filter-badges').querySelector('[data-active="true"]')).toHaveTextContent(
      'Nome',
    );
    expect(router.state.location.search).toContain('filtros=');

    // "Restaurar colunas" brings Nome back and forgets the stored choice.
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restaurar colunas' }));
    expect(window.localStorage.getItem('exploracoes.columns')).toBeNull();
    expect(within(screen.getByTestId('list-table')).getByText('Nome')).toBeInTheDocument();
  }, 60_000);

  it('reopens the state a URL carries, over what is stored', async () => {
    window.localStorage.setItem('exploracoes.page', JSON.stringify({ page: 0, size: 50, sort: [] }));
    const calls = serveHoldings();
    renderList('/consultar/exploracoes?pagina=1&tamanho=20&ordenar=marca,asc');
    await screen.findByText('PT0021');
    const first = listCalls(calls)[0];
    expect([first?.get('page'), first?.get('size'), first?.getAll('sort')]).toEqual([
      '1',
      '20',
      ['marca,asc'],
    ]);
  });

  it('shows "Nenhum registo presente" for an empty answer', async () => {
    mockFetch(({ url }) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname === '/api/exploracoes/search/columns') return json(200, HOLDING_COLUMNS);
      if (parsed.pathname === '/api/exploracoes/search/filter')
        return json(200, {
          _embedded: { exploracoes: [] },
          page: { number: 0, size: 10, totalElements: 0, totalPages: 0 },
          _links: { self: { href: url } },
        });
      return undefined;
    });
    renderList();
    expect(await screen.findByText('Nenhum registo presente')).toBeInTheDocument();
  });
});
