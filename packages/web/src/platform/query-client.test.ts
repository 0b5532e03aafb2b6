import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../test/users.ts';
import { clearCacheOnSessionChange, createQueryClient, SHARED_QUERY_ROOT } from './query-client.ts';
import { resetSession, setSessionRole, setSessionUser } from './session-store.ts';

describe('the cache across sessions', () => {
  afterEach(() => resetSession());

  it("forgets a user's answers when the user or the role changes, and keeps the country's geometry", () => {
    const client = createQueryClient();
    const stop = clearCacheOnSessionChange(client);
    client.setQueryData([SHARED_QUERY_ROOT, 'topologia', 2025, 'pais'], 'geometria');
    client.setQueryData(['vacinacoes', 'list'], 'linhas');

    setSessionUser(makeUser(['ROLE_SIGSA', 'ROLE_SVL'], 'ROLE_SIGSA'));
    expect(client.getQueryData(['vacinacoes', 'list'])).toBeUndefined();
    client.setQueryData(['vacinacoes', 'list'], 'linhas do SIGSA');
    setSessionRole('ROLE_SVL');
    expect(client.getQueryData(['vacinacoes', 'list'])).toBeUndefined();
    expect(client.getQueryData([SHARED_QUERY_ROOT, 'topologia', 2025, 'pais'])).toBe('geometria');
    stop();
  });
});
