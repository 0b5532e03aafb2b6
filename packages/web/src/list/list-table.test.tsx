import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { column, HOLDING_COLUMNS, holdingRows } from './list-fixtures.test-support.ts';
import type { ListRow } from './list-api.ts';
import type { SortEntry } from './list-state.ts';
import {
  fromSortingState,
  ListTable,
  nextSort,
  toSortingState,
  VIRTUALIZE_ABOVE,
  type ListTableProps,
} from './list-table.tsx';

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
        columns={overrides.columns ?? [...COLUMNS]}
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
  it('keeps its buttons and cells when the columns are computed again: a click or the focus is never lost', async () => {
    const user = userEvent.setup();
    const onOpenColumnPicker = vi.fn();
    // Columns equal in content but a new array at each render, as a page re-rendering would pass them.
    const changes = renderTable({ onOpenColumnPicker });
    const picker = screen.getByRole('button', { name: 'Escolher colunas' });
    const firstRecord = screen.getAllByRole('button', { name: 'Consultar registo' })[0];
    const firstCell = within(screen.getByTestId('list-table')).getAllByRole('cell')[1];
    picker.focus();
    await user.click(screen.getByRole('button', { name: 'Ordenar por Nome' }));
    expect(changes).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Escolher colunas' })).toBe(picker);
    expect(screen.getAllByRole('button', { name: 'Consultar registo' })[0]).toBe(firstRecord);
    expect(within(screen.getByTestId('list-table')).getAllByRole('cell')[1]).toBe(firstCell);
    await user.click(picker);
    expect(onOpenColumnPicker).toHaveBeenCalledTimes(1);
  });

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

  it('a column the server cannot sort (LIST) warns "Não é possível ordenar por esta coluna." and never sorts', async () => {
    const user = userEvent.setup();
    const changes = renderTable();
    const especies = screen.getByRole('button', { name: 'Ordenar por Espécies' });
    expect(especies).toHaveAttribute('aria-disabled', 'true');
    // No sort icon promises a sort.
    expect(especies.querySelector('svg')).toBeNull();
    await user.click(especies);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não é possível ordenar por esta coluna.');
    expect(changes).toEqual([]);
    expect(header('Espécies')).not.toHaveAttribute('aria-sort');
    // The sortable ones are plain sort buttons.
    expect(screen.getByRole('button', { name: 'Ordenar por Bovinos' })).not.toHaveAttribute('aria-disabled');
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

/** Makes `element` report its text as cut (wider than its box), as the browser does for a long cell. */
function pretendCut(element: HTMLElement) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 300 });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 100 });
}

