import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { column } from '../../list/list-fixtures.test-support.ts';
import { createQueryClient } from '../../platform/query-client.ts';
import { recordKey } from '../../platform/record-api.ts';
import { setSessionRole, setSessionUser } from '../../platform/session-store.ts';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { makeUser } from '../../test/users.ts';
import { makeVacinacao, renderVacinacao } from './vacinacao-fixtures.test-support.tsx';
import { vacinacaoDetailLoader } from './vacinacao-routes.tsx';

function loaderArgs(id: string, signal = new AbortController().signal) {
  return {
    params: { id },
    request: new Request(`http://localhost/consultar/vacinacao/${id}`, { signal }),
  };
}

describe('vaccination routes (spec 002 §2)', { timeout: 30_000 }, () => {
  it('the detail loader waits for the role, then fetches the record into the cache the screen reads', async () => {
    const calls = mockFetch(() => json(200, makeVacinacao()));
    const client = createQueryClient();
    const loading = vacinacaoDetailLoader(client)(loaderArgs('5'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
    setSessionRole('ROLE_SIGSA');
    expect(await loading).toMatchObject({ id: 5, numeroSerie: 'VAC/000005' });
    expect(new URL(calls[0]?.url ?? '', 'http://x').searchParams.get('projection')).toBe('full');
    expect(client.getQueryData(recordKey('vacinacoes', 5, 'ROLE_SIGSA'))).toMatchObject({ id: 5 });
  });

  it('a malformed id is a 404 without asking the server', async () => {
    const calls = mockFetch(() => json(200, makeVacinacao()));
    const failure: unknown = await vacinacaoDetailLoader(createQueryClient())(loaderArgs('abc')).catch(
      (error: unknown) => error,
    );
    // React Router turns the thrown `data()` into the route's 404 error response.
    expect(failure).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
    expect(calls).toHaveLength(0);
  });

  it('Consultar → Vacinação is the generic list, which offers a filter by Estado', async () => {
    const user = userEvent.setup();
    mockFetch(({ url }) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/api/vacinacoes/search/columns')
        return json(200, [
          column({ key: 'numeroSerie', name: 'Número', type: 'STRING' }),
          column({
            key: 'estado',
            name: 'Estado',
            type: 'OPTION',
            options: [
              { value: 'INICIAL', label: 'Inicial' },
              { value: 'SUBMETIDO', label: 'Submetido' },
            ],
          }),
        ]);
      if (path === '/api/vacinacoes/search/filter')
        return json(200, {
          _embedded: { vacinacoes: [{ id: 5, numeroSerie: 'VAC/000005', estado: 'INICIAL' }] },
          page: { size: 10, number: 0, totalElements: 1, totalPages: 1 },
          _links: { self: { href: url } },
        });
      return undefined;
    });
    renderVacinacao('/consultar/vacinacao', 'ROLE_MV');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacinação' })).toBeInTheDocument();
    expect(await screen.findByText('VAC/000005')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Consultar registo/ })).toHaveAttribute(
      'href',
      '/consultar/vacinacao/5',
    );
    await user.click(screen.getByRole('button', { name: 'Selecionar filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar filtros' });
    expect(within(dialog).getByLabelText('Estado')).toBeInTheDocument();
  });
});
