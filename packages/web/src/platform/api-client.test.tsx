import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { ApiError, apiRequest, setApiNavigate } from './api-client.ts';
import { SUPPORT_EMAIL } from './app-info.ts';
import { ERROR_TOAST_MS } from './toasts.ts';
import { beginSignOut, getSession, setSessionRole, setSessionUser } from './session-store.ts';

const CONTACT = `Se o problema persistir, contacte o suporte através de ${SUPPORT_EMAIL}.`;

function spyToasts() {
  return vi.spyOn(notifications, 'show').mockImplementation(() => 'toast');
}

async function failWith(status: number, message = 'Mensagem do servidor.') {
  mockFetch(() => apiError(status, message));
  const error: unknown = await apiRequest('coisas').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  return error as ApiError;
}

describe('apiRequest — request shape', () => {
  it('prefixes /api/, sends cookies and parses JSON', async () => {
    const calls = mockFetch(() => json(200, { ok: true }));
    await expect(apiRequest('utilizadores/current')).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/utilizadores/current');
    expect(calls[0]?.credentials).toBe('include');
  });

  it('keeps paths under /api/, calls HAL links on this origin, and encodes query values', async () => {
    const calls = mockFetch(() => json(200, {}));
    await apiRequest('/api/vacinacoes', { query: { page: 0, sort: ['a,asc', 'b,desc'], vazio: null } });
    await apiRequest('http://servidor-interno:8080/api/vacinacoes/1?projection=full');
    expect(calls[0]?.url).toBe('/api/vacinacoes?page=0&sort=a%2Casc&sort=b%2Cdesc');
    expect(calls[1]?.url).toBe('/api/vacinacoes/1?projection=full');
  });

  it('appends role=<current role> to every call once a role is chosen, unless the call names one', async () => {
    const calls = mockFetch(() => json(200, {}));
    await apiRequest('config');
    setSessionUser(makeUser(['ROLE_SVL']));
    setSessionRole('ROLE_SVL');
    await apiRequest('config');
    await apiRequest('signout', { method: 'POST' });
    await apiRequest('config', { query: { role: 'ROLE_MV' } });
    expect(calls.filter((c) => !c.url.includes('health')).map((c) => c.url)).toEqual([
      '/api/config',
      '/api/config?role=ROLE_SVL',
      '/api/signout?role=ROLE_SVL',
      '/api/config?role=ROLE_MV',
    ]);
  });

  it('sends X-XSRF-TOKEN with the cookie value on writes only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123';
    const calls = mockFetch(() => json(200, {}));
    await apiRequest('coisas');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
      await apiRequest('coisas', { method, body: {} });
    expect(calls[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(calls.slice(1).map((c) => c.headers.get('X-XSRF-TOKEN'))).toEqual([
      'abc=123',
      'abc=123',
      'abc=123',
      'abc=123',
    ]);
    expect(calls[1]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[1]?.body).toBe('{}');
  });

  it('asks the server for a token first when a write finds no XSRF cookie', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/health') {
        document.cookie = 'XSRF-TOKEN=novo';
        return json(200, { status: 'ok' });
      }
      return json(200, {});
    });
    await apiRequest('signin', { method: 'POST', body: new URLSearchParams({ username: 'a' }) });
    expect(calls.map((c) => c.url)).toEqual(['/api/health', '/api/signin']);
    expect(calls[1]?.headers.get('X-XSRF-TOKEN')).toBe('novo');
    expect(calls[1]?.body).toBeInstanceOf(URLSearchParams);
  });

  it('resolves an empty body (204) to undefined', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('signout', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('apiRequest — global error handling (spec 000 §8.1)', () => {
  it.each([
    [403, 'Não tem permissões para efetuar esta operação', true],
    [404, 'O recurso não foi encontrado', true],
    [400, 'Os dados fornecidos são inválidos', true],
    [409, 'Foi encontrado um conflito nos dados submetidos', true],
    [405, 'Operação não permitida', false],
    [500, 'Ocorreu um erro interno da plataforma, os serviços foram notificados', false],
  ])('%i → toast "%s" for 10 s, with the server message: %s', async (status, title, withMessage) => {
    const show = spyToasts();
    await failWith(status, 'Mensagem do servidor.');
    expect(show).toHaveBeenCalledTimes(1);
    const toast = show.mock.calls[0]?.[0];
    expect(toast?.title).toBe(title);
    expect(toast?.autoClose).toBe(ERROR_TOAST_MS);
    expect(ERROR_TOAST_MS).toBe(10_000);
    expect(toast?.color).toBe('red');
    // Announced at once by screen readers.
    expect(toast?.role).toBe('alert');
    expect(toast?.message).toBe(withMessage ? `Mensagem do servidor.\n${CONTACT}` : CONTACT);
  });

  it.each([
    [403, 'Não tem permissões para efetuar esta operação.'],
    [404, 'O recurso não foi encontrado.'],
    [409, 'Foi encontrado um conflito nos dados submetidos'],
  ])('%i whose server message is the title says it once', async (status, message) => {
    const show = spyToasts();
    await failWith(status, message);
    const toast = show.mock.calls[0]?.[0];
    expect(toast?.message).toBe(CONTACT);
  });

  it.each([418, 422, 429, 502, 503])('%i → the server message titled "Erro na operação"', async (status) => {
    const show = spyToasts();
    await failWith(status, 'Algo correu mal.');
    const toast = show.mock.calls[0]?.[0];
    expect(toast?.title).toBe('Erro na operação');
    expect(toast?.message).toBe(`Algo correu mal.\n${CONTACT}`);
    expect(toast?.autoClose).toBe(10_000);
  });

  it('an unreachable server → "Erro na operação" with a network message', async () => {
    const show = spyToasts();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error: unknown = await apiRequest('coisas').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(show.mock.calls[0]?.[0].title).toBe('Erro na operação');
    expect(show.mock.calls[0]?.[0].message).toContain('Não foi possível comunicar com o servidor.');
  });

  it('keeps the field errors of a 400', async () => {
    spyToasts();
    mockFetch(() =>
      json(400, {
        status: 400,
        error: 'Bad Request',
        message: 'Inválido',
        errors: [{ field: 'nif', message: 'NIF inválido' }],
      }),
    );
    const error = (await apiRequest('coisas').catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual([{ field: 'nif', message: 'NIF inválido' }]);
  });

  it('a body that is not JSON still gives a toast, with the status text', async () => {
    const show = spyToasts();
    mockFetch(() => new Response('<html>proxy</html>', { status: 502, statusText: 'Bad Gateway' }));
    await apiRequest('coisas').catch(() => undefined);
    expect(show.mock.calls[0]?.[0].message).toBe(`Bad Gateway\n${CONTACT}`);
  });

  it('reportError: false → no toast and no redirect, the caller gets the error', async () => {
    const show = spyToasts();
    const navigate = vi.fn();
    setApiNavigate(navigate);
    window.history.replaceState(null, '', '/inicio');
    for (const status of [401, 403, 500]) {
      mockFetch(() => apiError(status, 'x'));
      await expect(apiRequest('coisas', { reportError: false })).rejects.toBeInstanceOf(ApiError);
    }
    expect(show).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('apiRequest — 401', () => {
  it('clears the current user and goes to /autenticar, remembering where the user was', async () => {
    const show = spyToasts();
    const navigate = vi.fn();
    setApiNavigate(navigate);
    setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
    setSessionRole('ROLE_SIGSA');
    window.history.replaceState(null, '', '/consultar/vacinacao?page=2');
    await failWith(401);
    expect(getSession()).toEqual({ user: null, role: null });
    expect(navigate).toHaveBeenCalledWith('/autenticar?next=%2Fconsultar%2Fvacinacao%3Fpage%3D2');
    expect(show).not.toHaveBeenCalled();
  });

  it('during "Sair" only forgets the session: the sign-out leads to /autenticar, with no return path', async () => {
    const navigate = vi.fn();
    setApiNavigate(navigate);
    setSessionUser(makeUser(['ROLE_MV'], 'ROLE_MV'));
    setSessionRole('ROLE_MV');
    beginSignOut();
    window.history.replaceState(null, '', '/consultar/vacinacao/7');
    await failWith(401);
    expect(getSession()).toEqual({ user: null, role: null, signingOut: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to /autenticar without a return path from inicio', async () => {
    const navigate = vi.fn();
    setApiNavigate(navigate);
    window.history.replaceState(null, '', '/inicio');
    await failWith(401);
    expect(navigate).toHaveBeenCalledWith('/autenticar');
  });

  it.each([
    '/autenticar',
    '/autenticar/escolha-perfil',
    '/publico/x',
    '/',
    '/termos-condicoes',
    '/validarQR',
    '/validarQR/abc',
  ])('stays on public route %s (the user is still cleared)', async (path) => {
    const navigate = vi.fn();
    setApiNavigate(navigate);
    setSessionUser(makeUser(['ROLE_MV']));
    window.history.replaceState(null, '', path);
    await failWith(401);
    expect(navigate).not.toHaveBeenCalled();
    expect(getSession().user).toBeNull();
  });
});

describe('apiRequest — the toast on screen', () => {
  it('renders the catalogue title, the server message and the support mailbox', async () => {
    renderWithProviders(<p>ecrã</p>);
    mockFetch(() => apiError(409, 'O registo foi alterado por outro utilizador.'));
    await apiRequest('vacinacoes/1/save', { method: 'PATCH', body: {} }).catch(() => undefined);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Foi encontrado um conflito nos dados submetidos');
    expect(toast).toHaveTextContent('O registo foi alterado por outro utilizador.');
    expect(toast).toHaveTextContent(SUPPORT_EMAIL);
  });
});
