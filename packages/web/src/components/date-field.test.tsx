import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { DateField, type DateFieldProps } from './date-field.tsx';

const LABEL = 'Data de vacinação';

/** The field with its value kept in state, as a form would; every onChange goes to `spy`. */
function Controlled({
  initial = null,
  spy,
  ...props
}: Partial<DateFieldProps> & { initial?: string | null; spy: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateField
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
describe('DateField (spec 000 §2.6, §5)', { timeout: 20_000 }, () => {
  it('takes a typed dd/MM/yyyy and hands over YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithProviders(<Controlled spy={spy} warnBefore={null} />);
    await user.type(input(), '05/03/2024');
    expect(spy).toHaveBeenLastCalledWith('2024-03-05');
    expect(spy).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(input()).toHaveValue('05/03/2024');
    expect(screen.queryByText(/Data inválida/)).not.toBeInTheDocument();
  });

  it('shows the loaded value as dd/MM/yyyy', () => {
    renderWithProviders(<Controlled spy={vi.fn()} initial="2024-12-31" />);
    expect(input()).toHaveValue('31/12/2024');
  });

  it('refuses a day that does not exist: format message, and the value empties', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithProviders(<Controlled spy={spy} initial="2024-03-05" warnBefore={null} />);
    await user.clear(input());
    expect(spy).toHaveBeenLastCalledWith(null);
    await user.type(input(), '31/02/2024');
    expect(await screen.findByText('Data inválida, use o formato DD/MM/YYYY')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalledWith('2024-02-31');
    expect(spy).toHaveBeenLastCalledWith(null);
    await user.tab();
    // The text stays as typed, so the user sees what to fix.
    expect(input()).toHaveValue('31/02/2024');
    expect(screen.getByText('Data inválida, use o formato DD/MM/YYYY')).toBeInTheDocument();
  });

  it('honours the maximum and the minimum', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithProviders(
      <Controlled
        spy={spy}
        warnBefore={null}
        min={{ year: 2024, month: 1, day: 1 }}
        max={{ year: 2024, month: 3, day: 10 }}
      />,
    );
    await user.type(input(), '11/03/2024');
    expect(await screen.findByText('A data não pode ser posterior a 10/03/2024')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    await user.clear(input());
    await user.type(input(), '31/12/2023');
    expect(await screen.findByText('A data não pode ser anterior a 01/01/2024')).toBeInTheDocument();
    await user.clear(input());
    await user.type(input(), '10/03/2024');
    expect(spy).toHaveBeenLastCalledWith('2024-03-10');
    expect(screen.queryByText(/A data não pode/)).not.toBeInTheDocument();
  });

  it('required: asterisk while editable, message only once touched', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled spy={vi.fn()} required />);
    expect(input()).toBeRequired();
    expect(screen.queryByText('Este campo é obrigatório')).not.toBeInTheDocument();
    await user.click(input());
    await user.tab();
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
  });

  it('shows an outside error when it has none of its own', () => {
    renderWithProviders(<Controlled spy={vi.fn()} initial="2024-03-05" error="Erro do servidor" />);
    expect(screen.getByText('Erro do servidor')).toBeInTheDocument();
  });

  it('read-only: dd/MM/yyyy or "Não definida", and no asterisk', () => {
    renderWithProviders(
      <div>
        <DateField label="Com data" value="2024-03-05" onChange={vi.fn()} readOnly required />
        <DateField label="Sem data" value={null} onChange={vi.fn()} readOnly required />
      </div>,
    );
    const withDate = screen.getByRole('textbox', { name: 'Com data' });
    expect(withDate).toHaveValue('05/03/2024');
    expect(withDate).toHaveAttribute('readonly');
    expect(withDate).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Sem data' })).toHaveValue('Não definida');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('warns once, titled with the label, when the date is before warnBefore', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithProviders(<Controlled spy={spy} warnBefore={{ year: 2024, month: 1, day: 1 }} />);
    await user.type(input(), '01/01/2024');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(input());
    await user.type(input(), '31/12/2023');
    const dialog = await screen.findByRole('dialog', { name: LABEL });
    expect(within(dialog).getByText('A data selecionada é anterior ao previsto.')).toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith('2023-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('by default warns for a date more than one year before today', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled spy={vi.fn()} />);
    await user.type(input(), '01/01/2000');
    expect(await screen.findByRole('dialog', { name: LABEL })).toBeInTheDocument();
  });

  it('does not warn for a loaded value', () => {
    renderWithProviders(<Controlled spy={vi.fn()} initial="2000-01-01" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
