import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { showErrorToast, showSuccessToast, showWarningToast } from './toasts.ts';

describe('toasts', () => {
  it('a success is announced politely (status), a failure at once (alert), below the header', async () => {
    renderWithProviders(<div />);
    showSuccessToast('Registo guardado com sucesso.');
    showErrorToast('Erro', 'Houve um erro a guardar os anexos.');
    const success = await screen.findByRole('status', { name: '' });
    expect(success).toHaveTextContent('Registo guardado com sucesso.');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Houve um erro a guardar os anexos.');
    // Only the top-right container is moved below the header (toasts.module.css): the others keep Mantine's
    // places, and none stretches over the page.
    expect(failure.closest('[data-position="top-right"]')).not.toBeNull();
  });

  it('a warning is announced at once, and shown once however often it is asked for', async () => {
    renderWithProviders(<div />);
    showWarningToast('Não é possível ordenar por esta coluna.');
    showWarningToast('Não é possível ordenar por esta coluna.');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Não é possível ordenar por esta coluna.');
    expect(screen.getAllByText('Não é possível ordenar por esta coluna.')).toHaveLength(1);
  });
});
