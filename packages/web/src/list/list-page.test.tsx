import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type FetchCall } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { countAnswer, HOLDING_COLUMNS, uncountedHoldings } from './list-fixtures.test-support.ts';
import { ListPage } from './list-page.tsx';
import type { ListRouteHandle } from './list-route.ts';
import { toStoredColumns } from './list-state.ts';

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

/**
 * A fake server with `total` holdings (25 by default): the rows of `search/filter?count=false`, and the count of
 * `search/count`, which waits for `countGate` when given. Records every call.
 */
function serveHoldings(
  opts: { total?: number; capped?: boolean; countGate?: Promise<void> } = {},
): FetchCall[] {
  const total = opts.total ?? TOTAL;
  return mockFetch(async ({ url }) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/exploracoes/search/columns') return json(200, HOLDING_COLUMNS);
    if (parsed.pathname === '/api/exploracoes/search/filter') {
      const page = Number(parsed.searchParams.get('page'));
      const size = Number(parsed.searchParams.get('size'));
      return json(200, uncountedHoldings(Math.min(total, 10_000), page, size, url));
    }
    if (parsed.pathname === '/api/exploracoes/search/count') {
      await opts.countGate;
      return json(200, countAnswer(total, opts.capped));
    }
    return undefined;
  });
}

function callsTo(calls: FetchCall[], path: string): URLSearchParams[] {
  return calls
    .map((c) => new URL(c.url, 'http://localhost'))
    .filter((u) => u.pathname === `/api/exploracoes/search/${path}`)
    .map((u) => u.searchParams);
}

const listCalls = (calls: FetchCall[]) => callsTo(calls, 'filter');
const countCalls = (calls: FetchCall[]) => callsTo(calls, 'count');

