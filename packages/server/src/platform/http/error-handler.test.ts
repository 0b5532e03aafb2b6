import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONCURRENT_WRITE_MESSAGE, registerErrorHandler } from './error-handler.ts';

describe('the API error handler', () => {
  it('answers two writes that met in the database (deadlock, serialization) with 409, anything else 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    for (const code of ['40P01', '40001', '42P01'])
      app.get(`/${code}`, () => {
        throw Object.assign(new Error(`relation "x" SQL text`), { code });
      });
    const answer = async (code: string) => {
      const res = await app.inject({ method: 'GET', url: `/${code}` });
      return { status: res.statusCode, message: res.json<{ message: string }>().message };
    };
    expect(await answer('40P01')).toEqual({ status: 409, message: CONCURRENT_WRITE_MESSAGE });
    expect(await answer('40001')).toEqual({ status: 409, message: CONCURRENT_WRITE_MESSAGE });
    const other = await answer('42P01');
    expect(other.status).toBe(500);
    expect(other.message).not.toContain('SQL');
    await app.close();
  });
});
