import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAK, RAW_VALIDATOR_TEXT } from '../../test/leaks.ts';
import { TestClient, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let client: TestClient;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  client = new TestClient(t.app);
  await client.signIn('sigsa');
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })))
    // Signing out would end the session the rest of the run relies on.
    .filter((r) => r.path !== '/api/signout');
});
afterAll(async () => t.close());

const nasty = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'constructor',
    'prototype',
    "' OR 1=1 --",
    '%',
    '_',
    '\\',
    '\u0000',
    'NaN',
    '-1',
    '1e309',
    '99999999999999999999',
    '[1,2]',
    '{"a":1}',
    'ROLE_SIGSA',
    'ROLE_MV',
    'null',
    'true',
    '../../etc/passwd',
    '%00',
    'é',
    '😀',
  ),
  fc.integer().map(String),
  fc.string({ minLength: 300, maxLength: 3000 }),
);
const queryKey = fc.oneof(
  fc.constantFrom(
    'role',
    'search',
    'nif',
    'projection',
    'typeName',
    'size',
    'page',
    'sort',
    '__proto__',
    'constructor',
    'a[b][c][d]',
    '__proto__[x]',
  ),
  fc.string({ maxLength: 20 }),
);
const query = fc.array(fc.tuple(queryKey, nasty), { maxLength: 5 });
const body = fc.oneof(
  fc.constant(undefined),
  fc.json().map((j) => ({ type: 'application/json', payload: j })),
  fc.constantFrom(
    { type: 'application/json', payload: '{"__proto__":{"polluted":true}}' },
    { type: 'application/json', payload: '{"constructor":{"prototype":{"x":1}}}' },
    { type: 'application/json', payload: '{"a":' },
    { type: 'application/json', payload: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]' },
    { type: 'application/x-www-form-urlencoded', payload: '__proto__[admin]=1&username=x' },
    { type: 'text/plain', payload: 'olá' },
    { type: 'application/xml', payload: '<a/>' },
    { type: 'multipart/form-data; boundary=x', payload: '--x\r\n' },
  ),
  fc
    .tuple(fc.string(), fc.constantFrom('application/json', 'application/x-www-form-urlencoded'))
    .map(([payload, type]) => ({ type, payload })),
);

describe('hostile input', () => {
  it('never answers 5xx nor leaks SQL, stack or validator text, whatever a signed-in client sends', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.oneof(
          fc.constant(''),
          nasty.map((s) => `/${encodeURIComponent(s)}`),
        ),
        query,
        body,
        async (pick, otherMethod, extraSegment, params, payload) => {
          const route = routes[pick % routes.length] ?? { method: 'GET', path: '/api/health' };
          const method = pick % 3 === 0 ? otherMethod : route.method;
          const path =
            route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(params[0]?.[1] ?? '1'))) +
            extraSegment;
          const search = new URLSearchParams(params).toString();
          const res = await client.request({
            method: method,
            url: search ? `${path}?${search}` : path,
            ...(payload && method !== 'GET'
              ? { headers: { 'content-type': payload.type }, payload: payload.payload }
              : {}),
          });
          expect(res.statusCode, `${method} ${path}?${search}`).toBeLessThan(500);
          expect(res.body).not.toMatch(LEAK);
          if (res.statusCode >= 400) {
            const json = res.json<{ status: number; message: string; errors?: { message: string }[] }>();
            expect(typeof json.message).toBe('string');
            expect(json.status).toBe(res.statusCode);
            // Refusals speak the catalogue's Portuguese, never a validator's own words.
            for (const text of [json.message, ...(json.errors ?? []).map((e) => e.message)])
              expect(text).not.toMatch(RAW_VALIDATOR_TEXT);
          }
        },
      ),
      { numRuns: 3000 },
    );
  }, 300_000);
});
