import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import { lockedMessage } from '../platform/auth/throttle.ts';
import { TestClient, createTestApp, type TestApp } from '../test/test-app.ts';
import { BAD_CREDENTIALS } from './signin.routes.ts';

const MINUTE = 60_000;
/** The reverse proxy this test app trusts (TRUST_PROXY); requests from anywhere else have their headers ignored. */
const PROXY = '10.0.0.2';
let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(new Date());
  t = await createTestApp({ clock, config: { trustProxy: [PROXY] } });
});
afterAll(async () => t.close());

describe('sign-in', () => {
  it('signs in with the right password and answers the current user with a new HttpOnly session cookie', async () => {
    const client = new TestClient(t.app);
    const res = await client.signIn('sigsa');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'sigsa',
      nome: 'Ana Ferreira',
      roles: ['ROLE_SIGSA'],
      role: null,
    });
    const session = res.cookies.find((c) => c.name === 'SIGSA_SESSION');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect(session?.expires).toBeUndefined(); // a browser-session cookie without rememberMe
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.httpOnly).toBeFalsy();
    expect((await client.get('/api/utilizadores/current')).statusCode).toBe(200);
  });

  it('marks the cookies Secure behind a trusted TLS proxy and persists the session cookie with rememberMe', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/health');
    const res = await client.request({
      method: 'POST',
      url: '/api/signin',
      remoteAddress: PROXY,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
      payload: 'username=gestor&password=sigsa2025&rememberMe=true',
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === 'SIGSA_SESSION');
    expect(session?.secure).toBe(true);
    expect(session?.expires).toBeInstanceOf(Date);
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const client = new TestClient(t.app);
    const wrong = await client.signIn('mv', 'errada');
    const unknown = await client.signIn('ninguem', 'errada');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, error: 'Unauthorized', message: BAD_CREDENTIALS });
      expect(res.cookies.find((c) => c.name === 'SIGSA_SESSION')).toBeUndefined();
    }
  });

  it('locks an account after 5 failures, even for the right password, and unlocks it 15 minutes later', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 5; i++) expect((await client.signIn('svr', `errada${i}`)).statusCode).toBe(401);
    const locked = await client.signIn('svr');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(lockedMessage(15));
    clock.advance(15 * MINUTE + 1000);
    expect((await client.signIn('svr')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/health');
    const res = await client.request({
      method: 'POST',
      url: '/api/signin',
      remoteAddress: '198.51.100.9',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
      payload: 'username=gestor&password=sigsa2025',
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'SIGSA_SESSION')?.secure).toBeFalsy();
  });

  /** One sign-in attempt from the socket address `remoteAddress`, with optional extra headers. */
  const attemptFrom =
    (client: TestClient, remoteAddress: string, headers: Record<string, string> = {}) =>
    (username: string, password: string) =>
      client.request({
        method: 'POST',
        url: '/api/signin',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams({ username, password }).toString(),
      });

  it('locks an address after 20 failures whatever the account, even with a new forged X-Forwarded-For each time', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/health');
    const attacker = '203.0.113.7';
    for (let i = 0; i < 20; i++) {
      const forged = { 'x-forwarded-for': `198.18.0.${i + 1}` };
      expect((await attemptFrom(client, attacker, forged)(`inexistente${i}`, 'x')).statusCode).toBe(401);
    }
    const res = await attemptFrom(client, attacker, { 'x-forwarded-for': '198.18.1.1' })('lab', 'sigsa2025');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Demasiadas tentativas de autenticação falhadas/);
    // Another client is not locked out by the attacker's failures.
    const other = new TestClient(t.app);
    await other.get('/api/health');
    expect((await attemptFrom(other, '203.0.113.8')('lab', 'sigsa2025')).statusCode).toBe(200);
    clock.advance(16 * MINUTE);
  });

  it('behind a trusted proxy, locks the forwarded client address, not the proxy', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/health');
    const viaProxy = (clientAddress: string) =>
      attemptFrom(client, PROXY, { 'x-forwarded-for': clientAddress });
    for (let i = 0; i < 20; i++)
      expect((await viaProxy('192.0.2.50')(`inexistente${i}`, 'x')).statusCode).toBe(401);
    expect((await viaProxy('192.0.2.50')('lab', 'sigsa2025')).statusCode).toBe(429);
    expect((await viaProxy('192.0.2.51')('lab', 'sigsa2025')).statusCode).toBe(200);
    clock.advance(16 * MINUTE);
  });

  it('gives a new session id at every sign-in and ends the previous one', async () => {
    const client = new TestClient(t.app);
    await client.signIn('mv');
    const first = client.cookies.get('SIGSA_SESSION');
    await client.signIn('mv');
    const second = client.cookies.get('SIGSA_SESSION');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const stale = new TestClient(t.app);
    stale.cookies.set('SIGSA_SESSION', first ?? '');
    expect((await stale.get('/api/utilizadores/current')).statusCode).toBe(401);
  });

  it('signs out on the server: the old cookie no longer works', async () => {
    const client = new TestClient(t.app);
    await client.signIn('lab');
    const token = client.cookies.get('SIGSA_SESSION') ?? '';
    const out = await client.request({ method: 'POST', url: '/api/signout' });
    expect(out.statusCode).toBe(204);
    const replay = new TestClient(t.app);
    replay.cookies.set('SIGSA_SESSION', token);
    expect((await replay.get('/api/utilizadores/current')).statusCode).toBe(401);
  });
});

describe('session expiry', () => {
  it('expires after 30 idle minutes without rememberMe', async () => {
    const client = new TestClient(t.app);
    await client.signIn('svl');
    clock.advance(29 * MINUTE);
    expect((await client.get('/api/utilizadores/current')).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    expect((await client.get('/api/utilizadores/current')).statusCode).toBe(401);
  });

  it('keeps a rememberMe session over idle periods up to 7 days', async () => {
    const client = new TestClient(t.app);
    await client.signIn('svl', undefined, true);
    clock.advance(6 * 24 * 60 * MINUTE);
    expect((await client.get('/api/utilizadores/current')).statusCode).toBe(200);
  });

  it('ends an active session at the absolute limit of 12 hours', async () => {
    const client = new TestClient(t.app);
    await client.signIn('mvmunicipal');
    for (let elapsed = 0; elapsed < 11 * 60; elapsed += 20) {
      clock.advance(20 * MINUTE);
      expect((await client.get('/api/utilizadores/current')).statusCode).toBe(200);
    }
    clock.advance(60 * MINUTE);
    expect((await client.get('/api/utilizadores/current')).statusCode).toBe(401);
  });
});
