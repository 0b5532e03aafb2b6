import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAW_VALIDATOR_TEXT } from '../../test/leaks.ts';
import { TestClient, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let client: TestClient;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  client = new TestClient(t.app);
  await client.signIn('sigsa');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => t.close());

/** Sends `request` as raw bytes and answers the status and the JSON body of the response. */
function rawRequest(request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      try {
        resolve({ status, body: JSON.parse(body) });
      } catch {
        reject(new Error(`resposta sem JSON: ${received.slice(0, 200)}`));
      }
    });
  });
}

describe('HTTP as the API answers it (spec 000 §7, §8.1)', () => {
  it('a method a path does not take answers 405 with Allow and "Operação não permitida"', async () => {
    const deleted = await client.request({ method: 'DELETE', url: '/api/utilizadores/current' });
    expect(deleted.statusCode).toBe(405);
    expect(deleted.headers.allow).toBe('GET, HEAD');
    expect(deleted.json()).toEqual({
      status: 405,
      error: 'Method Not Allowed',
      message: 'Operação não permitida.',
    });

    const put = await client.request({ method: 'PUT', url: '/api/vacinacoes/search/filter?role=ROLE_SIGSA' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');

    const get = await client.request({ method: 'GET', url: '/api/vacinacoes/1/submeter' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');

    // A path the API does not serve at all stays 404.
    const unknown = await client.request({ method: 'GET', url: '/api/nada/disto' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });

  it('an address over 8 KB answers 414 in the API shape, in Portuguese', async () => {
    const long = `/api/exploracoes/search/filter?role=ROLE_SIGSA&search=${'a'.repeat(9000)}`;
    const injected = await client.request({ method: 'GET', url: long });
    expect(injected.statusCode).toBe(414);
    expect(injected.json()).toEqual({
      status: 414,
      error: 'URI Too Long',
      message: 'O endereço é demasiado longo.',
    });

    // Longer than Node's parser takes: refused before Fastify, still in our shape.
    const raw = await rawRequest(`GET /api/health?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(raw).toEqual({
      status: 414,
      body: { status: 414, error: 'URI Too Long', message: 'O endereço é demasiado longo.' },
    });
  });

  it('headers over the limit answer 431 in the API shape, in Portuguese; a malformed request 400', async () => {
    const raw = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(raw).toEqual({
      status: 431,
      body: {
        status: 431,
        error: 'Request Header Fields Too Large',
        message: 'Os cabeçalhos do pedido são demasiado grandes.',
      },
    });
    const garbage = await rawRequest('NOT A REQUEST\r\n\r\n');
    expect(garbage).toEqual({
      status: 400,
      body: { status: 400, error: 'Bad Request', message: 'Pedido HTTP inválido.' },
    });
  });

  it("a 400 names the field and says what is expected, in Portuguese, never the validator's own text", async () => {
    const long = await client.get(`/api/constants?role=ROLE_SIGSA&typeName=${'a'.repeat(100)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      status: 400,
      error: 'Bad Request',
      message: 'Campo "typeName": O valor deve ter no máximo 64 caracteres.',
      errors: [{ field: 'typeName', message: 'O valor deve ter no máximo 64 caracteres' }],
    });

    const wrongTypes = await client.post('/api/vacinacoes/1/submeter?role=ROLE_SIGSA', {
      version: 'zero',
      observacoes: 7,
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().message).toBe(
      'Campo "version": Valor inválido: esperava-se um número (e mais 1).',
    );
    expect(wrongTypes.json().errors).toEqual([
      { field: 'version', message: 'Valor inválido: esperava-se um número' },
      { field: 'observacoes', message: 'Valor inválido: esperava-se texto' },
    ]);
    const wrongId = await client.get('/api/vacinacoes/abc/historico?role=ROLE_SIGSA');
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().errors).toEqual([
      { field: 'id', message: 'Valor inválido: esperava-se um número' },
    ]);
    for (const res of [long, wrongTypes, wrongId]) expect(res.body).not.toMatch(RAW_VALIDATOR_TEXT);
  });

  it('a NUL byte in a list parameter is a 400, never a database error (found by the hostile-input property)', async () => {
    for (const query of [
      'search=%00',
      'search=a%00b',
      `nome=${encodeURIComponent('{"type":"STRING","value":"a\u0000"}')}`,
    ]) {
      const res = await client.get(`/api/tiposArmadilha/search/find?role=ROLE_SIGSA&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('O pedido contém caracteres inválidos.');
    }
    // The user search has its own query schema: the same byte is a 400 there too.
    const users = await client.get('/api/utilizadores/search/findUtilizadorByNomeOrNif?search=%00');
    expect(users.statusCode).toBe(400);
  });

  it('a NUL byte in a natural key is no such record (404), never a database error (hostile-input property)', async () => {
    for (const id of ['%00', 'AB%00C']) {
      const res = await client.get(`/api/exploracoes/${id}?role=ROLE_SIGSA`);
      expect(res.statusCode, id).toBe(404);
    }
  });
});
