import { isRole } from '@sigsa/domain/access/roles';
import { describe, expect, it } from 'vitest';
import { loadStoredRole, storeRole } from '../platform/role-storage.ts';
import { getSession, setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { apiError, json, mockFetch } from '../test/fetch-mock.ts';
import { makeUser } from '../test/users.ts';
import { decideEntry, entryGuardLoader, signedInLoader } from './entry-guard.ts';

const single = makeUser(['ROLE_MV']);
const multi = makeUser(['ROLE_SIGSA', 'ROLE_MV', 'ROLE_SVL']);

describe('decideEntry (spec 000 §2.1)', () => {
  it('not signed in → sign in', () => {
    expect(decideEntry(null, null, null)).toEqual({ kind: 'signIn' });
    expect(decideEntry(null, 'ROLE_MV', 'ROLE_MV')).toEqual({ kind: 'signIn' });
  });

  it('a role chosen in this tab stays', () => {
    expect(decideEntry(multi, 'ROLE_SVL', 'ROLE_MV')).toEqual({ kind: 'enter', role: 'ROLE_SVL' });
  });

  it('no role chosen → the role stored for the user', () => {
    expect(decideEntry(multi, null, 'ROLE_MV')).toEqual({ kind: 'enter', role: 'ROLE_MV' });
  });

  it('no role chosen or stored → the only role', () => {
    expect(decideEntry(single, null, null)).toEqual({ kind: 'enter', role: 'ROLE_MV' });
  });

  it('several roles and none stored → profile choice', () => {
    expect(decideEntry(multi, null, null)).toEqual({ kind: 'chooseProfile' });
  });

  it('ignores a stored or chosen role the user no longer holds', () => {
    expect(decideEntry(multi, 'ROLE_LAB', 'ROLE_MANAGER')).toEqual({ kind: 'chooseProfile' });
    expect(decideEntry(single, null, 'ROLE_SIGSA')).toEqual({ kind: 'enter', role: 'ROLE_MV' });
  });
});

/** Runs the loader and returns the redirect target, or the session it resolved to. */
async function runGuard(path: string) {
  const result = await entryGuardLoader({ request: new Request(`http://localhost${path}`) });
  return result instanceof Response ? { redirect: result.headers.get('Location') } : { session: result };
}

/** A server answering `utilizadores/current` for `user`, filling permissoesAtuais from `?role=`. */
function serveCurrentUser(user: ReturnType<typeof makeUser>) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname !== '/api/utilizadores/current') return undefined;
    const role = url.searchParams.get('role');
    if (!isRole(role)) return json(200, user);
    return json(200, makeUser(user.roles, role, { username: user.username }));
  });
}

describe('entryGuardLoader', () => {
  it('not signed in (401) → /autenticar with the return path', async () => {
    mockFetch(() => apiError(401, 'Não autenticado.'));
    expect(await runGuard('/inicio')).toEqual({ redirect: '/autenticar' });
    expect(await runGuard('/consultar/vacinacao/3')).toEqual({
      redirect: '/autenticar?next=%2Fconsultar%2Fvacinacao%2F3',
    });
  });

  it('a temporary password (Gerir) → its change first, then back where the user was going (issue 13)', async () => {
    serveCurrentUser(makeUser(['ROLE_MV'], null, { username: 'mv', alterarPalavraPasse: true }));
    expect(await runGuard('/consultar/vacinacao/3')).toEqual({
      redirect: '/autenticar/alterar-palavra-passe?next=%2Fconsultar%2Fvacinacao%2F3',
    });
  });

  it('single role → enters with it, loads permissoesAtuais with ?role= and stores the choice', async () => {
    const calls = serveCurrentUser(makeUser(['ROLE_MV'], null, { username: 'mv' }));
    const result = await runGuard('/inicio');
    expect(result.session?.role).toBe('ROLE_MV');
    expect(result.session?.user.permissoesAtuais.vacinacoes).toBe('REGISTO_LIMITADO');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/utilizadores/current',
      '/api/utilizadores/current?role=ROLE_MV',
    ]);
    expect(loadStoredRole('mv')).toBe('ROLE_MV');
  });

  it('several roles with one stored for this user → enters with the stored role', async () => {
    storeRole('multiperfil', 'ROLE_SVL');
    storeRole('outro', 'ROLE_MV');
    serveCurrentUser(makeUser(['ROLE_SIGSA', 'ROLE_MV', 'ROLE_SVL'], null, { username: 'multiperfil' }));
    const result = await runGuard('/inicio');
    expect(result.session?.role).toBe('ROLE_SVL');
    expect(getSession().role).toBe('ROLE_SVL');
  });

  it('several roles, none stored → profile choice, keeping the return path', async () => {
    serveCurrentUser(makeUser(['ROLE_SIGSA', 'ROLE_MV'], null, { username: 'multiperfil' }));
    expect(await runGuard('/inicio')).toEqual({ redirect: '/autenticar/escolha-perfil' });
    expect(await runGuard('/gestao/doencas')).toEqual({
      redirect: '/autenticar/escolha-perfil?next=%2Fgestao%2Fdoencas',
    });
  });

  it('a role chosen on the profile page switches the session on the next protected visit', async () => {
    const calls = serveCurrentUser(makeUser(['ROLE_SIGSA', 'ROLE_MV'], null, { username: 'multiperfil' }));
    setSessionUser(makeUser(['ROLE_SIGSA', 'ROLE_MV'], 'ROLE_SIGSA', { username: 'multiperfil' }));
    setSessionRole('ROLE_SIGSA');
    expect((await runGuard('/inicio')).session?.role).toBe('ROLE_SIGSA');
    expect(calls).toHaveLength(0);

    setSessionRole('ROLE_MV');
    const result = await runGuard('/inicio');
    expect(result.session?.user.role).toBe('ROLE_MV');
    expect(calls.map((c) => c.url)).toEqual(['/api/utilizadores/current?role=ROLE_MV']);
    expect(loadStoredRole('multiperfil')).toBe('ROLE_MV');
  });

  it('the profile choice needs a signed-in user, not a role', async () => {
    mockFetch(() => apiError(401, 'Não autenticado.'));
    const result = await signedInLoader({
      request: new Request('http://localhost/autenticar/escolha-perfil'),
    });
    expect(result instanceof Response && result.headers.get('Location')).toBe('/autenticar');
  });
});
