import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { MainMenu } from './main-menu.tsx';

describe('MainMenu groups', () => {
  it('are buttons that Tab reaches and Enter or Space fold and unfold, saying whether they are open', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MainMenu permissions={{ vacinacoes: 'REGISTO', exploracoes: 'CONSULTA' }} onNavigate={() => {}} />,
    );
    const consultar = await screen.findByRole('button', { name: 'Consultar' });
    expect(consultar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Explorações' })).toBeVisible();
    consultar.focus();
    await user.keyboard('{Enter}');
    expect(consultar).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(consultar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Registar' })).toHaveAttribute('type', 'button');
  });
});
