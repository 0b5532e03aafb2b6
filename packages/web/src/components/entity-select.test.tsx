import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { EntitySelect } from './entity-select.tsx';

interface Farm {
  id: number;
  marca: string;
}

const FARMS: Farm[] = [
  { id: 1, marca: 'AB12C' },
  { id: 2, marca: 'AB34D' },
  { id: 3, marca: 'XY99Z' },
];

function searchFarms(text: string): Promise<Farm[]> {
  return Promise.resolve(FARMS.filter((farm) => farm.marca.includes(text.toUpperCase())));
}

function Single({
  search,
  initial = null,
  spy = vi.fn(),
  minChars,
}: {
  search: (text: string) => Promise<Farm[]>;
  initial?: Farm | null;
  spy?: (value: Farm | null) => void;
  minChars?: number;
}) {
  const [value, setValue] = useState<Farm | null>(initial);
  return (
    <EntitySelect<Farm>
      label="Exploração"
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
      search={search}
      getKey={(farm) => farm.id}
      getLabel={(farm) => farm.marca}
      minChars={minChars}
      renderInfo={(farm) => <p>Detalhe de {farm.marca}</p>}
    />
  );
}

function Multiple({ spy }: { spy: (value: Farm[]) => void }) {
  const [value, setValue] = useState<Farm[]>([]);
  return (
    <EntitySelect<Farm>
      multiple
      label="Explorações"
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
      search={searchFarms}
      getKey={(farm) => farm.id}
      getLabel={(farm) => farm.marca}
      minChars={1}
    />
  );
}

const input = (name: RegExp | string) => screen.getByRole('textbox', { name });

// Typing into Mantine inputs takes seconds when test files run in parallel.
describe('EntitySelect (spec 000 §2.6, §5, §8.2)', { timeout: 30_000 }, () => {
  it('searches only from the minimum characters (default 3), once, after the typing pauses', async () => {
    const user = userEvent.setup();
    const search = vi.fn(searchFarms);
    renderWithProviders(<Single search={search} />);
    await user.type(input('Exploração'), 'ab');
    expect(await screen.findByText('Escreva pelo menos 3 carateres para pesquisar.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(search).not.toHaveBeenCalled();
    await user.type(input('Exploração'), '1');
    expect(await screen.findByRole('option', { name: 'AB12C', hidden: true })).toBeInTheDocument();
    // The list box is named after its field, for screen readers (and axe's aria-input-field-name).
    expect(screen.getByRole('listbox', { name: 'Exploração', hidden: true })).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('ab1');
  });

  it('picks an option with the mouse or the keyboard; the field then shows it; clearing empties it', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithProviders(<Single search={searchFarms} spy={spy} minChars={1} />);
    await user.type(input('Exploração'), 'ab');
    await screen.findByRole('option', { name: 'AB34D', hidden: true });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(spy).toHaveBeenLastCalledWith({ id: 2, marca: 'AB34D' });
    expect(input('Exploração')).toHaveValue('AB34D');
    await user.click(screen.getByRole('button', { name: 'Limpar Exploração' }));
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(input('Exploração')).toHaveValue('');
  });

  it('warns "Possibilidade de resultados incompletos!" when the answer reaches the cap', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 100 }, (_, i) => ({
      id: i + 1,
      marca: `PT${String(i).padStart(3, '0')}`,
    }));
    const { unmount } = renderWithProviders(<Single search={() => Promise.resolve(many)} />);
    await user.type(input('Exploração'), 'PT0');
    expect(await screen.findByText('Possibilidade de resultados incompletos!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Foi devolvido o número máximo de resultados. Se o resultado pretendido não aparecer, efetue uma procura mais completa para obter menos resultados.',
      ),
    ).toBeInTheDocument();
    unmount();

    renderWithProviders(<Single search={() => Promise.resolve(many.slice(1))} />);
    await user.type(input('Exploração'), 'PT0');
    expect(await screen.findByRole('option', { name: 'PT001', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('Possibilidade de resultados incompletos!')).not.toBeInTheDocument();
  });

  it('a failed or empty search says nothing was found', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Single search={() => Promise.reject(new Error('x'))} />);
    await user.type(input('Exploração'), 'zzz');
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument();
  });

  it('"+ Info" opens a detail modal of the chosen record', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Single search={searchFarms} initial={FARMS[0]} />);
    await user.click(screen.getByRole('button', { name: '+ Info — Exploração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exploração' });
    expect(within(dialog).getByText('Detalhe de AB12C')).toBeInTheDocument();
  });

  it('multiple: adds records as pills, leaves chosen ones out of the options, removes them', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithProviders(<Multiple spy={spy} />);
    await user.type(input('Explorações'), 'ab');
    await user.click(await screen.findByRole('option', { name: 'AB12C', hidden: true }));
    expect(spy).toHaveBeenLastCalledWith([FARMS[0]]);
    await user.type(input('Explorações'), 'ab');
    await waitFor(() =>
      expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['AB34D']),
    );
    await user.click(screen.getByRole('option', { name: 'AB34D', hidden: true }));
    expect(spy).toHaveBeenLastCalledWith([FARMS[0], FARMS[1]]);
    await user.click(screen.getByRole('button', { name: 'Remover AB12C' }));
    expect(spy).toHaveBeenLastCalledWith([FARMS[1]]);
  });

  it('read-only: shows the value, as a link when given one, with no search', () => {
    const search = vi.fn(searchFarms);
    renderWithProviders(
      <>
        <EntitySelect<Farm>
          readOnly
          label="Exploração"
          value={FARMS[2] ?? null}
          onChange={vi.fn()}
          search={search}
          getKey={(farm) => farm.id}
          getLabel={(farm) => farm.marca}
        />
        <EntitySelect<Farm>
          readOnly
          label="Com ligação"
          value={FARMS[0] ?? null}
          onChange={vi.fn()}
          search={search}
          getKey={(farm) => farm.id}
          getLabel={(farm) => farm.marca}
          getLink={(farm) => `/consultar/exploracoes/${farm.marca}`}
        />
      </>,
    );
    expect(input('Exploração')).toHaveValue('XY99Z');
    expect(input('Exploração')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'AB12C' })).toHaveAttribute(
      'href',
      '/consultar/exploracoes/AB12C',
    );
    expect(search).not.toHaveBeenCalled();
  });
});
