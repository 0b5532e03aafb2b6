import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { ReturnDialog, type ReturnReason } from './return-dialog.tsx';

const REASONS: ReturnReason[] = [
  { id: 1, nome: 'Dados incompletos', descricao: 'Faltam dados obrigatórios' },
  { id: 2, nome: 'Outro motivo', requerObservacao: true },
];

function open(onConfirm = vi.fn(), onClose = vi.fn()) {
  renderWithProviders(<ReturnDialog opened reasons={REASONS} onConfirm={onConfirm} onClose={onClose} />);
  return { onConfirm, onClose };
}

async function pickReason(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('textbox', { name: /Motivo/ }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

// Typing into Mantine inputs takes seconds when test files run in parallel.
describe('ReturnDialog (spec 000 §2.6, 001 §5)', { timeout: 20_000 }, () => {
  it('requires a reason: Confirmar disabled, and the message only once the field is left', async () => {
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Devolver registo' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Motivo/ })).toBeRequired();
    expect(screen.queryByText('Este campo é obrigatório')).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Motivo/ }));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
  });

  it('answers the chosen reason id, with blank observations as null', async () => {
    const user = userEvent.setup();
    const { onConfirm } = open();
    await pickReason(user, 'Dados incompletos');
    expect(screen.getByText('Faltam dados obrigatórios')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Observações/ })).not.toBeRequired();
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({ idMotivo: 1, observacoes: null });
  });

  it('requires observations when the reason asks for them', async () => {
    const user = userEvent.setup();
    const { onConfirm } = open();
    await pickReason(user, 'Outro motivo');
    const observacoes = screen.getByRole('textbox', { name: /Observações/ });
    expect(observacoes).toBeRequired();
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await user.click(observacoes);
    await user.tab();
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
    await user.type(observacoes, '  Vacina em falta  ');
    expect(screen.queryByText('Este campo é obrigatório')).not.toBeInTheDocument();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({ idMotivo: 2, observacoes: 'Vacina em falta' });
  });

  it('shows loading while an async onConfirm runs; Cancelar calls onClose', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onClose } = open(onConfirm);
    await pickReason(user, 'Dados incompletos');
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading', 'true'));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    finish();
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-loading'));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
