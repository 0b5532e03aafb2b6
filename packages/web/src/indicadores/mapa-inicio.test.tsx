import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { CAOP_PEQUENA } from '../test/caop.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { MapaInicio } from './mapa-inicio.tsx';

describe("Início's map (issue 17)", () => {
  it('lists the busiest parishes by name, each figure a link to its list, and asks again for 90 days', async () => {
    setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
    setSessionRole('ROLE_SIGSA');
    const calls = mockFetch((call) => {
      if (call.url.includes('/api/kpis/mapa')) return json(200, { '010103': 2, '010109': 5 });
      if (call.url.includes('/api/distritos')) return json(200, { _embedded: { distritos: CAOP_PEQUENA } });
      return undefined;
    });
    const { unmount } = renderWithProviders(
      <MapaInicio
        role="ROLE_SIGSA"
        grupos={['indicadoresNotificacoesSuspeitasDoencas', 'indicadoresVacinacao']}
      />,
      '/inicio',
    );
    const seccao = await screen.findByRole('region', { name: 'Mapa por freguesia' });
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/kpis/mapa?'))).toBe(true));
    expect(calls.find((c) => c.url.includes('/api/kpis/mapa?'))?.url).toContain(
      'role=ROLE_SIGSA&entidade=notificacoesSuspeitasDoencas&dias=30',
    );
    expect(await within(seccao).findByTestId('mapa-inicio-total')).toHaveTextContent(
      '7 registos criados nos últimos 30 dias; freguesias com registos: 2.',
    );
    expect(within(seccao).getByRole('list', { name: 'Legenda: registos por freguesia' })).toHaveTextContent(
      '12 a 56 a 2021 a 100Mais de 100',
    );

    await userEvent.click(within(seccao).getByRole('button', { name: 'Ver tabela' }));
    const tabela = await within(seccao).findByRole('table', {
      name: 'Notificação de suspeita de doença: registos criados nos últimos 30 dias, por freguesia',
    });
    await waitFor(() =>
      expect(
        within(tabela)
          .getAllByRole('row')
          .map((r) => r.textContent),
      ).toEqual(['FreguesiaRegistos', 'Fermentelos5', 'Aguada de Cima2']),
    );
    const link = within(tabela).getByRole('link', { name: '5' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/consultar/notificacao-suspeita-doenca');
    const [freguesia, criacao] = JSON.parse(url.searchParams.get('filtros') ?? '') as Record<
      string,
      unknown
    >[];
    expect(freguesia).toEqual({ key: 'regiao.freguesia.nome', value: ['010109'] });
    expect(criacao).toMatchObject({ key: 'createdOn', customProperties: { dateOption: 'PERSONALIZADO' } });

    await userEvent.click(within(seccao).getByRole('radio', { name: '90' }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('entidade=notificacoesSuspeitasDoencas&dias=90'));

    // Back on Início (from the list a figure opened), the same view: the table, 90 days.
    unmount();
    renderWithProviders(
      <MapaInicio
        role="ROLE_SIGSA"
        grupos={['indicadoresNotificacoesSuspeitasDoencas', 'indicadoresVacinacao']}
      />,
      '/inicio',
    );
    expect(await screen.findByTestId('mapa-inicio-tabela')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '90' })).toBeChecked();
  });

  it('says so when the figures cannot be read, and tries again', async () => {
    setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
    setSessionRole('ROLE_SIGSA');
    let falhar = true;
    mockFetch((call) =>
      call.url.includes('/api/kpis/mapa') ? (falhar ? json(500, {}) : json(200, {})) : undefined,
    );
    renderWithProviders(<MapaInicio role="ROLE_SIGSA" grupos={['indicadoresVacinacao']} />, '/inicio');
    expect(await screen.findByText('Não foi possível obter o mapa.')).toBeInTheDocument();
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('mapa-inicio-total')).toHaveTextContent(
      '0 registos criados nos últimos 30 dias; freguesias com registos: 0.',
    );
  });
});
