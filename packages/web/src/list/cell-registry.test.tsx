import { COLUMN_TYPES } from '@sigsa/domain/list/columns';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import {
  CELL_REGISTRY,
  CellValue,
  formatCurrencyValue,
  formatDateTimeValue,
  formatDateValue,
  formatPointValue,
} from './cell-registry.tsx';
import { column } from './list-fixtures.test-support.ts';

describe('cell registry (spec 000 §3 display types)', () => {
  it('has a cell for every column type', () => {
    expect(Object.keys(CELL_REGISTRY).sort()).toEqual([...COLUMN_TYPES].sort());
  });

  it('formats dates, date-times, money and points', () => {
    expect(formatDateValue('2025-03-09')).toBe('09/03/2025');
    expect(formatDateValue('nope')).toBe('');
    // 14:05 UTC in summer is 15:05 in Lisbon.
    expect(formatDateTimeValue('2025-07-01T14:05:00Z')).toBe('15:05 01/07/2025');
    expect(formatCurrencyValue(1234.5).replace(/\s/g, ' ')).toBe('1234,50 €');
    expect(formatCurrencyValue('10', 'USD')).toContain('US$');
    expect(formatPointValue({ type: 'Point', coordinates: [-7.85, 39.56] })).toEqual({
      lat: '39.560000',
      lon: '-7.850000',
    });
  });

  it('shows an option with a colour in that colour and bold (a request past its deadline)', () => {
    renderWithProviders(
      <span data-testid="late">
        <CellValue
          value="EM_ATRASO"
          column={column({
            key: 's',
            name: 'Situação',
            type: 'OPTION',
            options: [
              { value: 'EM_CURSO', label: 'Em curso' },
              { value: 'EM_ATRASO', label: 'Em atraso', color: 'red.9' },
            ],
          })}
        />
      </span>,
    );
    const label = screen.getByText('Em atraso');
    expect(label.style.color).toBe('var(--mantine-color-red-9)');
    expect(label.style.fontWeight).toBe('700');
  });

  it('renders booleans as Sim/Não, options by label, points with 6 decimals', () => {
    renderWithProviders(
      <div>
        <span data-testid="b1">
          <CellValue value={true} column={column({ key: 'a', name: 'A', type: 'BOOLEAN' })} />
        </span>
        <span data-testid="b2">
          <CellValue value={false} column={column({ key: 'a', name: 'A', type: 'BOOLEAN' })} />
        </span>
        <span data-testid="opt">
          <CellValue
            value="SC"
            column={column({
              key: 'c',
              name: 'C',
              type: 'OPTION',
              options: [{ value: 'SC', label: 'Sem classificação' }],
            })}
          />
        </span>
        <span data-testid="multi">
          <CellValue
            value={['A', 'B']}
            column={column({
              key: 'm',
              name: 'M',
              type: 'MULTIOPTION',
              options: [
                { value: 'A', label: 'Alfa' },
                { value: 'B', label: 'Beta' },
              ],
            })}
          />
        </span>
        <span data-testid="point">
          <CellValue
            value={{ type: 'Point', coordinates: [-8.1, 40.25] }}
            column={column({ key: 'p', name: 'P', type: 'POINT' })}
          />
        </span>
        <span data-testid="date">
          <CellValue value="2024-12-31" column={column({ key: 'd', name: 'D', type: 'DATE' })} />
        </span>
        <span data-testid="list">
          <CellValue
            value={[{ nome: 'Bovinos' }, { nome: 'Ovinos' }]}
            column={column({ key: 'l', name: 'L', type: 'LIST' })}
          />
        </span>
      </div>,
    );
    expect(screen.getByTestId('b1')).toHaveTextContent('Sim');
    expect(screen.getByTestId('b2')).toHaveTextContent('Não');
    expect(screen.getByTestId('opt')).toHaveTextContent('Sem classificação');
    expect(screen.getByTestId('multi')).toHaveTextContent('Alfa, Beta');
    expect(screen.getByTestId('point')).toHaveTextContent('Lat. 40.250000, Long. -8.100000');
    expect(screen.getByTestId('date')).toHaveTextContent('31/12/2024');
    expect(screen.getByTestId('list')).toHaveTextContent('Bovinos, Ovinos');
  });
});
