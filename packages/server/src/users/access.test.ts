import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS } from '@sigsa/domain/access/areas';
import { XSRF_MESSAGE } from '../platform/auth/auth.hooks.ts';
import { TestClient, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const PUBLIC_ROUTES = new Set([
  'POST /api/signin',
  'POST /api/signout',
  'GET /api/config',
  'GET /api/validarQR/1',
]);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Every documented route of the API, as "METHOD /path" with path parameters filled in. */
function documentedRoutes(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${p.replace(/\{[^}]+\}/g, '1')}`),
  );
}

describe('authentication of every route', () => {
  it('answers 401 without a session on every route except the public ones', async () => {
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      if (PUBLIC_ROUTES.has(route)) continue;
      const [method = 'GET', url = '/'] = route.split(' ');
      const client = new TestClient(t.app);
      await client.get('/api/health');
      const res = await client.request({ method: method, url });
      expect(res.statusCode, route).toBe(401);
      expect(res.json(), route).toMatchObject({ status: 401, error: 'Unauthorized' });
    }
  });

  it('refuses every write without the anti-forgery token (403), signed in or not', async () => {
    const client = new TestClient(t.app);
    await client.signIn('sigsa');
    client.sendXsrf = false;
    for (const route of documentedRoutes().filter((r) => !r.startsWith('GET '))) {
      const [method = 'POST', url = '/'] = route.split(' ');
      const res = await client.request({ method: method, url });
      expect(res.statusCode, route).toBe(403);
      expect(res.json().message, route).toBe(XSRF_MESSAGE);
    }
    const anonymous = new TestClient(t.app);
    anonymous.sendXsrf = false;
    const res = await anonymous.request({
      method: 'POST',
      url: '/api/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=sigsa&password=sigsa2025',
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a token that does not belong to the session', async () => {
    // The session's token is on the server: a cookie and header that merely agree are not enough.
    const forged = new TestClient(t.app);
    await forged.signIn('gestor');
    forged.cookies.set('XSRF-TOKEN', 'forjado');
    expect((await forged.request({ method: 'POST', url: '/api/signout' })).statusCode).toBe(403);
  });
});

describe('role parameter', () => {
  it('answers the access levels of the role the user holds', async () => {
    const client = new TestClient(t.app);
    await client.signIn('multiperfil');
    const res = await client.get('/api/utilizadores/current?role=ROLE_MV');
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user.role).toBe('ROLE_MV');
    expect(user.roles).toEqual(['ROLE_MV', 'ROLE_SIGSA', 'ROLE_SVL']);
    expect(user.permissoesAtuais).toEqual(DEFAULT_ACCESS.ROLE_MV);
    expect(user.permissoes.ROLE_SIGSA).toEqual(DEFAULT_ACCESS.ROLE_SIGSA);
    expect(user.perfilDsavr).toMatchObject({ roleRegional: true, dsavrs: [{ codigo: 'DSAVRLVT' }] });
  });

  it('answers 403 for a role the user does not hold, an unknown role or a repeated role', async () => {
    const client = new TestClient(t.app);
    await client.signIn('mv');
    for (const query of [
      'role=ROLE_SIGSA',
      'role=ROLE_INEXISTENTE',
      'role=ROLE_MV&role=ROLE_MV',
      'role=%00',
    ]) {
      const res = await client.get(`/api/utilizadores/current?${query}`);
      expect(res.statusCode, query).toBe(403);
    }
  });

  it('shows the laboratory of a LAB user and the DSAVRs of a regional user', async () => {
    const lab = new TestClient(t.app);
    await lab.signIn('lab');
    expect((await lab.get('/api/utilizadores/current?role=ROLE_LAB')).json().laboratorio).toMatchObject({
      codigo: 'INIAV',
    });
    const svl = new TestClient(t.app);
    await svl.signIn('svl.semdsavr');
    expect((await svl.get('/api/utilizadores/current?role=ROLE_SVL')).json().perfilDsavr).toEqual({
      roleRegional: true,
      dsavrs: [],
    });
  });
});

describe('users and constants', () => {
  it('searches users by name without accents or case, and by NIF, in the public projection', async () => {
    const client = new TestClient(t.app);
    await client.signIn('sigsa');
    const byName = await client.get(
      '/api/utilizadores/search/findUtilizadorByNomeOrNif?search=joao&role=ROLE_SIGSA&projection=public',
    );
    expect(byName.statusCode).toBe(200);
    const found = byName.json()._embedded.utilizadores;
    expect(found.map((u: { nome: string }) => u.nome)).toContain('João Ribeiro');
    for (const u of found)
      expect(Object.keys(u).sort()).toEqual(['_links', 'email', 'id', 'nic', 'nif', 'nome', 'username']);
    const byNif = await client.get(
      '/api/utilizadores/search/findUtilizadorByNif?nif=289012341&projection=public',
    );
    expect(byNif.json()._embedded.utilizadores).toEqual([expect.objectContaining({ username: 'mv' })]);
    expect((await client.get('/api/utilizadores/search/findUtilizadorByNif?nif=abc')).statusCode).toBe(400);
  });

  it('treats LIKE wildcards in a search as text', async () => {
    const client = new TestClient(t.app);
    await client.signIn('sigsa');
    const res = await client.get('/api/utilizadores/search/findUtilizadorByNomeOrNif?search=%25');
    expect(res.json()._embedded.utilizadores).toEqual([]);
  });

  it('answers users/{id} in the public projection, and the full one only to the authority or oneself', async () => {
    const client = new TestClient(t.app);
    const me = (await client.signIn('mv')).json();
    const other = await client.get('/api/users/1');
    expect(other.statusCode).toBe(200);
    expect(other.json()).not.toHaveProperty('roles');
    expect(JSON.stringify(other.json())).not.toMatch(/password/i);
    expect((await client.get('/api/users/1?projection=full&role=ROLE_MV')).statusCode).toBe(403);
    expect((await client.get(`/api/users/${me.id}?projection=full`)).json().roles).toEqual(['ROLE_MV']);
    expect((await client.get('/api/users/999999')).statusCode).toBe(404);
    expect((await client.get('/api/users/abc')).statusCode).toBe(400);
    const authority = new TestClient(t.app);
    await authority.signIn('sigsa');
    expect((await authority.get(`/api/users/${me.id}?projection=full&role=ROLE_SIGSA`)).json().roles).toEqual(
      ['ROLE_MV'],
    );
  });

  it('lists the roles and the Role constants', async () => {
    const client = new TestClient(t.app);
    await client.signIn('gestor');
    const roles = (await client.get('/api/utilizadores/roles')).json();
    expect(roles.map((r: { nome: string }) => r.nome)).toEqual([
      'ROLE_SIGSA',
      'ROLE_MANAGER',
      'ROLE_SVL',
      'ROLE_SVR',
      'ROLE_LAB',
      'ROLE_MV',
      'ROLE_MV_MUNICIPAL',
      'ROLE_TRANSPORTADOR',
    ]);
    // Each role carries its access level per area, as the role-permission table holds it.
    const byName = new Map(roles.map((r: { nome: string; permissoes: object }) => [r.nome, r.permissoes]));
    expect(byName.get('ROLE_TRANSPORTADOR')).toMatchObject({ vacinacoes: 'SEM_ACESSO' });
    expect(byName.get('ROLE_MV')).toMatchObject({ vacinacoes: 'REGISTO_LIMITADO' });
    await t.handle.db.execute(
      sql`UPDATE role_permissoes SET nivel = 'CONSULTA' WHERE role = 'ROLE_LAB' AND area = 'vacinacoes'`,
    );
    const changed = (await client.get('/api/utilizadores/roles')).json();
    expect(changed.find((r: { nome: string }) => r.nome === 'ROLE_LAB').permissoes.vacinacoes).toBe(
      'CONSULTA',
    );
    await t.handle.db.execute(
      sql`UPDATE role_permissoes SET nivel = 'SEM_ACESSO' WHERE role = 'ROLE_LAB' AND area = 'vacinacoes'`,
    );
    expect((await client.get('/api/constants?typeName=Role')).json()).toEqual(
      roles.map(({ nome, descricao }: { nome: string; descricao: string }) => ({ nome, descricao })),
    );
    expect((await client.get('/api/constants?typeName=Outro')).statusCode).toBe(404);
  });
});

describe('bad input and errors', () => {
  it('answers 400 with a Portuguese message to malformed sign-in requests and creates no session', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/health');
    const cases = [
      {
        headers: { 'content-type': 'application/json' },
        payload: '{"username":"sigsa","password":"sigsa2025"}',
      },
      { headers: { 'content-type': 'application/json' }, payload: '{"username":' },
      { headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"admin":true}}' },
      { headers: { 'content-type': 'text/plain' }, payload: 'olá' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=sigsa' },
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${'a'.repeat(101)}&password=x`,
      },
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=sigsa&password=${'a'.repeat(201)}`,
      },
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=sigsa&password=sigsa2025&rememberMe=talvez',
      },
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '__proto__[x]=1&username=sigsa',
      },
    ];
    for (const c of cases) {
      const res = await client.request({ method: 'POST', url: '/api/signin', ...c });
      expect(res.statusCode, c.payload).toBe(400);
      const body = res.json();
      expect(body.status).toBe(400);
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
      expect(client.cookies.has('SIGSA_SESSION')).toBe(false);
    }
  });

  it('never sends a stack trace or SQL text, even on a database failure', async () => {
    const client = new TestClient(t.app);
    await client.signIn('sigsa');
    await t.handle.db.execute(sql`ALTER TABLE role_permissoes RENAME TO role_permissoes_off`);
    try {
      const res = await client.get('/api/utilizadores/current?role=ROLE_SIGSA');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        status: 500,
        error: 'Internal Server Error',
        message: 'Ocorreu um erro interno da plataforma, os serviços foram notificados.',
      });
      expect(res.body).not.toMatch(/role_permissoes|select|relation|at .*\.ts/i);
    } finally {
      await t.handle.db.execute(sql`ALTER TABLE role_permissoes_off RENAME TO role_permissoes`);
    }
  });

  it('answers unknown API paths with a JSON 404 once signed in', async () => {
    const client = new TestClient(t.app);
    await client.signIn('sigsa');
    const res = await client.get('/api/nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: 'O recurso não foi encontrado.' });
  });

  it('sends security headers and serves the OpenAPI document publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on errors, refused calls and not-found pages', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const expected = {
      'content-security-policy': ok.headers['content-security-policy'],
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
    };
    for (const url of ['/api/vacinacoes/search/filter', '/api/nao-existe', '/qualquer/pagina']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers, url).toMatchObject(expected);
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });
});
