import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { ESTADO_TONE_COLORS, StatusBadge } from './status-badge.tsx';

describe('StatusBadge (spec 000 §4.3)', () => {
  it('shows the pt-PT label of a known state', () => {
    renderWithProviders(
      <div>
        <StatusBadge estado="INICIAL" />
        <StatusBadge estado="PENDENTE" />
        <StatusBadge estado="SUBMETIDO_REANALISE" />
      </div>,
    );
    expect(screen.getByText('Inicial')).toBeInTheDocument();
    expect(screen.getByText('Aguarda aceitação do pedido')).toBeInTheDocument();
    expect(screen.getByText('Submetido para reanálise')).toBeInTheDocument();
  });

  it('humanises an unknown state and shows a dash when empty', () => {
    renderWithProviders(
      <div>
        <span data-testid="unknown">
          <StatusBadge estado="EM_ESPERA_DE_DOCUMENTOS" />
        </span>
        <span data-testid="null">
          <StatusBadge estado={null} />
        </span>
        <span data-testid="blank">
          <StatusBadge estado="" />
        </span>
      </div>,
    );
    expect(screen.getByTestId('unknown')).toHaveTextContent(/^Em espera de documentos$/);
    expect(screen.getByTestId('null')).toHaveTextContent(/^-$/);
    expect(screen.getByTestId('blank')).toHaveTextContent(/^-$/);
  });

  it('colours each state by its group', () => {
    expect(ESTADO_TONE_COLORS).toEqual({
      neutral: 'gray',
      progress: 'blue',
      attention: 'orange',
      success: 'green',
      failure: 'red',
    });
    renderWithProviders(
      <div>
        <StatusBadge estado="DEVOLVIDO" />
        <StatusBadge estado="VALIDO" />
        <StatusBadge estado="INVALIDO" />
      </div>,
    );
    const badge = (label: string) => screen.getByText(label).closest('[data-estado]');
    // Mantine writes the colour into the badge's CSS variables.
    expect(badge('Devolvido')?.getAttribute('style')).toContain('orange');
    expect(badge('Válido')?.getAttribute('style')).toContain('green');
    expect(badge('Inválido')?.getAttribute('style')).toContain('red');
  });
});
