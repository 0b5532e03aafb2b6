import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { ProfileChoicePage } from './profile-choice-page.tsx';

/** The profile choice of `user` (its loader's answer), with inicio and the sign-in page around it. */
function renderChoice(user: ReturnType<typeof makeUser>) {
  return renderRoutes(
    [
      {
        path: '/autenticar/escolha-perfil',
        loader: () => user,
        Component: ProfileChoicePage,
        HydrateFallback: () => null,
      },
      { path: '/inicio', element: <p>início</p> },
      { path: '/autenticar', element: <p>página de autenticação</p> },
    ],
    '/autenticar/escolha-perfil',
  );
}

describe('profile choice (spec 000 §2.1, §2.2)', () => {
  it('with one role, offers that role and "Entrar com outro utilizador", which signs out and opens /autenticar', async () => {
    document.cookie = 'XSRF-TOKEN=t1';
    const calls = mockFetch((call) => (call.url.startsWith('/api/signout') ? json(204, null) : undefined));
    const mv = makeUser(['ROLE_MV'], 'ROLE_MV', { nome: 'Rui Veterinário' });
    setSessionUser(mv);
    setSessionRole('ROLE_MV');
    const user = userEvent.setup();
    const { router } = renderChoice(mv);

    expect(await screen.findByRole('heading', { name: 'Escolha de perfil' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Rui Veterinário, tem um só perfil. Para trabalhar com outro, entre com outro utilizador.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Médico VeterinárioPerfil atual',
      'Entrar com outro utilizador',
    ]);

    await user.click(screen.getByRole('button', { name: 'Entrar com outro utilizador' }));
    expect(await screen.findByText('página de autenticação')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/autenticar');
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/signout?role=ROLE_MV']]);
    await waitFor(() => expect(getSession().user).toBeNull());
    expect(getSession().role).toBeNull();
  });

  it('with one role, choosing it goes on to inicio', async () => {
    mockFetch(() => undefined);
    const mv = makeUser(['ROLE_MV'], null);
    setSessionUser(mv);
    const user = userEvent.setup();
    const { router } = renderChoice(mv);
    await user.click(await screen.findByRole('button', { name: 'Médico Veterinário' }));
    expect(await screen.findByText('início')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio');
    expect(getSession().role).toBe('ROLE_MV');
  });

  it('with several roles, asks to choose one and still offers another user', async () => {
    mockFetch(() => undefined);
    const multi = makeUser(['ROLE_SVL', 'ROLE_SIGSA'], null, { nome: 'Maria Multi' });
    setSessionUser(multi);
    renderChoice(multi);
    expect(
      await screen.findByText('Maria Multi, escolha o perfil com que pretende trabalhar.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'SIGSA — Autoridade Nacional',
      'Serviços Veterinários Locais',
      'Entrar com outro utilizador',
    ]);
  });
});
