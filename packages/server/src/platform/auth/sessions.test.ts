import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, userId, type TestApp } from '../../test/test-app.ts';
import type { SessionTimeouts } from '../../config.ts';
import { ManualClock } from '../clock.ts';
import { SessionStore } from './sessions.ts';
import { tokenHash } from './tokens.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A store on its own clock; `cacheMs` 1 s unless given. */
function storeWith(timeouts: Partial<SessionTimeouts> = {}) {
  const clock = new ManualClock(new Date());
  const store = new SessionStore(t.handle.db, clock, { ...t.config.session, cacheMs: 1000, ...timeouts });
  return { clock, store };
}

async function signIn(store: SessionStore, username: string): Promise<string> {
  const { token } = await store.create(await userId(t, username), false, { ip: '127.0.0.1', userAgent: 'x' });
  return token;
}

describe('session lookups', () => {
  it('shares one lookup between requests of the same session that arrive together', async () => {
    const { store } = storeWith({ cacheMs: 0 });
    const token = await signIn(store, 'sigsa');
    const [first, second] = await Promise.all([store.find(token), store.find(token)]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    // Without reuse, a later request looks the session up again.
    const later = await store.find(token);
    expect(later).not.toBe(first);
    expect(later).toEqual(first);
    // Another role is another lookup.
    const [plain, withRole] = await Promise.all([store.find(token), store.find(token, 'ROLE_SIGSA')]);
    expect(withRole).not.toBe(plain);
    expect(withRole?.roleLevels).not.toEqual({});
  });

  it('reuses a session found for cacheMs, then looks it up again', async () => {
    const { clock, store } = storeWith();
    const token = await signIn(store, 'sigsa');
    const first = await store.find(token, 'ROLE_SIGSA');
    clock.advance(999);
    expect(await store.find(token, 'ROLE_SIGSA')).toBe(first);
    clock.advance(1);
    const later = await store.find(token, 'ROLE_SIGSA');
    expect(later).not.toBe(first);
    expect(later).toEqual(first);
  });

  it('forgets a session at once when it ends, here', async () => {
    const { store } = storeWith();
    const token = await signIn(store, 'sigsa');
    expect(await store.find(token)).not.toBeNull();
    await store.destroy(tokenHash(token));
    expect(await store.find(token)).toBeNull();
  });

  it('does not keep a lookup that was under way when sessions were forgotten (it may have read the old row)', async () => {
    const { store } = storeWith();
    const token = await signIn(store, 'sigsa');
    const during = store.find(token);
    store.forgetAll();
    const read = await during; // serves its own request only
    expect(read).not.toBeNull();
    const next = await store.find(token);
    expect(next).not.toBe(read);
    expect(await store.find(token)).toBe(next);
  });

  it('never reuses a session past its absolute expiry', async () => {
    const { clock, store } = storeWith({ cacheMs: 60_000, absoluteMs: 500 });
    const token = await signIn(store, 'sigsa');
    expect(await store.find(token)).not.toBeNull();
    clock.advance(500);
    expect(await store.find(token)).toBeNull();
  });

  it('a role switch changes the role of the calls that name none, also when the old role was reused', async () => {
    const { store } = storeWith();
    const token = await signIn(store, 'multiperfil');
    expect((await store.find(token, 'ROLE_MV'))?.currentRole).toBe('ROLE_MV');
    expect((await store.find(token))?.currentRole).toBe('ROLE_MV');
    expect((await store.find(token, 'ROLE_SVL'))?.currentRole).toBe('ROLE_SVL');
    expect((await store.find(token))?.currentRole).toBe('ROLE_SVL');
    // Back to the first role within the second: not answered from what was kept under it.
    expect((await store.find(token, 'ROLE_MV'))?.currentRole).toBe('ROLE_MV');
    expect((await store.find(token))?.currentRole).toBe('ROLE_MV');
  });

  it('forgets every session kept when users or permissions change (forgetAll)', async () => {
    const { store } = storeWith();
    const token = await signIn(store, 'mv');
    const first = await store.find(token);
    store.forgetAll();
    expect(await store.find(token)).not.toBe(first);
  });

  it('answers a frozen session, since callers share it', async () => {
    const { store } = storeWith();
    const session = await store.find(await signIn(store, 'mv'));
    expect(Object.isFrozen(session)).toBe(true);
    expect(Object.isFrozen(session?.roles)).toBe(true);
  });
});
