import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { WarningDialog } from './warning-dialog.tsx';

describe('WarningDialog (spec 000 §2.6)', () => {
  it('shows title and message with a single Fechar button that closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <WarningDialog opened title="Data de vacinação" message="Cuidado com a data." onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Data de vacinação' });
    expect(within(dialog).getByText('Cuidado com a data.')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Fechar']));
    expect(within(dialog).queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    renderWithProviders(<WarningDialog opened={false} title="Aviso" message="x" onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
