import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import type { VacinaAplicadaLine } from './vacinacao-form-values.ts';
import { VacinasAplicadasTables } from './vacinas-aplicadas-table.tsx';

function line(overrides: Partial<VacinaAplicadaLine> & Pick<VacinaAplicadaLine, 'key'>): VacinaAplicadaLine {
  return {
    id: null,
    sequencia: null,
    tipo: 'INDIVIDUAL',
    identificacao: null,
    idade: 14,
    quantidadeAnimais: null,
    esquemaVacinacao: { id: 11, nome: 'Primovacinação' },
    etapaVacinacao: { id: 21, nome: '1.ª dose' },
    ...overrides,
  };
}

const LINES: VacinaAplicadaLine[] = [
  line({ key: 'c', sequencia: 3, identificacao: 'PT-C' }),
  line({ key: 'g', tipo: 'GRUPO', quantidadeAnimais: 12, idade: 30 }),
  line({ key: 'n', identificacao: 'PT-NOVO' }),
  line({ key: 'a', sequencia: 1, identificacao: 'PT-A' }),
  line({ key: 'b', sequencia: 2, identificacao: 'PT-B' }),
];

function cells(testId: string): string[][] {
  return within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('applied-vaccine tables (spec 002 §2, §9)', () => {
  it('sorts individuals by sequence (new lines last) and shows groups with their age in days', () => {
    renderWithProviders(
      <VacinasAplicadasTables
        lines={LINES}
        editable={false}
        onAdd={vi.fn()}
        onAddMultiple={vi.fn()}
        onEdit={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(cells('tabela-individual').map((row) => row[0])).toEqual(['PT-A', 'PT-B', 'PT-C', 'PT-NOVO']);
    expect(cells('tabela-grupo')).toEqual([['12', '30', 'Primovacinação', '1.ª dose']]);
    const headers = within(screen.getByTestId('tabela-grupo'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Número de animais',
      'Idade (dias)',
      'Esquema de vacinação',
      'Etapa de vacinação',
    ]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Adicionar, Adicionar múltiplos, and edit / remove per row when editable', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const onAddMultiple = vi.fn();
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    renderWithProviders(
      <VacinasAplicadasTables
        lines={LINES}
        editable
        onAdd={onAdd}
        onAddMultiple={onAddMultiple}
        onEdit={onEdit}
        onRemove={onRemove}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Adicionar identificação individual' }));
    expect(onAdd).toHaveBeenLastCalledWith('INDIVIDUAL');
    await user.click(screen.getByRole('button', { name: 'Adicionar grupo de animais' }));
    expect(onAdd).toHaveBeenLastCalledWith('GRUPO');
    await user.click(screen.getByRole('button', { name: 'Adicionar múltiplos' }));
    expect(onAddMultiple).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Editar PT-B' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ key: 'b' }));
    await user.click(screen.getByRole('button', { name: 'Remover grupo 1' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ key: 'g' }));
  });

  it('says so when a table is empty', () => {
    renderWithProviders(
      <VacinasAplicadasTables
        lines={[]}
        editable={false}
        onAdd={vi.fn()}
        onAddMultiple={vi.fn()}
        onEdit={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getAllByText('Nenhum item presente')).toHaveLength(2);
  });
});
