import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { column, HOLDING_COLUMNS, holdingRows } from './list-fixtures.test-support.ts';
import type { ListRow } from './list-api.ts';
import type { SortEntry } from './list-state.ts';
import { fromSortingState, ListTable, nextSort, toSortingState, type ListTableProps } from './list-table.tsx';

const COLUMNS = [
  ...HOLDING_COLUMNS.filter((c) => c.showByDefault),
  column({ key: 'bovinos', name: 'Bovinos', type: 'BOOLEAN' }),
  column({ key: 'especies', name: 'Espécies', type: 'LIST', embeddedType: 'STRING', canSort: false }),
];

function rows(count: number): ListRow[] {
  return holdingRows(count).map((row, i) => ({ ...row, bovinos: i === 0, especies: ['Bovino', 'Ovino'] }));
}

/** The table with its sort kept in state, as the list page keeps it; records every sort it is told. */
function renderTable(overrides: Partial<ListTableProps> = {}) {
  const changes: SortEntry[][] = [];
  function Harness() {
    const [sort, setSort] = useState<SortEntry[]>([]);
    return (
      <ListTable
        columns={COLUMNS}
        rows={rows(3)}
        sort={sort}
        overlayVisible={false}
        onSortChange={(next) => {
          changes.push(next);
          setSort(next);
        }}
        onOpenColumnPicker={vi.fn()}
        recordHref={() => null}
        onOpenRecord={vi.fn()}
        onShowPoint={vi.fn()}
        {...overrides}
      />
    );
  }
  renderWithProviders(<Harness />);
  return changes;
}

const header = (name: string) =>
  within(screen.getByTestId('list-table'))
    .getAllByRole('columnheader')
    .find((th) => th.textContent === name);

describe('list table (spec 000 §2.5 data table)', () => {
  it('cycles a column through ascending, descending and no sort; another column replaces the sort', async () => {
    const user = userEvent.setup();
    const changes = renderTable();
    const nome = screen.getByRole('button', { name: 'Ordenar por Nome' });
    expect(header('Nome')).not.toHaveAttribute('aria-sort');
    expect(nome.querySelector('.tabler-icon-arrows-sort')).not.toBeNull();

    await user.click(nome);
    expect(changes.at(-1)).toEqual([{ prop: 'nome', dir: 'asc' }]);
    expect(header('Nome')).toHaveAttribute('aria-sort', 'ascending');
    expect(nome.querySelector('.tabler-icon-sort-ascending')).not.toBeNull();

    await user.click(nome);
    expect(changes.at(-1)).toEqual([{ prop: 'nome', dir: 'desc' }]);
    expect(header('Nome')).toHaveAttribute('aria-sort', 'descending');
    expect(nome.querySelector('.tabler-icon-sort-descending')).not.toBeNull();

    await user.click(nome);
    expect(changes.at(-1)).toEqual([]);
    expect(header('Nome')).not.toHaveAttribute('aria-sort');

    await user.click(nome);
    // A nested prop sorts by its dot path.
    await user.click(screen.getByRole('button', { name: 'Ordenar por Freguesia' }));
    expect(changes.at(-1)).toEqual([{ prop: 'freguesia.nome', dir: 'asc' }]);
    expect(header('Nome')).not.toHaveAttribute('aria-sort');
    expect(header('Freguesia')).toHaveAttribute('aria-sort', 'ascending');
    expect(changes).toHaveLength(5);
  });

  it('offers no sort on a column the server cannot sort (LIST)', () => {
    renderTable();
    expect(header('Espécies')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Ordenar por Espécies' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ordenar por Bovinos' })).toBeInTheDocument();
  });

  it('puts the column picker in the header and "Consultar registo" on every row', async () => {
    const user = userEvent.setup();
    const onOpenColumnPicker = vi.fn();
    const onOpenRecord = vi.fn();
    renderTable({
      onOpenColumnPicker,
      onOpenRecord,
      recordHref: (row) => (row.id === 2 ? '/consultar/exploracoes/PT0002' : null),
    });
    const table = screen.getByTestId('list-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      '',
      'Marca',
      'Nome',
      'Classificação',
      'Freguesia',
      'Bovinos',
      'Espécies',
    ]);
    await user.click(within(headers[0] as HTMLElement).getByRole('button', { name: 'Escolher colunas' }));
    expect(onOpenColumnPicker).toHaveBeenCalledTimes(1);

    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(3);
    const [first, second] = bodyRows as [HTMLElement, HTMLElement];
    await user.click(within(first).getByRole('button', { name: 'Consultar registo' }));
    expect(onOpenRecord).toHaveBeenCalledWith(expect.objectContaining({ id: 1, marca: 'PT0001' }));
    expect(within(second).getByRole('link', { name: 'Consultar registo' })).toHaveAttribute(
      'href',
      '/consultar/exploracoes/PT0002',
    );
  });

  it('renders each cell through the cell registry', () => {
    renderTable();
    const first = within(screen.getByTestId('list-table')).getAllByRole('row')[1] as HTMLElement;
    const cells = within(first)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(1)).toEqual([
      'PT0001',
      'Exploração 1',
      'A1 – Oficialmente indemne',
      'Águeda',
      'Sim',
      expect.stringMatching(/Bovino.*Ovino/),
    ]);
  });

  it('says "Nenhum registo presente" across the whole table when there are no rows', () => {
    renderTable({ rows: [] });
    const cell = screen.getByText('Nenhum registo presente').closest('td');
    expect(cell).toHaveAttribute('colspan', String(COLUMNS.length + 1));
    expect(screen.queryByRole('button', { name: 'Consultar registo' })).not.toBeInTheDocument();
  });

  it('shows "A carregar a tabela por favor aguarde ..." over the table while the overlay is on', () => {
    renderTable({ overlayVisible: true });
    expect(screen.getByRole('status')).toHaveTextContent('A carregar a tabela por favor aguarde ...');
  });

  it('hides the loading text while the overlay is off', () => {
    renderTable();
    expect(screen.queryByText('A carregar a tabela por favor aguarde ...')).not.toBeInTheDocument();
  });
});

describe('nextSort and the TanStack sorting state', () => {
  it('goes ascending, descending, none, and drops any other sort', () => {
    expect(nextSort([], 'nome')).toEqual([{ prop: 'nome', dir: 'asc' }]);
    expect(nextSort([{ prop: 'nome', dir: 'asc' }], 'nome')).toEqual([{ prop: 'nome', dir: 'desc' }]);
    expect(nextSort([{ prop: 'nome', dir: 'desc' }], 'nome')).toEqual([]);
    expect(
      nextSort(
        [
          { prop: 'marca', dir: 'asc' },
          { prop: 'nome', dir: 'asc' },
        ],
        'nome',
      ),
    ).toEqual([{ prop: 'nome', dir: 'desc' }]);
    expect(nextSort([{ prop: 'marca', dir: 'desc' }], 'nome')).toEqual([{ prop: 'nome', dir: 'asc' }]);
  });

  it('maps the list sort to TanStack sorting and back', () => {
    const sort: SortEntry[] = [
      { prop: 'freguesia.nome', dir: 'desc' },
      { prop: 'marca', dir: 'asc' },
    ];
    expect(toSortingState(sort)).toEqual([
      { id: 'freguesia.nome', desc: true },
      { id: 'marca', desc: false },
    ]);
    expect(fromSortingState(toSortingState(sort))).toEqual(sort);
  });
});
