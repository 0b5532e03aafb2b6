import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../platform/session-store.ts';
import { apiError, json, mockFetch } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { SignInPage } from './sign-in-page.tsx';

function renderSignIn(path = '/autenticar') {
  return renderRoutes(
    [
      { path: '/autenticar', element: <SignInPage /> },
      { path: '*', element: <p>destino</p> },
    ],
    path,
  );
}

async function fillAndSubmit(username: string, password: string, rememberMe = false) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText(/Utilizador/), username);
  if (password) await user.type(screen.getByLabelText(/Palavra-passe/), password);
  if (rememberMe) await user.click(screen.getByLabelText('Lembrar-me'));
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('SignInPage', () => {
  it('labels every field and requires username and password', async () => {
    const calls = mockFetch(() => json(200, {}));
    renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Autenticação' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).not.toBeChecked();
    // The asterisks come from the credentials schema the server applies, which loads beside the page.
    await waitFor(() => expect(screen.getByLabelText(/Utilizador/)).toBeRequired());
    expect(screen.getByLabelText(/Palavra-passe/)).toBeRequired();
    await fillAndSubmit('', '');
    expect(screen.getAllByText('Este campo é obrigatório')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('posts the form-encoded credentials with the XSRF header and goes on to inicio', async () => {
    document.cookie = 'XSRF-TOKEN=tok';
    const calls = mockFetch((call) =>
      call.url === '/api/signin' ? json(200, makeUser(['ROLE_MV'])) : undefined,
    );
    const { router } = renderSignIn();
    await fillAndSubmit(' mv ', 'sigsa2025', true);
    expect(await screen.findByText('destino')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio');
    const body = calls[0]?.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect((body as URLSearchParams).toString()).toBe('username=mv&password=sigsa2025&rememberMe=true');
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('tok');
    expect(getSession().user?.username).toBe('teste');
    expect(getSession().role).toBeNull();
  });

  it('returns to the page the guard interrupted', async () => {
    mockFetch(() => json(200, makeUser(['ROLE_MV'])));
    const { router } = renderSignIn('/autenticar?next=%2Fconsultar%2Fvacinacao%2F3');
    await fillAndSubmit('mv', 'sigsa2025');
    await screen.findByText('destino');
    expect(router.state.location.pathname).toBe('/consultar/vacinacao/3');
  });

  it('never follows a return path that leaves the app', async () => {
    mockFetch(() => json(200, makeUser(['ROLE_MV'])));
    const { router } = renderSignIn('/autenticar?next=%2F%2Fevil.example');
    await fillAndSubmit('mv', 'sigsa2025');
    await screen.findByText('destino');
    expect(router.state.location.pathname).toBe('/inicio');
  });

  it.each([
    [401, 'Utilizador ou palavra-passe inválidos.'],
    [429, 'Demasiadas tentativas de autenticação falhadas. Tente novamente dentro de 15 minutos.'],
  ])('shows the server message of a %i next to the form and clears the password', async (status, message) => {
    mockFetch(() => apiError(status, message));
    renderSignIn();
    await fillAndSubmit('mv', 'errada');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByLabelText(/Palavra-passe/)).toHaveValue('');
    expect(screen.getByLabelText(/Utilizador/)).toHaveValue('mv');
    expect(screen.getByLabelText(/Palavra-passe/)).toHaveFocus();
    expect(getSession().user).toBeNull();
  });

  it('tells the user when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSignIn();
    await fillAndSubmit('mv', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível comunicar com o servidor.');
  });
});
