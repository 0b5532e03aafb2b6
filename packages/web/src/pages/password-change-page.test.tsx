import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { PasswordChangePage } from './password-change-page.tsx';

function renderPage(user: ReturnType<typeof makeUser>) {
  return renderRoutes(
    [
      {
        path: '/autenticar/alterar-palavra-passe',
        loader: () => user,
        Component: PasswordChangePage,
        HydrateFallback: () => null,
      },
      { path: '/inicio', element: <p>início</p> },
    ],
    '/autenticar/alterar-palavra-passe',
  );
}

describe('password change (issue 13)', () => {
  it("says the domain's rules under each field, and sends nothing while one is broken", async () => {
    const calls = mockFetch(() => undefined);
    const user = userEvent.setup();
    renderPage(makeUser(['ROLE_MV'], 'ROLE_MV', { username: 'rui.vet', alterarPalavraPasse: true }));
    expect(await screen.findByText(/atribuída pela administração/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Palavra-passe atual/), 'temporaria-123');
    await user.type(screen.getByLabelText(/^Nova palavra-passe/), 'curta');
    await user.type(screen.getByLabelText(/Repita a nova/), 'outra');
    await user.click(screen.getByRole('button', { name: 'Alterar palavra-passe' }));
    expect(await screen.findByText('A palavra-passe deve ter pelo menos 12 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('As palavras-passe não coincidem.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Nova palavra-passe/));
    await user.type(screen.getByLabelText(/^Nova palavra-passe/), 'rui.vet');
    expect(await screen.findByText('A palavra-passe deve ter pelo menos 12 caracteres.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('changes it and goes on', async () => {
    document.cookie = 'XSRF-TOKEN=t1';
    const calls = mockFetch((call) => {
      if (call.url.startsWith('/api/accounts/current/alterarPalavraPasse')) return json(204, null);
      if (call.url.startsWith('/api/utilizadores/current'))
        return json(200, makeUser(['ROLE_MV'], 'ROLE_MV', { alterarPalavraPasse: false }));
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderPage(makeUser(['ROLE_MV'], 'ROLE_MV', { alterarPalavraPasse: true }));
    await user.type(await screen.findByLabelText(/Palavra-passe atual/), 'temporaria-123');
    await user.type(screen.getByLabelText(/^Nova palavra-passe/), 'cavalo castanho bateria');
    await user.type(screen.getByLabelText(/Repita a nova/), 'cavalo castanho bateria');
    await user.click(screen.getByRole('button', { name: 'Alterar palavra-passe' }));
    expect(await screen.findByText('início')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio');
    const change = calls.find((c) => c.url.startsWith('/api/accounts/current/alterarPalavraPasse'));
    expect(JSON.parse(change?.body as string)).toEqual({
      palavraPasseAtual: 'temporaria-123',
      palavraPasseNova: 'cavalo castanho bateria',
    });
  });
});
