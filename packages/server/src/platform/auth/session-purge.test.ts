import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessoes, tentativasAutenticacao } from '../../db/schema/users.ts';
import { eventually } from '../../test/eventually.ts';
import { TestClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../clock.ts';

const MINUTE = 60_000;
let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(new Date());
  t = await createTestApp({ clock, sessionPurgeIntervalMs: 50 });
});
afterAll(async () => t.close());

const sessionUsers = async () =>
  (await t.handle.db.select({ rememberMe: sessoes.rememberMe }).from(sessoes)).map((s) => s.rememberMe);
const counters = async () => (await t.handle.db.select().from(tentativasAutenticacao)).map((c) => c.chave);

describe('purge of expired sessions, on the server’s own timer', () => {
  it('deletes idle-expired sessions and spent sign-in counters, and keeps live ones', async () => {
    const brief = new TestClient(t.app);
    expect((await brief.signIn('mv')).statusCode).toBe(200);
    const remembered = new TestClient(t.app);
    expect((await remembered.signIn('gestor', undefined, true)).statusCode).toBe(200);
    expect((await new TestClient(t.app).signIn('svr', 'errada')).statusCode).toBe(401);
    expect((await sessionUsers()).sort()).toEqual([false, true]);
    expect(await counters()).not.toEqual([]);

    // 31 minutes idle: past the 30-minute limit without "Lembrar-me", well within the 7 days with it;
    // the failed sign-in's 15-minute window has passed.
    clock.advance(31 * MINUTE);
    await eventually(async () => (await sessionUsers()).length === 1 && (await counters()).length === 0);
    expect(await sessionUsers()).toEqual([true]);
    expect((await remembered.get('/api/utilizadores/current')).statusCode).toBe(200);
  });

  it('keeps a counter whose lock is still running after its window has passed', async () => {
    const client = new TestClient(t.app);
    await client.signIn('svl', 'errada0');
    clock.advance(10 * MINUTE);
    // Failures 2 to 5 inside the window that began 10 minutes ago: locked for 15 minutes from now.
    for (let i = 1; i < 5; i++) expect((await client.signIn('svl', `errada${i}`)).statusCode).toBe(401);
    expect(await counters()).toContain('conta:svl');
    // 10 minutes on, the window (15 min from the first failure) has passed; the lock (15 min) has not.
    clock.advance(10 * MINUTE);
    await eventually(async () => !(await counters()).includes('ip:127.0.0.1'));
    expect(await counters()).toEqual(['conta:svl']);
    expect((await client.signIn('svl')).statusCode).toBe(429);
  });
});
