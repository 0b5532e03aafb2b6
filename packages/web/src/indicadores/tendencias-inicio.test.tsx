import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { TendenciasInicio, tiposComTendencias } from './tendencias-inicio.tsx';

const GRUPOS = [
  'indicadoresExamesClinicosNecropsiasSVL',
  'indicadoresExamesClinicosNecropsias',
  'indicadoresVacinacao',
];

describe('Início trends (issue 17)', () => {
  it("offers each type of the role's groups once, not the exams' DDO split", () => {
    expect(tiposComTendencias(GRUPOS, 'ROLE_SVL').map((g) => g.grupo)).toEqual([
      'indicadoresExamesClinicosNecropsias',
      'indicadoresVacinacao',
    ]);
    expect(tiposComTendencias([], 'ROLE_SIGSA')).toEqual([]);
  });

  it('shows the weeks as a table whose figures open the lists they count, and asks again for another window', async () => {
    setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
    setSessionRole('ROLE_SIGSA');
    const calls = mockFetch((call) =>
      call.url.includes('/api/kpis/tendencias')
        ? json(200, {
            grupo: 'indicadoresVacinacao',
            semanas: [
              {
                inicio: '2026-11-23',
                fim: '2026-11-29',
                valores: { INICIAL: 0, SUBMETIDO: 0, VALIDO: 0, INVALIDO: 0 },
              },
              {
                inicio: '2026-11-30',
                fim: '2026-12-06',
                valores: { INICIAL: 2, SUBMETIDO: 1, VALIDO: 0, INVALIDO: 0 },
              },
            ],
          })
        : undefined,
    );
    renderWithProviders(<TendenciasInicio role="ROLE_SIGSA" grupos={['indicadoresVacinacao']} />, '/inicio');
    const seccao = await screen.findByRole('region', { name: 'Tendências' });
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/kpis/tendencias?'))).toBe(true));
    expect(calls.at(-1)?.url).toContain('role=ROLE_SIGSA&entidade=vacinacoes&semanas=12');

    const ver = within(seccao).getByRole('button', { name: 'Ver tabela' });
    await userEvent.click(ver);
    const tabela = await within(seccao).findByRole('table', {
      name: 'Vacinação: registos criados por semana, nas últimas 12 semanas',
    });
    expect(within(seccao).getByRole('button', { name: 'Ver gráfico' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas.map((r) => r.textContent)).toEqual([
      'SemanaInicialA aguardar validaçãoVálidoInválidoTotal',
      '23/11 a 29/1100000',
      '30/11 a 06/122100' + '3',
    ]);
    const inicial = within(linhas[2] as HTMLElement).getByRole('link', { name: '2' });
    const url = new URL(inicial.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/consultar/vacinacao');
    expect(JSON.parse(url.searchParams.get('filtros') ?? '')).toEqual([
      { key: 'estado', value: ['INICIAL', 'DEVOLVIDO'] },
      {
        key: 'createdOn',
        startDate: '2026-11-30',
        endDate: '2026-12-06',
        customProperties: { dateOption: 'PERSONALIZADO' },
      },
    ]);

    await userEvent.click(within(seccao).getByRole('radio', { name: '26' }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('semanas=26'));
  });
});
