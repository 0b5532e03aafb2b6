import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_TYPES } from '@sigsa/domain/list/columns';
import { TestClient, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let client: TestClient;

// Text that must never reach a client: SQL, driver messages, stack frames.
const LEAK =
  /\b(select|insert|update|delete)\b.+\b(from|into|set)\b|relation "|syntax error|violates|invalid input syntax|postgres|drizzle|at .+\.(ts|js):\d+/i;

const PROPS = [
  'marca',
  'nome',
  'nif',
  'classificacao',
  'freguesia.nome',
  'concelho.nome',
  'distrito.nome',
  'localizacao',
  'createdOn',
  'updatedOn',
];

const hostileText = fc.constantFrom(
  '',
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '\u0000',
  'SEM_VALOR',
  '[2024-01-01,-]',
  '[-,2024-02-30]',
  '[1,2]',
  '[x,y]',
  '[9999999999-01-01,-]',
  '[-,-]',
  '__proto__',
  'null',
  '1e309',
  'é',
  '😀',
  '); DROP TABLE exploracoes; --',
);
const scalar = fc.oneof(hostileText, fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean());
const value = fc.oneof(
  scalar,
  fc.constant(null),
  fc.array(fc.oneof(hostileText, fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 8 }),
  fc.array(fc.constant('A1'), { minLength: 499, maxLength: 503 }),
  fc.jsonValue({ maxDepth: 4 }),
);
const filterJson = fc.oneof(
  fc
    .record(
      {
        type: fc.oneof(fc.constantFrom(...COLUMN_TYPES), fc.string({ maxLength: 10 })),
        prop: fc.oneof(fc.constantFrom(...PROPS), fc.string({ maxLength: 10 })),
        value,
        repository: fc.oneof(fc.constant(null), fc.string({ maxLength: 10 })),
      },
      { requiredKeys: ['value'] },
    )
    .map((o) => JSON.stringify(o)),
  fc.constantFrom(
    '{"__proto__":{"admin":true},"value":"x"}',
    '{"constructor":{"prototype":{"x":1}},"value":"x"}',
    '{"value":[[[[[[[[[[[[[[[[[[[[["A1"]]]]]]]]]]]]]]]]]]]]]}',
    '{"value":',
    '[]',
    '"x"',
    '1',
  ),
  fc.string({ maxLength: 60 }),
);
const key = fc.oneof(
  fc.constantFrom(...PROPS),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'e.id', 'id', 'sort', 'toString'),
  fc.string({ maxLength: 12 }),
);
const sort = fc.oneof(
  fc.constant(null),
  fc
    .tuple(
      fc.oneof(fc.constantFrom(...PROPS, 'id'), fc.string({ maxLength: 12 })),
      fc.constantFrom('asc', 'desc', 'ASC', 'x', ''),
    )
    .map(([p, d]) => `${p},${d}`),
);

describe('filter parameters, generated', () => {
  it('never answer 5xx nor leak SQL, whatever the filters (≥ 10,000 parameters)', async () => {
    let parameters = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(key, filterJson), { minLength: 2, maxLength: 3 }),
        sort,
        fc.constantFrom('search/filter', 'search/find', 'search/all', ''),
        async (filters, sortValue, route) => {
          parameters += filters.length;
          const query = new URLSearchParams([['role', 'ROLE_SIGSA'], ...filters]);
          if (sortValue !== null) query.append('sort', sortValue);
          const path = route ? `/api/exploracoes/${route}` : '/api/exploracoes';
          const res = await client.get(`${path}?${query.toString()}`);
          expect(res.statusCode, `${path}?${query.toString()}`).toBeLessThan(500);
          expect(res.body).not.toMatch(LEAK);
          if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: 5000 },
    );
    expect(parameters).toBeGreaterThanOrEqual(10_000);
  }, 300_000);
});

beforeAll(async () => {
  t = await createTestApp();
  client = new TestClient(t.app);
  await client.signIn('sigsa');
});
afterAll(async () => t.close());
