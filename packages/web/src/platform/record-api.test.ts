import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type FetchCall } from '../test/fetch-mock.ts';
import { makeUser } from '../test/users.ts';
import {
  autoSerie,
  createRecord,
  customTypesQueryOptions,
  historyQueryOptions,
  latestDevolucao,
  projectionFor,
  recordKey,
  recordQueryOptions,
  returnReasonsQueryOptions,
  runRecordOperation,
  saveRecord,
  seriesQueryOptions,
  storeRecord,
  waitForActiveSession,
  refuseSessionWaiters,
  type WorkflowRecord,
} from './record-api.ts';
import { setSessionRole, setSessionUser } from './session-store.ts';

const RECORD: WorkflowRecord = { id: 5, version: 2, estado: 'INICIAL', numeroSerie: null, permissoes: {} };

function urlOf(url: string | undefined) {
  return new URL(url ?? '', 'http://localhost');
}

function bodyOf(call: FetchCall | undefined): unknown {
  return typeof call?.body === 'string' ? JSON.parse(call.body) : null;
}

function page(entity: string, items: unknown[]) {
  return json(200, {
    _embedded: { [entity]: items },
    page: { size: items.length, number: 0, totalElements: items.length, totalPages: 1 },
    _links: { self: { href: '/api/x' } },
  });
}

