import { vi } from 'vitest';

/** One recorded call of the mocked fetch. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
}

/** A route handler of the fetch mock: answers a call, or returns undefined to fall through. */
export type FetchHandler = (call: FetchCall) => Response | undefined | Promise<Response | undefined>;

/** A JSON response. */
export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The server's error body for `status`. */
export function apiError(status: number, message: string): Response {
  return json(status, { status, error: 'Erro', message });
}

/**
 * Replaces `fetch` with `handler` (unanswered calls get a 404) and records every call.
 */
export function mockFetch(handler: FetchHandler): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call: FetchCall = {
        url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body,
        credentials: init.credentials,
      };
      calls.push(call);
      return (await handler(call)) ?? apiError(404, `Sem resposta simulada para ${call.url}`);
    }),
  );
  return calls;
}
