import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noPermissoes, type Permissoes } from '@sigsa/domain/workflow/permissoes';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { ManagementBar, type ManagementAction } from './management-bar.tsx';

function permissoes(overrides: Partial<Permissoes>): Permissoes {
  return { ...noPermissoes(), ...overrides };
}

function actions(onClick = vi.fn()): ManagementAction[] {
  return [
    { flag: ['GUARDAR', 'VALIDAR'], label: 'Guardar', onClick },
    { flag: 'SUBMETER', label: 'Submeter', onClick },
    { flag: 'VALIDAR', label: 'Validar', color: 'green', onClick },
    { flag: 'DEVOLVER', label: 'Devolver', color: 'orange', onClick },
    { flag: 'NAO_VALIDAR', label: 'Não validar', color: 'red', onClick },
  ];
}

function buttonNames(): string[] {
  return within(screen.getByRole('group', { name: 'Gestão' }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('ManagementBar (spec 000 §6)', () => {
  it('shows only the actions whose flag (any of several) is true', () => {
    renderWithProviders(
      <ManagementBar permissoes={permissoes({ VALIDAR: true, DEVOLVER: true })} actions={actions()} />,
    );
    expect(buttonNames()).toEqual(['Guardar', 'Validar', 'Devolver']);
  });

  it('calls the action clicked, and honours disabled and loading', async () => {
    const user = userEvent.setup();
    const submeter = vi.fn();
    const guardar = vi.fn();
    renderWithProviders(
      <ManagementBar
        permissoes={permissoes({ GUARDAR: true, SUBMETER: true })}
        actions={[
          { flag: 'GUARDAR', label: 'Guardar', onClick: guardar, loading: true },
          { flag: 'SUBMETER', label: 'Submeter', onClick: submeter },
          { flag: 'SUBMETER', label: 'Submeter análise', onClick: vi.fn(), disabled: true },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Submeter' }));
    expect(submeter).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Submeter análise' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveAttribute('data-loading', 'true');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(guardar).not.toHaveBeenCalled();
  });

  it('hides the row when no flag is true, and with no permissoes at all', () => {
    const { unmount } = renderWithProviders(
      <ManagementBar permissoes={noPermissoes()} actions={actions()} />,
    );
    expect(screen.queryByRole('group', { name: 'Gestão' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ManagementBar permissoes={null} actions={actions()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('always shows Voltar when onBack is given, first, even without permissions', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const { unmount } = renderWithProviders(
      <ManagementBar permissoes={noPermissoes()} actions={actions()} onBack={onBack} />,
    );
    expect(buttonNames()).toEqual(['Voltar']);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(
      <ManagementBar permissoes={permissoes({ SUBMETER: true })} actions={actions()} onBack={onBack} />,
    );
    expect(buttonNames()).toEqual(['Voltar', 'Submeter']);
  });
});
