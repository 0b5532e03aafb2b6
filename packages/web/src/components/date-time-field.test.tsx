import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { DateTimeField, type DateTimeFieldProps } from './date-time-field.tsx';

const LABEL = 'Data e hora da colheita';

function Controlled({
  initial = null,
  spy,
  ...props
}: Partial<DateTimeFieldProps> & { initial?: string | null; spy: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateTimeField
      label={LABEL}
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
      {...props}
    />
  );
}

function input() {
  return screen.getByRole('textbox', { name: new RegExp(LABEL) });
}

// Typing into Mantine inputs takes seconds when test files run in parallel.
describe('DateTimeField (spec 000 §2.6, §5)', { timeout: 20_000 }, () => {
  it('takes a typed "HH:mm dd/MM/yyyy" in Lisbon time and hands over the instant', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithProviders(<Controlled spy={spy} warnBefore={null} />);
    await user.type(input(), '10:30 05/03/2024');
    // Winter: Lisbon is on UTC.
    expect(spy).toHaveBeenLastCalledWith('2024-03-05T10:30:00.000Z');
    await user.clear(input());
    await user.type(input(), '14:05 01/07/2025');
    // Summer: Lisbon is UTC+1.
    expect(spy).toHaveBeenLastCalledWith('2025-07-01T13:05:00.000Z');
  });

  it('shows a loaded instant as Lisbon "HH:mm dd/MM/yyyy"', () => {
    renderWithProviders(<Controlled spy={vi.fn()} initial="2025-07-01T13:05:00Z" />);
    expect(input()).toHaveValue('14:05 01/07/2025');
  });

  it('says "Data inválida" for a time that does not exist, and empties the value', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithProviders(<Controlled spy={spy} initial="2024-03-05T10:30:00Z" warnBefore={null} />);
    await user.clear(input());
    await user.type(input(), '25:00 05/03/2024');
    await user.tab();
    expect(screen.getByText('Data inválida')).toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith(null);
  });

  it('honours the maximum', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithProviders(
      <Controlled spy={spy} warnBefore={null} max={{ year: 2024, month: 3, day: 5, hour: 12, minute: 0 }} />,
    );
    await user.type(input(), '12:01 05/03/2024');
    expect(await screen.findByText('A data não pode ser posterior a 12:00 05/03/2024')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('required: message only once touched', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled spy={vi.fn()} required />);
    expect(input()).toBeRequired();
    expect(screen.queryByText('Este campo é obrigatório')).not.toBeInTheDocument();
    await user.click(input());
    await user.tab();
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
  });

  it('read-only: "HH:mm dd/MM/yyyy" or "Não definida"', () => {
    renderWithProviders(
      <div>
        <DateTimeField label="Com data" value="2024-03-05T10:30:00Z" onChange={vi.fn()} readOnly required />
        <DateTimeField label="Sem data" value={null} onChange={vi.fn()} readOnly />
      </div>,
    );
    expect(screen.getByRole('textbox', { name: 'Com data' })).toHaveValue('10:30 05/03/2024');
    expect(screen.getByRole('textbox', { name: 'Com data' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Sem data' })).toHaveValue('Não definida');
  });

  it('warns, titled with the label, for a day more than one year ago', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled spy={vi.fn()} />);
    await user.type(input(), '08:00 01/01/2000');
    const dialog = await screen.findByRole('dialog', { name: LABEL });
    expect(within(dialog).getByText('A data selecionada é anterior ao previsto.')).toBeInTheDocument();
  });

  it('the picker changes the time of the shown date', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithProviders(<Controlled spy={spy} initial="2024-03-05T10:30:00Z" warnBefore={null} />);
    await user.click(screen.getByRole('button', { name: `Escolher data e hora de ${LABEL}` }));
    const time = await screen.findByLabelText('Hora');
    expect(time).toHaveValue('10:30');
    fireEvent.change(time, { target: { value: '11:45' } });
    expect(spy).toHaveBeenLastCalledWith('2024-03-05T11:45:00.000Z');
    expect(input()).toHaveValue('11:45 05/03/2024');
  });
});
