import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { searchUtilizadores, searchVeterinarios } from './utilizadores.ts';

const answer = (url: string) =>
  json(200, {
    _embedded: { utilizadores: [{ id: 7, nome: 'Rui Veterinário', nif: '123456789' }] },
    page: { number: 0, size: 100, totalElements: 1, totalPages: 1 },
    _links: { self: { href: url } },
  });

describe('user searches of record forms', () => {
  it('a notifier search asks every active user; a vet search adds veterinario=true (issue 13 gap 7)', async () => {
    const calls = mockFetch((call) => answer(call.url));
    const signal = new AbortController().signal;
    expect(await searchUtilizadores('rui', signal)).toEqual([
      { id: 7, nome: 'Rui Veterinário', nif: '123456789' },
    ]);
    expect(await searchVeterinarios('rui', signal)).toHaveLength(1);
    const [anyone, vets] = calls.map((c) => new URL(c.url, 'http://localhost'));
    expect(anyone?.pathname).toBe('/api/utilizadores/search/findUtilizadorByNomeOrNif');
    expect(Object.fromEntries(anyone?.searchParams ?? [])).toEqual({
      search: 'rui',
      projection: 'public',
      size: '100',
    });
    expect(Object.fromEntries(vets?.searchParams ?? [])).toEqual({
      search: 'rui',
      projection: 'public',
      size: '100',
      veterinario: 'true',
    });
  });
});