describe('list table fitting the screen (issue 20)', () => {
  it('scrolls in a named, focusable frame and keeps the table semantics', () => {
    renderTable({ label: 'Tabela: Explorações' });
    const frame = screen.getByRole('region', { name: 'Tabela: Explorações' });
    expect(frame).toHaveAttribute('tabindex', '0');
    const table = within(frame).getByRole('table');
    expect(table).toBe(screen.getByTestId('list-table'));
    expect(within(table).getAllByRole('columnheader')).toHaveLength(COLUMNS.length + 1);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // Not virtualised: no row count or index to announce.
    expect(table).not.toHaveAttribute('aria-rowcount');
  });

  it('names the frame "Tabela de registos" when the page gives no name', () => {
    renderTable();
    expect(screen.getByRole('region', { name: 'Tabela de registos' })).toBeInTheDocument();
  });

  it('holds each data cell and header on one line, the record column apart', () => {
    renderTable();
    const table = screen.getByTestId('list-table');
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]?.querySelector('[data-cell-text]')).toBeNull();
    for (const cell of cells.slice(1)) {
      const text = cell.querySelector('[data-cell-text]');
      expect(text).not.toBeNull();
      expect(text?.textContent).toBe(cell.textContent);
    }
    const headers = within(table).getAllByRole('columnheader');
    for (const th of headers.slice(1)) expect(th.querySelector('[data-cell-text]')).toHaveTextContent(/\S/);
  });

  it('is compact by default and comfortable on request, with larger record buttons', () => {
    const { unmount } = renderWithProviders(
      <ListTable
        columns={COLUMNS}
        rows={rows(2)}
        sort={[]}
        overlayVisible={false}
        onSortChange={vi.fn()}
        onOpenColumnPicker={vi.fn()}
        recordHref={() => null}
        onOpenRecord={vi.fn()}
        onShowPoint={vi.fn()}
      />,
    );
    expect(screen.getByTestId('list-table-frame')).toHaveAttribute('data-density', 'compact');
    const compactButton = screen.getAllByRole('button', { name: 'Consultar registo' })[0];
    expect(compactButton).toHaveAttribute('data-size', 'sm');
    unmount();
    renderTable({ density: 'comfortable' });
    expect(screen.getByTestId('list-table-frame')).toHaveAttribute('data-density', 'comfortable');
    expect(screen.getAllByRole('button', { name: 'Consultar registo' })[0]).toHaveAttribute(
      'data-size',
      'md',
    );
  });

  it('shows the full text of a cut cell in a tooltip on hover, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderTable();
    const first = within(screen.getByTestId('list-table')).getAllByRole('row')[1] as HTMLElement;
    const nome = within(first).getByText('Exploração 1');
    const marca = within(first).getByText('PT0001');
    pretendCut(nome);

    await user.hover(marca);
    expect(screen.queryByTestId('cell-tooltip')).not.toBeInTheDocument();
    await user.hover(nome);
    const tooltip = await screen.findByTestId('cell-tooltip');
    expect(tooltip).toHaveTextContent('Exploração 1');
    // The cell keeps its text for screen readers; the tooltip is a copy for the eye only.
    expect(tooltip).toHaveAttribute('aria-hidden', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('cell-tooltip')).not.toBeInTheDocument();
  });

  it('shows a cut header in a tooltip when its sort button takes keyboard focus', async () => {
    const user = userEvent.setup();
    renderTable();
    const sortButton = screen.getByRole('button', { name: 'Ordenar por Classificação' });
    pretendCut(sortButton.querySelector('[data-cell-text]') as HTMLElement);
    sortButton.focus();
    expect(await screen.findByTestId('cell-tooltip')).toHaveTextContent('Classificação');
    await user.tab();
    expect(screen.queryByTestId('cell-tooltip')).not.toBeInTheDocument();
  });

  it('closes the tooltip when a scroll moves its cell, not for a scroll that moved nothing', async () => {
    const user = userEvent.setup();
    renderTable();
    const nome = screen.getByText('Exploração 2');
    pretendCut(nome);
    let top = 100;
    nome.getBoundingClientRect = () => DOMRect.fromRect({ x: 40, y: top, width: 60, height: 20 });
    await user.hover(nome);
    expect(await screen.findByTestId('cell-tooltip')).toBeInTheDocument();
    // The late scroll event of bringing the cell into view, which the browser sends after the pointer came.
    fireEvent.scroll(screen.getByTestId('list-table-frame'));
    expect(screen.getByTestId('cell-tooltip')).toBeInTheDocument();
    top = 60;
    fireEvent.scroll(screen.getByTestId('list-table-frame'));
    expect(screen.queryByTestId('cell-tooltip')).not.toBeInTheDocument();
  });

  it(`draws every row of a page of ${VIRTUALIZE_ABOVE}`, () => {
    renderTable({ rows: rows(VIRTUALIZE_ABOVE) });
    const table = screen.getByTestId('list-table');
    expect(within(table).getAllByRole('row')).toHaveLength(VIRTUALIZE_ABOVE + 1);
    expect(table).not.toHaveAttribute('aria-rowcount');
  });

  it(`virtualises a page of more than ${VIRTUALIZE_ABOVE} rows, telling assistive technology the count`, () => {
    // jsdom lays nothing out: a frame 620 px high showing rows 31 px high, as a browser would measure them.
    const frameSize = (size: number) =>
      function (this: Element) {
        return this instanceof HTMLElement && this.dataset.testid === 'list-table-frame' ? size : 0;
      };
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(frameSize(620));
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(frameSize(800));
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(31);
    const total = VIRTUALIZE_ABOVE + 50;
    renderTable({ rows: rows(total) });
    const table = screen.getByTestId('list-table');
    const drawnRows = () => within(table).getAllByRole('row').slice(1);
    // 20 rows in sight, a few more around them: far fewer than the page holds.
    expect(drawnRows().length).toBeGreaterThanOrEqual(20);
    expect(drawnRows().length).toBeLessThan(40);
    expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
    expect(within(table).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    expect(drawnRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(drawnRows()[0] as HTMLElement).getByText('PT0001')).toBeInTheDocument();

    // Scrolled down to row 101: the rows around it are drawn, a spacer above stands for the ones before.
    const frame = screen.getByTestId('list-table-frame');
    Object.defineProperty(frame, 'scrollTop', { configurable: true, value: 100 * 31 });
    act(() => {
      fireEvent.scroll(frame);
    });
    expect(within(table).getByText('PT0101')).toBeInTheDocument();
    expect(within(table).queryByText('PT0001')).not.toBeInTheDocument();
    // 20 in sight and 10 drawn ahead on each side.
    expect(drawnRows().length).toBeLessThanOrEqual(41);
    const spacers = table.querySelectorAll('tr[data-spacer]');
    expect(spacers.length).toBeGreaterThan(0);
    // Spacer rows keep the scroll height; they are hidden from assistive technology.
    for (const spacer of spacers) expect(spacer).toHaveAttribute('aria-hidden', 'true');
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
