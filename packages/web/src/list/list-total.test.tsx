import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { ListTotal } from './list-total.tsx';

const capped = { counting: false, total: 10_000, capped: true, pages: 201 };

describe('ListTotal', () => {
  it('counts every row on "Contar todos" when the list is capped, with the list’s filters', async () => {
    const calls = mockFetch((call) =>
      call.url.includes('/search/count?')
        ? json(200, { totalElements: 123_456, totalCapped: false })
        : undefined,
    );
    renderWithProviders(
      <ListTotal
        entity="vacinacoes"
        filters={{ role: 'ROLE_SIGSA', estado: '{"value":["VALIDO"]}' }}
        count={capped}
      />,
      '/consultar/vacinacao',
    );
    expect(screen.getByTestId('list-total')).toHaveTextContent('Total: mais de 10000 registos');
    await userEvent.click(screen.getByRole('button', { name: 'Contar todos' }));
    expect(await screen.findByText('Total: 123456 registos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contar todos' })).not.toBeInTheDocument();
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/vacinacoes/search/count');
    expect(url.searchParams.get('exato')).toBe('true');
    expect(url.searchParams.get('estado')).toBe('{"value":["VALIDO"]}');
  });

  it('offers no exact count when the total is not capped', () => {
    mockFetch(() => undefined);
    renderWithProviders(
      <ListTotal
        entity="vacinacoes"
        filters={{}}
        count={{ counting: false, total: 12, capped: false, pages: 2 }}
      />,
      '/consultar/vacinacao',
    );
    expect(screen.getByTestId('list-total')).toHaveTextContent('Total: 12 registos');
    expect(screen.queryByRole('button', { name: 'Contar todos' })).not.toBeInTheDocument();
  });
});
