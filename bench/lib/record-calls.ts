import type pg from 'pg';
import type { Session } from './session.ts';

// What the record benchmarks share (notifications, clinical exams): the reference ids a body names, a timed
// write through the session, and the row ids of a `full` answer that the next save sends back.

/** One id from the database, or an error naming what is missing. */
export async function idOf(client: pg.Client, query: string, params: unknown[] = []): Promise<number> {
  const row = (await client.query<{ id: number }>(query, params)).rows[0];
  if (!row) throw new Error(`referência em falta: ${query} ${JSON.stringify(params)}`);
  return Number(row.id);
}

/** A JSON write through the session (its anti-forgery header), timed; fails loudly on anything but 2xx. */
export async function send(session: Session, url: string, method: string, data: unknown) {
  const t0 = performance.now();
  const res = await session.fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  const text = await res.text();
  const took = performance.now() - t0;
  if (!res.ok) throw new Error(`HTTP ${res.status} em ${method} ${url}: ${text.slice(0, 500)}`);
  return { ms: took, answer: JSON.parse(text) as Record<string, unknown> & { id: number; version: number } };
}

/** The row ids of the animal tables of a `full` answer, per list, in order: what the web sends back on a save. */
export interface RowIds {
  declaracoes: (number | null)[];
  individuais: (number | null)[];
  grupo: (number | null)[];
}

export const rowIdsOf = (answer: Record<string, unknown>): RowIds => {
  const ids = (key: string) =>
    Array.isArray(answer[key]) ? (answer[key] as { id: number }[]).map((r) => r.id) : [];
  return {
    declaracoes: ids('declaracoesAnimais'),
    individuais: ids('observacoesClinicasIndividuais'),
    grupo: ids('observacoesClinicasGrupo'),
  };
};
