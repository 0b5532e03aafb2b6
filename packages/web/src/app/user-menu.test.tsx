import { ROLE_LABELS, ROLES } from '@sigsa/domain/access/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderRoutes, renderWithProviders } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { ShellLayout } from './shell-layout.tsx';
import { UserMenu } from './user-menu.tsx';

describe('UserMenu (spec 000 §2.2)', () => {
  it.each(ROLES.filter((role) => role !== 'ROLE_TRANSPORTADOR'))(
    'shows the user name and the %s label',
    (role) => {
      renderWithProviders(<UserMenu user={makeUser([role], role)} role={role} />);
      expect(screen.getByTestId('user-menu-name')).toHaveTextContent('Ana Teste');
      expect(screen.getByTestId('user-menu-role')).toHaveTextContent(ROLE_LABELS[role]);
    },
  );

  it('hides the role for ROLE_TRANSPORTADOR', () => {
    renderWithProviders(
      <UserMenu user={makeUser(['ROLE_TRANSPORTADOR'], 'ROLE_TRANSPORTADOR')} role="ROLE_TRANSPORTADOR" />,
    );
    expect(screen.getByTestId('user-menu-name')).toHaveTextContent('Ana Teste');
    expect(screen.queryByTestId('user-menu-role')).not.toBeInTheDocument();
    expect(screen.queryByText(ROLE_LABELS.ROLE_TRANSPORTADOR)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu do utilizador Ana Teste' })).toBeInTheDocument();
  });

  it('offers the profile switch to every user, with one role or several (spec 000 §2.2 sets no condition)', async () => {
    const user = userEvent.setup();
    for (const roles of [['ROLE_MV'], ['ROLE_MV', 'ROLE_SVL']] as const) {
      const { unmount } = renderWithProviders(
        <UserMenu user={makeUser([...roles], 'ROLE_MV')} role="ROLE_MV" />,
      );
      await user.click(screen.getByRole('button', { name: /Menu do utilizador/ }));
      const link = await screen.findByRole('menuitem', { name: 'Mudar de perfil' });
      expect(link, roles.join()).toHaveAttribute('href', '/autenticar/escolha-perfil');
      expect(screen.getByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
      unmount();
    }
  });

  it('"Sair" posts signout, forgets the session and returns to /autenticar', async () => {
    document.cookie = 'XSRF-TOKEN=t1';
    const calls = mockFetch((call) => (call.url.startsWith('/api/signout') ? json(204, null) : undefined));
    const mv = makeUser(['ROLE_MV'], 'ROLE_MV');
    setSessionUser(mv);
    setSessionRole('ROLE_MV');
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/inicio', element: <UserMenu user={mv} role="ROLE_MV" /> },
        { path: '/autenticar', element: <p>página de autenticação</p> },
      ],
      '/inicio',
    );
    await user.click(screen.getByRole('button', { name: /Menu do utilizador/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    expect(await screen.findByText('página de autenticação')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/autenticar');
    await waitFor(() => expect(getSession()).toEqual({ user: null, role: null, signingOut: true }));
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('/api/signout?role=ROLE_MV');
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('t1');
  });

  it('"Sair" from a record screen inside the shell lands on /autenticar with no return path', async () => {
    // Once the session has ended, every other call answers 401, as the server does.
    let signedOut = false;
    mockFetch((call) => {
      if (!call.url.startsWith('/api/signout')) {
        return signedOut ? json(401, { message: 'x' }) : json(200, { total: 0, grupos: [] });
      }
      signedOut = true;
      return json(204, null);
    });
    const mv = makeUser(['ROLE_MV'], 'ROLE_MV');
    setSessionUser(mv);
    setSessionRole('ROLE_MV');
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        {
          element: <ShellLayout />,
          children: [{ path: '/consultar/vacinacao/7', element: <p>registo</p> }],
        },
        { path: '/autenticar', element: <p>página de autenticação</p> },
      ],
      '/consultar/vacinacao/7',
    );
    expect(await screen.findByText('registo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Menu do utilizador/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    expect(await screen.findByText('página de autenticação')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/autenticar');
    expect(router.state.location.search).toBe('');
  });
});