/** The query of a call without its paging parameters: what the list and its count must share. */
function filtersOf(params: URLSearchParams | undefined): [string, string][] {
  const paging = new Set(['page', 'size', 'sort', 'projection', 'count']);
  return [...(params?.entries() ?? [])]
    .filter(([k]) => !paging.has(k))
    .sort(([a], [b]) => a.localeCompare(b));
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
    // The rows come without their count; the count in its own call, with the same role and filters.
    expect(first?.get('count')).toBe('false');
    await waitFor(() => expect(countCalls(calls)).toHaveLength(1));
    expect(filtersOf(countCalls(calls)[0])).toEqual(filtersOf(first));
    expect([...(countCalls(calls)[0]?.keys() ?? [])]).toEqual(['role']);
  });

  it('shows the rows at once and a neutral placeholder until the count arrives, then the total and the pages', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const countGate = new Promise<void>((resolve) => (release = resolve));
    const calls = serveHoldings({ countGate });
    renderList();
    expect(await screen.findByText('PT0001')).toBeInTheDocument();
    const total = screen.getByTestId('list-total');
    expect(total).toHaveAttribute('aria-busy', 'true');
    expect(within(total).getByRole('status', { name: 'A carregar…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página seguinte' })).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('Total: 25 registos'));
    expect(screen.getByTestId('list-total')).toHaveAttribute('aria-busy', 'false');
    // 25 holdings, 10 a page: three pages; paging asks the rows again, never the count.
    await user.click(screen.getByRole('button', { name: 'Página seguinte' }));
    expect(await screen.findByText('PT0011')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.get('page')).toBe('1');
    expect(countCalls(calls)).toHaveLength(1);
    expect(screen.getByTestId('list-total')).toHaveTextContent('Total: 25 registos');
  });

  it('shows a capped count as "mais de" with one page beyond the counted ones', async () => {
    serveHoldings({ total: 10_000, capped: true });
    renderList();
    await waitFor(() =>
      expect(screen.getByTestId('list-total')).toHaveTextContent(/^Total: mais de 10.?000 registos$/),
    );
    expect(screen.getByRole('button', { name: '1001' })).toBeInTheDocument();
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
    // Sorting does not count again.
    expect(countCalls(calls)).toHaveLength(1);
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
    // The count of the filtered list carries exactly the list's filters.
    await waitFor(() =>
      expect(filtersOf(countCalls(calls).at(-1))).toEqual(filtersOf(listCalls(calls).at(-1))),
    );
    expect(countCalls(calls).at(-1)?.get('nome')).toBe(listCalls(calls).at(-1)?.get('nome'));
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

  it('never asks the server to sort by a column that cannot sort: a stored or linked sort on one is dropped', async () => {
    // Localização (POINT) cannot sort; "especies" is not a column of the list (any more).
    window.localStorage.setItem(
      'exploracoes.page',
      JSON.stringify({
        page: 0,
        size: 10,
        sort: [
          { prop: 'localizacao', dir: 'asc' },
          { prop: 'especies', dir: 'desc' },
          { prop: 'nome', dir: 'desc' },
        ],
      }),
    );
    const calls = serveHoldings();
    const { unmount } = renderList();
    await screen.findByText('PT0001');
    expect(listCalls(calls).map((p) => p.getAll('sort'))).toEqual([['nome,desc']]);
    // Forgotten where it was kept.
    expect(JSON.parse(window.localStorage.getItem('exploracoes.page') ?? '{}')).toEqual({
      page: 0,
      size: 10,
      sort: [{ prop: 'nome', dir: 'desc' }],
    });
    unmount();

    const linked = serveHoldings();
    const { router } = renderList('/consultar/exploracoes?pagina=0&tamanho=10&ordenar=localizacao,asc');
    await screen.findByText('PT0001');
    expect(listCalls(linked).map((p) => p.getAll('sort'))).toEqual([[]]);
    await waitFor(() => expect(router.state.location.search).not.toContain('ordenar'));
  });

  it('clicking the header of a column that cannot sort warns "Não é possível ordenar por esta coluna." and asks nothing', async () => {
    const user = userEvent.setup();
    // Localização shown as a column.
    window.localStorage.setItem(
      'exploracoes.columns',
      JSON.stringify(
        toStoredColumns(
          HOLDING_COLUMNS.map((c) => ({ ...c, selected: c.showByDefault || c.key === 'localizacao' })),
        ),
      ),
    );
    const calls = serveHoldings();
    const { router } = renderList();
    await screen.findByText('PT0001');
    await waitFor(() => expect(countCalls(calls)).toHaveLength(1));
    const before = calls.length;

    const header = screen.getByRole('button', { name: 'Ordenar por Localização' });
    expect(header).toHaveAttribute('aria-disabled', 'true');
    await user.click(header);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não é possível ordenar por esta coluna.');
    await user.click(header);
    expect(screen.getAllByText('Não é possível ordenar por esta coluna.')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(before);
    expect(router.state.location.search).not.toContain('ordenar');
    expect(window.localStorage.getItem('exploracoes.page')).toBeNull();
    const th = header.closest('th');
    expect(th).not.toHaveAttribute('aria-sort');

    // A sortable column still sorts.
    await user.click(screen.getByRole('button', { name: 'Ordenar por Marca' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.getAll('sort')).toEqual(['marca,asc']));
  });

  it('offers the row density in the title bar, compact by default, and remembers the choice', async () => {
    const user = userEvent.setup();
    serveHoldings();
    const { unmount } = renderList();
    await screen.findByText('PT0001');
    // The table scrolls in its own frame, named after the list.
    const frame = screen.getByRole('region', { name: 'Tabela: Explorações' });
    expect(frame).toHaveAttribute('data-density', 'compact');
    const toggle = screen.getByRole('radiogroup', { name: 'Densidade das linhas' });
    expect(within(toggle).getByRole('radio', { name: 'Compacta' })).toBeChecked();

    await user.click(within(toggle).getByText('Confortável'));
    expect(within(toggle).getByRole('radio', { name: 'Confortável' })).toBeChecked();
    expect(frame).toHaveAttribute('data-density', 'comfortable');
    expect(window.localStorage.getItem('list.density')).toBe('"comfortable"');

    // Opened again, the list is still comfortable.
    unmount();
    serveHoldings();
    renderList();
    await screen.findByText('PT0001');
    expect(screen.getByTestId('list-table-frame')).toHaveAttribute('data-density', 'comfortable');
    expect(screen.getByRole('radio', { name: 'Confortável' })).toBeChecked();
  });

  it('folds the filter panel away and back, remembered per list', async () => {
    const user = userEvent.setup();
    serveHoldings();
    const { unmount } = renderList();
    await screen.findByText('PT0001');
    const fold = screen.getByRole('button', { name: 'Ocultar filtros' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'Filtros' })).toBeVisible();

    await user.click(fold);
    expect(screen.queryByRole('complementary', { name: 'Filtros' })).not.toBeInTheDocument();
    const unfold = screen.getByRole('button', { name: 'Mostrar filtros' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem('exploracoes.filtersPanel')).toBe('false');

    // Opened again, the panel is still folded; another list keeps its own choice.
    unmount();
    serveHoldings();
    renderList();
    await screen.findByText('PT0001');
    expect(screen.getByRole('button', { name: 'Mostrar filtros' })).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem('vacinacoes.filtersPanel')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    expect(screen.getByRole('complementary', { name: 'Filtros' })).toBeVisible();
    expect(window.localStorage.getItem('exploracoes.filtersPanel')).toBe('true');
  });

  it('shows "Nenhum registo presente" for an empty answer', async () => {
    mockFetch(({ url }) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname === '/api/exploracoes/search/columns') return json(200, HOLDING_COLUMNS);
      if (parsed.pathname === '/api/exploracoes/search/filter')
        return json(200, uncountedHoldings(0, 0, 10, url));
      if (parsed.pathname === '/api/exploracoes/search/count') return json(200, countAnswer(0));
      return undefined;
    });
    renderList();
    expect(await screen.findByText('Nenhum registo presente')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('Total: 0 registos'));
  });
});
