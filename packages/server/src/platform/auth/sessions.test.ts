import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, userId, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../clock.ts';
import { SessionStore } from './sessions.ts';
import { tokenHash } from './tokens.ts';

let t: TestApp;
let store: SessionStore;

beforeAll(async () => {
  t = await createTestApp();
  store = new SessionStore(t.handle.db, new ManualClock(new Date()), t.config.session);
});
afterAll(async () => t.close());

describe('session lookups', () => {
  it('shares one lookup between requests of the same session that arrive together, and keeps nothing after', async () => {
    const { token } = await store.create(await userId(t, 'sigsa'), false, {
      ip: '127.0.0.1',
      userAgent: 'x',
    });
    const [first, second] = await Promise.all([store.find(token), store.find(token)]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    // A later request looks the session up again: an answer is never older than the request.
    const later = await store.find(token);
    expect(later).not.toBe(first);
    expect(later).toEqual(first);
    // Another role is another lookup.
    const [plain, withRole] = await Promise.all([store.find(token), store.find(token, 'ROLE_SIGSA')]);
    expect(withRole).not.toBe(plain);
    expect(withRole?.roleLevels).not.toEqual({});
    await store.destroy(tokenHash(token));
    expect(await store.find(token)).toBeNull();
  });

  it('answers a frozen session, since callers share it', async () => {
    const { token } = await store.create(await userId(t, 'mv'), false, { ip: '127.0.0.1', userAgent: 'x' });
    const session = await store.find(token);
    expect(Object.isFrozen(session)).toBe(true);
    expect(Object.isFrozen(session?.roles)).toBe(true);
  });
});
