import { DEFAULT_ACCESS } from '@sigsa/domain/access/areas';
import { isRole, ROLE_LABELS, ROLES, type Role } from '@sigsa/domain/access/roles';
import type { CurrentUser } from '@sigsa/domain/access/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    if (url.pathname === '/api/utilizadores/roles')
      return json(
        200,
        ROLES.map((r) => ({ nome: r, descricao: ROLE_LABELS[r], permissoes: DEFAULT_ACCESS[r] })),
      );
    if (url.pathname.startsWith('/api/vacinacoes/')) return apiError(404, 'O recurso não foi encontrado.');
    return undefined;
  });
}

const transportador = makeUser(['ROLE_TRANSPORTADOR'], null, {
  username: 'transportador',
  nome: 'Tó Transporta',
});

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

  it('/consultar and /registar, menu groups without a screen, redirect to inicio once signed in', async () => {
    serveSession(null);
    const { router } = renderRoutes(ROUTES, '/consultar');
    // A visitor goes on to inicio, which sends them to sign in (and then home, where /consultar leads anyway).
    expect(await screen.findByRole('heading', { name: 'Autenticação' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/autenticar');

    serveSession(makeUser(['ROLE_MV'], null, { username: 'mv', nome: 'Rui Veterinário', nif: '123456789' }));
    for (const path of ['/consultar', '/registar', '/consultar/', '/registar/']) {
      await router.navigate(path);
      await waitFor(() => expect(router.state.location.pathname, path).toBe('/inicio'));
    }
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem-vindo(a), Rui Veterinário' }),
    ).toBeInTheDocument();
    // Their screens are still theirs.
    await router.navigate('/consultar/exploracoes');
    expect(router.state.location.pathname).toBe('/consultar/exploracoes');
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

  it('an unknown path sends a visitor to sign in, and shows "Página não encontrada" inside the shell', async () => {
    serveSession(null);
    const { router } = renderRoutes(ROUTES, '/nao/existe');
    expect(await screen.findByRole('heading', { name: 'Autenticação' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fnao%2Fexiste');

    serveSession(transportador);
    await router.navigate('/nao/existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });

  it("a screen none of the user's profiles opens looks like an unknown address, decided before any request", async () => {
    const calls = serveSession(transportador);
    const { router } = renderRoutes(ROUTES, '/consultar/vacinacao');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/inicio');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.queryByText(/Transportador/)).toBeNull();

    for (const path of ['/registar/vacinacao', '/consultar/vacinacao/12', '/gestao/doencas']) {
      await router.navigate(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
      ).toBeInTheDocument();
    }

    const asked = calls.map((call) => new URL(call.url, 'http://localhost').pathname);
    expect(asked.filter((path) => /vacinacoes|exploracoes|doencas|search|roles/.test(path))).toEqual([]);
  });

  it('"Sem acesso" offers the profile switch when another of the user\'s profiles opens the screen', async () => {
    const user = userEvent.setup();
    storeRole('multiperfil', 'ROLE_SVL' satisfies Role);
    serveSession(multi);
    const { router } = renderRoutes(ROUTES, '/registar/vacinacao');
    expect(
      await screen.findByText('Com o perfil Serviços Veterinários Locais não pode registar Vacinação.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Mudar de perfil' }));
    expect(await screen.findByRole('heading', { name: 'Escolha de perfil' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fregistar%2Fvacinacao');
  });

  it('a record that does not exist, or that the user may not see, is "Registo não encontrado" in the shell', async () => {
    serveSession(makeUser(['ROLE_MV'], null, { username: 'mv', nome: 'Rui Veterinário' }));
    renderRoutes(ROUTES, '/consultar/vacinacao/99999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registo não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('O registo que procura não existe ou não tem acesso a ele.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a lista: Vacinação' })).toHaveAttribute(
      'href',
      '/consultar/vacinacao',
    );
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    // No error toast over it: the page says it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
    ).toEqual([
      'Início',
      'Notificação de suspeita de doença',
      'Exames clínicos e necrópsias',
      'Colheita de amostras',
      'Vacinação',
      'Notificação de suspeita de doença',
      'Exames clínicos e necrópsias',
      'Colheita de amostras',
      'Vacinação',
      'Explorações',
    ]);
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

  it('a page load never "restores" a position another load saved: no late jump to it once the page is open', async () => {
    // Every load starts on an entry keyed "default"; an earlier page's position is kept under that key.
    window.sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 1234 }));
    const scrollTo = vi.spyOn(window, 'scrollTo');
    serveSession(null);
    renderRoutes(ROUTES, '/termos-condicoes');
    expect(await screen.findByRole('heading', { name: 'Termos e condições' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 1234);
  });
});
