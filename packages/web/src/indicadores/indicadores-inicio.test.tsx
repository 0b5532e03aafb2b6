import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { apiError, json, mockFetch, type FetchHandler } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { figuraDoCartao, horaDe, IndicadoresInicio } from './indicadores-inicio.tsx';

/** A vaccination group: 4 initial, 2 awaiting validation, none valid, 1 invalid. */
const VACINACAO_4_2_0_1 = {
  grupos: [{ grupo: 'indicadoresVacinacao', valores: { INICIAL: 4, SUBMETIDO: 2, VALIDO: 0, INVALIDO: 1 } }],
};

/** The trends answer no record (the tests of the cards do not look at them); the rest goes to `handler`. */
function semTendencias(handler: FetchHandler): FetchHandler {
  return (call) =>
    call.url.includes('/api/kpis/tendencias')
      ? json(200, { grupo: 'indicadoresVacinacao', semanas: [] })
      : handler(call);
}

function renderAs(role: 'ROLE_SIGSA' | 'ROLE_LAB') {
  setSessionUser(makeUser([role], role));
  setSessionRole(role);
  return renderWithProviders(<IndicadoresInicio role={role} />, '/inicio');
}

describe('Início indicators (spec 000 §2.3, issue 17)', () => {
  it('reads "-" for an empty card', () => {
    expect(figuraDoCartao(0)).toBe('-');
    expect(figuraDoCartao(7)).toBe('7');
  });

  it('tells when the figures were read, in Lisbon time', () => {
    expect(horaDe(Date.parse('2026-07-01T08:05:00Z'))).toBe('09:05');
    expect(horaDe(Date.parse('2026-12-01T23:59:00Z'))).toBe('23:59');
  });

  it('shows each group of the role, each card a link to its list with the same filters', async () => {
    const calls = mockFetch(
      semTendencias((call) =>
        call.url.includes('/api/kpis?')
          ? json(200, {
              grupos: [
                {
                  grupo: 'indicadoresVacinacao',
                  valores: { INICIAL: 3, SUBMETIDO: 2, VALIDO: 0, INVALIDO: 1, AGUARDA_MINHA_DECISAO: 1 },
                },
              ],
            })
          : undefined,
      ),
    );
    renderAs('ROLE_SIGSA');
    const grupo = await screen.findByRole('region', { name: 'Vacinação' });
    const links = within(grupo).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Inicial3',
      'A aguardar validação2(requer atenção)',
      'Válido-',
      'Inválido1',
      'A aguardar a minha decisão1(requer atenção)',
    ]);
    // What awaits my decision is a yes filter of the list, not a state.
    const decisao = new URL(links[4]?.getAttribute('href') ?? '', 'http://x');
    expect(JSON.parse(decisao.searchParams.get('filtros') ?? '')).toEqual([
      { key: 'aguardaMinhaDecisao', value: true },
    ]);
    const inicial = new URL(links[0]?.getAttribute('href') ?? '', 'http://x');
    expect(inicial.pathname).toBe('/consultar/vacinacao');
    expect(JSON.parse(inicial.searchParams.get('filtros') ?? '')).toEqual([
      { key: 'estado', value: ['INICIAL', 'DEVOLVIDO'] },
    ]);
    expect(calls[0]?.url).toContain('/api/kpis?role=ROLE_SIGSA');
    expect(screen.getByTestId('indicadores-atualizado')).toHaveTextContent(/^Atualizado às \d\d:\d\d$/);
  });

  it('shows the warning icon only on an alert card above zero', async () => {
    mockFetch(
      semTendencias(() =>
        json(200, {
          grupos: [{ grupo: 'indicadoresControlosLaboratoriais', valores: { SUBMETIDO: 0, EM_ANALISE: 4 } }],
        }),
      ),
    );
    renderAs('ROLE_LAB');
    const grupo = await screen.findByRole('region', { name: 'Colheita de amostras' });
    expect(
      within(grupo)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Submetido-', 'Em análise4(requer atenção)']);
  });

  it('names a group that failed, keeps the others, and asks again on "Tentar novamente"', async () => {
    let vezes = 0;
    mockFetch(
      semTendencias(() => {
        vezes++;
        return json(200, {
          grupos: [
            { grupo: 'indicadoresVacinacao', valores: { INICIAL: 1, SUBMETIDO: 0, VALIDO: 0, INVALIDO: 0 } },
            vezes === 1
              ? {
                  grupo: 'indicadoresNotificacoesSuspeitasDoencas',
                  erro: 'Não foi possível obter os indicadores.',
                }
              : {
                  grupo: 'indicadoresNotificacoesSuspeitasDoencas',
                  valores: { INICIAL: 5, SUBMETIDO: 0, VALIDO: 0, INVALIDO: 0 },
                },
          ],
        });
      }),
    );
    renderAs('ROLE_SIGSA');
    const falhado = await screen.findByRole('region', { name: 'Notificação de suspeita de doença' });
    expect(falhado).toHaveTextContent('Não foi possível obter os indicadores.');
    expect(screen.getByRole('region', { name: 'Vacinação' })).toHaveTextContent('Inicial1');
    await userEvent.click(within(falhado).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(falhado).findByText('5')).toBeInTheDocument();
  });

  it('says so when the figures cannot be read at all', async () => {
    mockFetch(() => apiError(500, 'Erro'));
    renderAs('ROLE_SIGSA');
    expect(await screen.findByText('Não foi possível obter os indicadores.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it("tells how much each card moved since the last visit, and keeps this visit's figures for the next", async () => {
    const vistas = 'sigsa.indicadores.teste.ROLE_SIGSA';
    window.localStorage.setItem(
      vistas,
      JSON.stringify({
        indicadoresVacinacao: { INICIAL: 1, SUBMETIDO: 2, VALIDO: 3 },
        indicadoresNotificacoesSuspeitasDoencas: { INICIAL: 9 },
      }),
    );
    mockFetch(semTendencias(() => json(200, VACINACAO_4_2_0_1)));
    renderAs('ROLE_SIGSA');
    const grupo = await screen.findByRole('region', { name: 'Vacinação' });
    expect(
      within(grupo)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Inicial4▲ 3(mais 3 desde a última visita)',
      'A aguardar validação2(requer atenção)',
      'Válido-▼ 3(menos 3 desde a última visita)',
      // Nothing seen before for this card: no movement to tell.
      'Inválido1',
      'A aguardar a minha decisão-',
    ]);
    // The arrow is for the eyes; screen readers hear the words.
    expect(within(grupo).getAllByText('▲ 3')[0]).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(vistas) ?? 'null')).toEqual({
        indicadoresVacinacao: { INICIAL: 4, SUBMETIDO: 2, VALIDO: 0, INVALIDO: 1 },
        // A group not counted this time keeps what was seen before.
        indicadoresNotificacoesSuspeitasDoencas: { INICIAL: 9 },
      }),
    );
  });

  it('shows no movement on a first visit, nor from a kept value that is not figures', async () => {
    window.localStorage.setItem('sigsa.indicadores.teste.ROLE_SIGSA', '{"indicadoresVacinacao":"x"}');
    mockFetch(semTendencias(() => json(200, VACINACAO_4_2_0_1)));
    renderAs('ROLE_SIGSA');
    const grupo = await screen.findByRole('region', { name: 'Vacinação' });
    expect(within(grupo).queryByTestId('kpi-variacao')).not.toBeInTheDocument();
  });
});
