import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ListRouteHandle } from '../../list/list-route.ts';
import { ApiError } from '../../platform/api-client.ts';
import { recordQueryOptions, waitForActiveSession } from '../../platform/record-api.ts';
import {
  VACINACAO_CREATE_PATH,
  VACINACAO_ENTITY,
  VACINACAO_LIST_PATH,
  type Vacinacao,
} from './vacinacao-api.ts';

/** Consultar → Vacinação (spec 002 §2): the generic list, filterable by Estado (an OPTION column). */
export const VACINACAO_LIST: ListRouteHandle = {
  list: {
    title: 'vacinacao.list.title',
    entity: VACINACAO_ENTITY,
    path: VACINACAO_LIST_PATH.slice(1),
    // Spec 000 §2.1: list routes carry canAdd false; creating is Registar → Vacinação.
    canAdd: false,
    addPath: VACINACAO_CREATE_PATH,
  },
};

/** Ends the loader with React Router's 404, which the route's error element shows as "not found". */
function notFound(): never {
  // React Router reads a thrown `data()` response as the route's error response; it is not an Error by design.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw data(null, { status: 404 });
}

/**
 * Loader of `consultar/vacinacao/:id`: fetches the record in the role's projection before the screen opens
 * (spec 002 §2), through the query cache the screen reads. An unknown or invisible record is a 404 page.
 */
export function vacinacaoDetailLoader(client: QueryClient) {
  return async ({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>): Promise<Vacinacao> => {
    const id = Number(params.id);
    if (!/^\d{1,9}$/.test(params.id ?? '') || id <= 0) notFound();
    const { role } = await waitForActiveSession(request.signal);
    try {
      return await client.ensureQueryData(recordQueryOptions<Vacinacao>(VACINACAO_ENTITY, id, role));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) notFound();
      throw error;
    }
  };
}

/**
 * The vaccination routes (spec 002 §2): create, list and detail; screens load on demand. `client` is the
 * query client the app renders with, so the record the loader fetched is the one the screen shows.
 */
export function vacinacaoRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      path: VACINACAO_CREATE_PATH.slice(1),
      lazy: async () => ({ Component: (await import('./vacinacao-page.tsx')).VacinacaoCreatePage }),
    },
    {
      path: VACINACAO_LIST.list.path,
      handle: VACINACAO_LIST,
      lazy: async () => ({ Component: (await import('../../list/list-page.tsx')).ListPage }),
    },
    {
      path: `${VACINACAO_LIST.list.path}/:id`,
      loader: vacinacaoDetailLoader(client),
      lazy: async () => ({ Component: (await import('./vacinacao-page.tsx')).VacinacaoDetailPage }),
    },
  ];
}
