import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../platform/record-api.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { humanizeOperation, RecordHistory } from './record-history.tsx';

function entry(overrides: Partial<HistoryEntry> & Pick<HistoryEntry, 'id' | 'operacao'>): HistoryEntry {
  return {
    estadoAnterior: null,
    estadoNovo: null,
    utilizador: 'mv',
    role: 'ROLE_MV',
    data: '2026-01-10T10:00:00.000Z',
    motivo: null,
    ...overrides,
  };
}

const ENTRIES: HistoryEntry[] = [
  entry({ id: 1, operacao: 'criar', estadoNovo: 'INICIAL', data: '2026-01-10T10:00:00.000Z' }),
  entry({ id: 2, operacao: 'guardar', estadoAnterior: 'INICIAL', estadoNovo: 'INICIAL' }),
  entry({ id: 3, operacao: 'submeter', estadoAnterior: 'INICIAL', estadoNovo: 'SUBMETIDO' }),
  entry({
    id: 4,
    operacao: 'devolver',
    estadoAnterior: 'SUBMETIDO',
    estadoNovo: 'DEVOLVIDO',
    utilizador: 'sigsa',
    role: 'ROLE_SIGSA',
    // Summer time in Lisbon: 13:05 UTC is 14:05 on the wall clock.
    data: '2026-07-01T13:05:00.000Z',
    motivo: 'Dados incompletos',
  }),
  entry({ id: 5, operacao: 'validar', estadoAnterior: 'SUBMETIDO', estadoNovo: 'VALIDO' }),
  entry({ id: 6, operacao: 'naoValidar', estadoAnterior: 'SUBMETIDO', estadoNovo: 'INVALIDO' }),
  entry({ id: 7, operacao: 'reabrirProcesso', role: 'ROLE_DESCONHECIDO' }),
];

describe('RecordHistory', () => {
  it('labels each operation, oldest first; an unknown one reads as its name made readable', () => {
    renderWithProviders(<RecordHistory entries={ENTRIES} />);
    const region = screen.getByRole('region', { name: 'Histórico' });
    const titles = within(region)
      .getAllByTestId('history-item')
      .map((item) => item.querySelector('.mantine-Timeline-itemTitle')?.textContent);
    expect(titles).toEqual([
      'Criado',
      'Gravado',
      'Submetido',
      'Devolvido',
      'Validado',
      'Não validado',
      'Reabrir processo',
    ]);
  });

  it('shows when (HH:mm dd/MM/yyyy, Lisbon), who and under which role, the states and the reason', () => {
    renderWithProviders(<RecordHistory entries={ENTRIES} />);
    const devolvido = screen.getAllByTestId('history-item')[3];
    if (!devolvido) throw new Error('sem item');
    expect(devolvido).toHaveTextContent('14:05 01/07/2026 · sigsa (SIGSA — Autoridade Nacional)');
    const states = within(devolvido).getByRole('group', { name: 'Mudança de estado' });
    expect(states).toHaveTextContent('SubmetidoparaDevolvido');
    expect(devolvido).toHaveTextContent('Motivo: Dados incompletos');
    // A save keeps the state: only the state it stayed in.
    const gravado = screen.getAllByTestId('history-item')[1];
    expect(gravado && within(gravado).getByRole('group').textContent).toBe('Inicial');
    expect(screen.getAllByTestId('history-item')[6]).toHaveTextContent('(ROLE_DESCONHECIDO)');
  });

  it('says so when there is no history', () => {
    renderWithProviders(<RecordHistory entries={[]} />);
    expect(screen.getByText('Sem registos no histórico.')).toBeInTheDocument();
  });

  it('humanises camelCase and snake_case names', () => {
    expect(humanizeOperation('devolverParaReAnalise')).toBe('Devolver para re analise');
    expect(humanizeOperation('IN_VALIDAR')).toBe('In validar');
  });
});