describe('record API (spec 000 §6, §7.2; 002 §7)', () => {
  it('loads records with projection full for SIGSA and LAB, fullMV for every other role', async () => {
    expect(projectionFor('ROLE_SIGSA')).toBe('full');
    expect(projectionFor('ROLE_LAB')).toBe('full');
    for (const role of ['ROLE_MANAGER', 'ROLE_SVL', 'ROLE_SVR', 'ROLE_MV', 'ROLE_MV_MUNICIPAL'] as const)
      expect(projectionFor(role)).toBe('fullMV');
    const calls = mockFetch(() => json(200, RECORD));
    const client = new QueryClient();
    await client.fetchQuery(recordQueryOptions('vacinacoes', 5, 'ROLE_MV'));
    const url = urlOf(calls[0]?.url);
    expect(url.pathname).toBe('/api/vacinacoes/5');
    expect(url.searchParams.get('projection')).toBe('fullMV');
    expect(url.searchParams.get('role')).toBe('ROLE_MV');
    expect(recordQueryOptions('vacinacoes', 5, 'ROLE_MV').queryKey).toEqual(
      recordKey('vacinacoes', '5', 'ROLE_MV'),
    );
  });

  it('creates, saves and runs operations with the role and its projection, sending the version', async () => {
    const calls = mockFetch(() => json(200, RECORD));
    await createRecord('vacinacoes', { lotes: 'L' }, 'ROLE_SIGSA');
    const payload = { version: 2, lotes: 'L' };
    await saveRecord('vacinacoes', 5, payload, 'ROLE_MV');
    await runRecordOperation('vacinacoes', 5, 'devolver', 'ROLE_SIGSA', {
      version: 2,
      idMotivo: 7,
      observacoes: 'Falta',
    });
    const writes = calls.filter((c) => urlOf(c.url).pathname !== '/api/health');
    expect(
      writes.map((c) => [c.method, urlOf(c.url).pathname, urlOf(c.url).searchParams.get('projection')]),
    ).toEqual([
      ['POST', '/api/vacinacoes/create', 'full'],
      ['PATCH', '/api/vacinacoes/5/save', 'fullMV'],
      ['POST', '/api/vacinacoes/5/devolver', 'full'],
    ]);
    expect(bodyOf(writes[2])).toEqual({ version: 2, idMotivo: 7, observacoes: 'Falta' });
    expect(bodyOf(writes[1])).toEqual({ version: 2, lotes: 'L' });
  });

  it('reads history, return reasons, custom types and series from the embedded lists', async () => {
    const calls = mockFetch(({ url }) => {
      const path = urlOf(url).pathname;
      if (path.endsWith('/historico')) return page('historico', [{ id: 1, operacao: 'criar' }]);
      if (path.includes('tiposMotivosDevolucao'))
        return page('tiposMotivosDevolucao', [{ id: 7, nome: 'M' }]);
      if (path.includes('customTypes')) return page('customTypes', [{ id: 3, nome: 'C' }]);
      if (path.includes('series')) return page('series', [{ id: 1, nome: 'VAC', predefinida: true }]);
      return undefined;
    });
    const client = new QueryClient();
    expect(await client.fetchQuery(historyQueryOptions('vacinacoes', 5, 'ROLE_MV'))).toEqual([
      { id: 1, operacao: 'criar' },
    ]);
    expect(await client.fetchQuery(returnReasonsQueryOptions('VACINACAO_DEVOLVER'))).toEqual([
      { id: 7, nome: 'M' },
    ]);
    expect(await client.fetchQuery(customTypesQueryOptions('ZONA_VACINACAO'))).toEqual([
      { id: 3, nome: 'C' },
    ]);
    expect(await client.fetchQuery(seriesQueryOptions('vacinacoes'))).toEqual([
      { id: 1, nome: 'VAC', predefinida: true },
    ]);
    const params = calls.map((c) => urlOf(c.url).searchParams);
    expect(params[1]?.get('tipo')).toBe('VACINACAO_DEVOLVER');
    expect(params[2]?.get('categoria')).toBe('ZONA_VACINACAO');
    expect(params[2]?.get('projection')).toBe('summary');
    expect(params[2]?.get('size')).toBe('1000');
    expect(params[3]?.get('classe')).toBe('vacinacoes');
  });

  it('storeRecord puts the answer in the cache and marks its history stale', async () => {
    mockFetch(({ url }) => (urlOf(url).pathname.endsWith('/historico') ? page('historico', []) : undefined));
    const client = new QueryClient();
    await client.fetchQuery(historyQueryOptions('vacinacoes', 5, 'ROLE_MV'));
    await storeRecord(client, 'vacinacoes', 'ROLE_MV', { ...RECORD, version: 3 });
    expect(client.getQueryData(recordKey('vacinacoes', 5, 'ROLE_MV'))).toMatchObject({ version: 3 });
    expect(
      client.getQueryState(historyQueryOptions('vacinacoes', 5, 'ROLE_MV').queryKey)?.isInvalidated,
    ).toBe(true);
  });

  it('chooses the series: the one set, else the predefined, else the only one (spec 000 §5)', () => {
    const a = { id: 1, classe: 'v', nome: 'A', predefinida: false };
    const b = { id: 2, classe: 'v', nome: 'B', predefinida: true };
    expect(autoSerie([a, b], null)).toBe(2);
    expect(autoSerie([a], null)).toBe(1);
    expect(autoSerie([a, { ...b, predefinida: false }], null)).toBeNull();
    expect(autoSerie([], null)).toBeNull();
    expect(autoSerie([a, b], 1)).toBe(1);
  });

  it('the latest return is the one with the highest id', () => {
    const devolucao = (id: number) => ({ id, dataDevolucao: '', descricao: null, motivo: null });
    expect(latestDevolucao([devolucao(2), devolucao(9), devolucao(4)])?.id).toBe(9);
    expect(latestDevolucao([])).toBeNull();
    expect(latestDevolucao(undefined)).toBeNull();
  });

  it('waits for the entry guard to settle the session, and gives up when the navigation is aborted', async () => {
    const controller = new AbortController();
    const waiting = waitForActiveSession(controller.signal);
    setSessionUser(makeUser(['ROLE_MV'], 'ROLE_MV'));
    setSessionRole('ROLE_MV');
    await expect(waiting).resolves.toMatchObject({ role: 'ROLE_MV' });
    // Already active: at once.
    await expect(waitForActiveSession(new AbortController().signal)).resolves.toMatchObject({
      role: 'ROLE_MV',
    });

    const aborted = new AbortController();
    setSessionUser(makeUser(['ROLE_SVL'], null, { username: 'outro' }));
    const pending = waitForActiveSession(aborted.signal);
    aborted.abort();
    await expect(pending).rejects.toThrow();

    // The guard sends a visitor to sign in: every waiting loader throws the same redirect, none hangs.
    const visitor = waitForActiveSession(new AbortController().signal);
    const signIn = new Response(null, { status: 302, headers: { Location: '/autenticar' } });
    refuseSessionWaiters(signIn);
    await expect(visitor).rejects.toBe(signIn);
  });
});
