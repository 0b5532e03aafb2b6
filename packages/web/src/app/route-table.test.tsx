import { isRole, type Role } from '@sigsa/domain/access/roles';
import type { CurrentUser } from '@sigsa/domain/access/user';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadStoredRole, storeRole } from '../platform/role-storage.ts';
import { apiError, json, mockFetch } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { ROUTES } from './route-table.tsx';

/** Answers the session calls as the server does for `user` (null: nobody signed in). */
function serveSession(user: CurrentUser | null) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/utilizadores/current') {
      if (!user) return apiError(401, 'Não autenticado.');
      const role = url.searchParams.get('role');
      if (!isRole(role)) return json(200, user);
      if (!user.roles.includes(role)) return apiError(403, 'Perfil não atribuído.');
      return json(200, makeUser(user.roles, role, { username: user.username, nome: user.nome }));
    }
    if (url.pathname === '/api/signout') return json(204, null);
    return undefined;
  });
}

// The server lists roles alphabetically; the profile choice shows them in the domain's order.
const multi = makeUser(['ROLE_MV', 'ROLE_SIGSA', 'ROLE_SVL'], null, {
  username: 'multiperfil',
  nome: 'Maria Multi',
});

describe('route table (spec 000 §2.1)', () => {
  it('the empty path leads to inicio, which sends a visitor to /autenticar', async () => {
    serveSession(null);
    const { router } = renderRoutes(ROUTES, '/');
    expect(await screen.findByRole('heading', { name: 'Autenticação' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/autenticar');
  });

  it('the terms page opens without signing in, with the four statements of spec 002 §1', async () => {
    const calls = serveSession(null);
    renderRoutes(ROUTES, '/termos-condicoes');
    expect(await screen.findByRole('heading', { name: 'Termos e condições' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(items).toHaveLength(4);
    expect(items[0]).toMatch(/gerida pela autoridade nacional/);
    expect(items[1]).toMatch(/alterados a qualquer momento/);
    expect(items[2]).toMatch(/lei portuguesa/);
    expect(items[3]).toMatch(/comarca de Lisboa/);
    expect(calls).toHaveLength(0);
  });

  it('an unknown path shows the not-found page', async () => {
    serveSession(null);
    renderRoutes(ROUTES, '/nao/existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('a single-role user enters inicio inside the shell, with the menu and footer', async () => {
    serveSession(makeUser(['ROLE_MV'], null, { username: 'mv', nome: 'Rui Veterinário', nif: '123456789' }));
    renderRoutes(ROUTES, '/inicio');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem-vindo(a), Rui Veterinário' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Início', 'Vacinação', 'Vacinação', 'Explorações']);
    expect(within(menu).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Versão 0.1.0')).toBeInTheDocument();
    expect(screen.getByText('© 2025 SIGSA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Termos e condições' })).toHaveAttribute(
      'href',
      '/termos-condicoes',
    );
    expect(screen.getByText('Cofinanciado pela União Europeia')).toBeInTheDocument();
    expect(loadStoredRole('mv')).toBe('ROLE_MV');
  });

  it('a multi-role user without a stored role chooses a profile, which is remembered', async () => {
    const user = userEvent.setup();
    serveSession(multi);
    const { router } = renderRoutes(ROUTES, '/inicio');
    expect(await screen.findByRole('heading', { name: 'Escolha de perfil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/autenticar/escolha-perfil');
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual([
      'SIGSA — Autoridade Nacional',
      'Serviços Veterinários Locais',
      'Médico Veterinário',
      'Entrar com outro utilizador',
    ]);
    await user.click(screen.getByRole('button', { name: 'Serviços Veterinários Locais' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem-vindo(a), Maria Multi' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio');
    expect(screen.getByTestId('user-menu-role')).toHaveTextContent('Serviços Veterinários Locais');
    expect(loadStoredRole('multiperfil')).toBe('ROLE_SVL');
  });

  it('a multi-role user with a stored role enters with it; the profile switch changes it', async () => {
    const user = userEvent.setup();
    storeRole('multiperfil', 'ROLE_MV' satisfies Role);
    const calls = serveSession(multi);
    const { router } = renderRoutes(ROUTES, '/inicio');
    expect(await screen.findByTestId('user-menu-role')).toHaveTextContent('Médico Veterinário');

    await user.click(screen.getByRole('button', { name: /Menu do utilizador/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mudar de perfil' }));
    expect(await screen.findByRole('heading', { name: 'Escolha de perfil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Médico Veterinário/ })).toHaveTextContent('Perfil atual');
    await user.click(screen.getByRole('button', { name: 'SIGSA — Autoridade Nacional' }));
    expect(await screen.findByTestId('user-menu-role')).toHaveTextContent('SIGSA — Autoridade Nacional');
    expect(router.state.location.pathname).toBe('/inicio');
    expect(loadStoredRole('multiperfil')).toBe('ROLE_SIGSA');
    expect(calls.map((c) => c.url)).toContain('/api/utilizadores/current?role=ROLE_SIGSA');
  });

  it('"Sair" ends the session and shows the sign-in page', async () => {
    const user = userEvent.setup();
    serveSession(makeUser(['ROLE_SIGSA'], null, { username: 'sigsa' }));
    const { router } = renderRoutes(ROUTES, '/inicio');
    await screen.findByRole('heading', { level: 1, name: /^Bem-vindo/ });
    await user.click(screen.getByRole('button', { name: /Menu do utilizador/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { name: 'Autenticação' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/autenticar');
  });
});
