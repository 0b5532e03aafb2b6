import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

// Typing into Mantine inputs takes seconds when test files run in parallel.
describe('ConfirmDialog (spec 000 §2.6)', { timeout: 20_000 }, () => {
  it('asks "Deseja confirmar?" by default and answers through onConfirm / onCancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<ConfirmDialog opened title="Submeter" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('dialog', { name: 'Submeter' });
    expect(within(dialog).getByText('Deseja confirmar?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('takes its own message and button labels', async () => {
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Validar"
        message="Validar o registo?"
        confirmLabel="Validar"
        cancelLabel="Voltar"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Validar' });
    expect(within(dialog).getByText('Validar o registo?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Validar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it('shows the confirm button loading while an async onConfirm runs, and Cancelar waits', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onCancel = vi.fn();
    renderWithProviders(<ConfirmDialog opened onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmação' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading', 'true'));
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-loading'));
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('stays usable after a failed onConfirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('500'));
    renderWithProviders(<ConfirmDialog opened onConfirm={onConfirm} onCancel={vi.fn()} />);
    const confirm = await screen.findByRole('button', { name: 'Confirmar' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-loading'));
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
