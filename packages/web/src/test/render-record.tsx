import type { Role } from '@sigsa/domain/access/roles';
import { ModalsProvider } from '@mantine/modals';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/app.tsx';
import { setApiNavigate } from '../platform/api-client.ts';
import { createQueryClient } from '../platform/query-client.ts';
import type { SavedRecord } from '../platform/record-api.ts';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import type { FetchCall } from './fetch-mock.ts';
import { json } from './fetch-mock.ts';
import { makeUser } from './users.ts';

/**
 * Signs `role` in and renders a record type's routes (`routesOf(client)`) at `path`, with the loader and the
 * screen on one query client, inside every app provider.
 */
export function renderRecordRoutes(
  routesOf: (client: QueryClient) => RouteObject[],
  path: string,
  role: Role,
  user: { id?: number; nome?: string } = {},
) {
  setSessionUser(makeUser([role], role, { id: user.id ?? 1, nome: user.nome ?? 'Ana Teste' }));
  setSessionRole(role);
  const client = createQueryClient();
  const router = createMemoryRouter(routesOf(client), { initialEntries: [path] });
  setApiNavigate((to) => void router.navigate(to, { replace: true }));
  const result = render(
    <AppProviders queryClient={client}>
      {/* The shell's modals manager (app/shell-layout.tsx), around the signed-in screens. */}
      <ModalsProvider>
        <RouterProvider router={router} />
      </ModalsProvider>
    </AppProviders>,
  );
  return { ...result, router, client };
}

/** A HAL page of `items` under `entity`, as the API lists them. */
export function halList(url: URL, entity: string, items: unknown[]): Response {
  return json(200, {
    _embedded: { [entity]: items },
    page: { size: 100, number: 0, totalElements: items.length, totalPages: 1 },
    _links: { self: { href: url.pathname } },
  });
}

/** The parsed JSON body of a call (empty when none). */
export function bodyOf(call: FetchCall): Record<string, unknown> {
  return typeof call.body === 'string' ? (JSON.parse(call.body) as Record<string, unknown>) : {};
}

/** The parsed JSON body of the last `method` call to a path ending in `suffix`. */
export function lastBody(
  calls: readonly FetchCall[],
  method: string,
  suffix: string,
): Record<string, unknown> {
  const call = calls
    .filter((c) => c.method === method && new URL(c.url, 'http://x').pathname.endsWith(suffix))
    .at(-1);
  if (!call) throw new Error(`Nenhuma chamada ${method} ${suffix}`);
  return bodyOf(call);
}

/** The record a fake server holds, and what its operations change (state, flags). */
export interface FakeRecordState<R extends SavedRecord> {
  record: R;
  transitions?: Record<string, Partial<R>>;
  history?: unknown[];
}

/**
 * The fake server's answers about the record in `state` (`{entity}/{id}[/op]`): read, history, save (version + 1)
 * and operations (`transitions[op]`, version + 1); undefined for any other call.
 */
export function answerRecord<R extends SavedRecord>(
  entity: string,
  url: URL,
  call: FetchCall,
  state: FakeRecordState<R>,
): Response | undefined {
  const path = url.pathname.replace(/^\/api\//, '');
  const match = new RegExp(`^${entity}/(\\d+)(?:/(\\w+))?$`).exec(path);
  if (!match || Number(match[1]) !== state.record.id) return undefined;
  const operation = match[2];
  if (operation === undefined && call.method === 'GET') return json(200, state.record);
  if (operation === 'historico') return halList(url, 'historico', state.history ?? []);
  if (operation === 'save' && call.method === 'PATCH') {
    state.record = { ...state.record, version: state.record.version + 1 };
    return json(200, state.record);
  }
  if (operation && call.method === 'POST') {
    state.record = { ...state.record, ...state.transitions?.[operation], version: state.record.version + 1 };
    return json(200, state.record);
  }
  return undefined;
}
