import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';

/** A row of an operation × role × state matrix: the operation, who runs it, and its status in each state, in order. */
export type MatrixRow = readonly [operation: string, username: string, statuses: readonly number[]];

/** What {@link itAnswersMatrix} needs of a record type's test file. */
export interface OperationMatrix<E extends string, R extends { id: number }> {
  /** The workflow's states, in the order of each row's statuses. */
  states: readonly E[];
  matrix: readonly MatrixRow[];
  /** A fresh record brought to a state through the real calls. */
  inState: (estado: E) => Promise<R>;
  /** `POST {record}/{operation}` as `username`. */
  operate: (username: string, id: number, operation: string) => Promise<LightMyRequestResponse>;
}

/**
 * One test per case of an operation × role × state matrix ("submeter by mv in INICIAL answers 200"): a record
 * waits in each state, made by `inState` when none does; an operation that succeeds moves it on, so the next case
 * in that state takes a fresh one. Returns how a later test of the file gets a record in a state from the same
 * pool.
 */
export function itAnswersMatrix<E extends string, R extends { id: number }>(
  config: OperationMatrix<E, R>,
): (estado: E) => Promise<R> {
  const { states, matrix, inState, operate } = config;
  const cases = matrix.flatMap(([operation, username, statuses]) =>
    statuses.map((status, i) => {
      const estado = states[i];
      if (estado === undefined) throw new Error(`${operation} by ${username}: more statuses than states`);
      return { operation, username, estado, status };
    }),
  );
  const waiting = new Map<E, R>();
  const recordIn = async (estado: E) => {
    const record = waiting.get(estado) ?? (await inState(estado));
    waiting.set(estado, record);
    return record;
  };
  it.each(cases)('$operation by $username in $estado answers $status', async (c) => {
    const record = await recordIn(c.estado);
    const res = await operate(c.username, record.id, c.operation);
    if (res.statusCode === 200) waiting.delete(c.estado);
    expect(res.statusCode, res.body).toBe(c.status);
  });
  return recordIn;
}
