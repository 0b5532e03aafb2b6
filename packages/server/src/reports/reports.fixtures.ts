import type { TestClient } from '../test/test-app.ts';

/** A demo user signed in through the real sign-in route (the test client, with its JSON shortcuts). */
export type ReportsClient = TestClient;

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
