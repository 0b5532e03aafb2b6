import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { showErrorToast, showSuccessToast } from './toasts.ts';

describe('toasts', () => {
  it('a success is announced politely (status), a failure at once (alert), below the header', async () => {
    renderWithProviders(<div />);
    showSuccessToast('Registo guardado com sucesso.');
    showErrorToast('Erro', 'Houve um erro a guardar os anexos.');
    const success = await screen.findByRole('status', { name: '' });
    expect(success).toHaveTextContent('Registo guardado com sucesso.');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Houve um erro a guardar os anexos.');
    // The container starts below the 60 px header, so the user menu and the bell stay visible.
    const container = failure.closest<HTMLElement>('[data-position="top-right"]');
    expect(container?.style.top).toBe('calc(60px + var(--mantine-spacing-md))');
  });
});
