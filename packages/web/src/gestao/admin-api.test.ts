import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { adminHistoryQueryOptions } from './admin-api.ts';

describe("a Gerir row's history", () => {
  it('asks the Gerir audit for that row, oldest first, and reads it as a record history', async () => {
    const calls = mockFetch(() =>
      json(200, {
        _embedded: {
          alteracoesGestao: [
            {
              id: 7,
              data: '2026-11-27T10:00:00Z',
              utilizador: 'sigsa',
              role: 'ROLE_SIGSA',
              operacao: 'criar',
            },
          ],
        },
        page: { size: 100, number: 0 },
      }),
    );
    const entries = await new QueryClient().fetchQuery(adminHistoryQueryOptions('doencas', 42));
    expect(entries).toEqual([
      {
        id: 7,
        data: '2026-11-27T10:00:00Z',
        utilizador: 'sigsa',
        role: 'ROLE_SIGSA',
        operacao: 'criar',
        estadoAnterior: null,
        estadoNovo: null,
        motivo: null,
      },
    ]);
    const url = new URL(calls[0]?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/alteracoesGestao/search/filter');
    expect(url.searchParams.get('sort')).toBe('data,asc');
    expect(JSON.parse(url.searchParams.get('entidade') ?? '')).toMatchObject({ value: ['doencas'] });
    expect(JSON.parse(url.searchParams.get('registoId') ?? '')).toMatchObject({ value: '[42,42]' });
  });
});
