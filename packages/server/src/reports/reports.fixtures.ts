import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { utilizadores } from '../db/schema/users.ts';
import { TestClient, type TestApp } from '../test/test-app.ts';

/** A demo user signed in through the real sign-in route, with shortcuts for JSON writes. */
export class ReportsClient extends TestClient {
  /** POST with a JSON body. */
  post(url: string, body?: unknown): Promise<LightMyRequestResponse> {
    return this.request({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as object }) });
  }

  /** PATCH with a JSON body. */
  patch(url: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.request({ method: 'PATCH', url, payload: body as object });
  }

  /** PUT with a JSON body. */
  put(url: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.request({ method: 'PUT', url, payload: body as object });
  }

  /** DELETE. */
  delete(url: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'DELETE', url });
  }
}

/** Signs a demo user in; fails the test when the sign-in does not succeed. */
export async function signedIn(t: TestApp, username: string): Promise<ReportsClient> {
  const client = new ReportsClient(t.app);
  const res = await client.signIn(username);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} answered ${res.statusCode}`);
  return client;
}

/** The id of a demo user. */
export async function userId(t: TestApp, username: string): Promise<number> {
  const rows = await t.handle.db
    .select({ id: utilizadores.id })
    .from(utilizadores)
    .where(eq(utilizadores.username, username));
  const row = rows[0];
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** Creates a root category for `entidade` as `client` and returns its id. */
export async function createCategoria(
  client: ReportsClient,
  body: { nome: string; entidade?: string; pai?: number; descricao?: string },
  role = '',
): Promise<number> {
  const res = await client.post(`/api/categoriasRelatorios${role ? `?role=${role}` : ''}`, body);
  if (res.statusCode !== 201) throw new Error(`category create answered ${res.statusCode}: ${res.body}`);
  return res.json<{ id: number }>().id;
}
