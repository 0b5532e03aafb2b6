import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ListRouteHandle } from '../../list/list-route.ts';
import { ApiError } from '../../platform/api-client.ts';
import { recordQueryOptions, waitForActiveSession } from '../../platform/record-api.ts';
import { recordNotFound, screenLoader } from '../../platform/route-guards.ts';
import type { ScreenAccess } from '../../platform/screen-access.ts';
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

/** Consulting vaccinations (list, detail) and registering one, as the menu asks them (spec 000 §2.2). */
const CONSULT: ScreenAccess = { area: 'vacinacoes', needs: 'consult' };
const REGISTER: ScreenAccess = { area: 'vacinacoes', needs: 'register' };

/** Ends the loader with "Registo não encontrado" inside the shell, with the way back to the list. */
function notFound(): never {
  return recordNotFound(VACINACAO_LIST_PATH, VACINACAO_LIST.list.title);
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
      // A 404 is this loader's to show, as a page: no toast over it.
      return await client.ensureQueryData(recordQueryOptions<Vacinacao>(VACINACAO_ENTITY, id, role, [404]));
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
      loader: screenLoader(REGISTER),
      lazy: async () => ({ Component: (await import('./vacinacao-page.tsx')).VacinacaoCreatePage }),
    },
    {
      path: VACINACAO_LIST.list.path,
      handle: VACINACAO_LIST,
      loader: screenLoader(CONSULT),
      lazy: async () => ({ Component: (await import('../../list/list-page.tsx')).ListPage }),
    },
    {
      path: `${VACINACAO_LIST.list.path}/:id`,
      loader: screenLoader(CONSULT, vacinacaoDetailLoader(client)),
      lazy: async () => ({ Component: (await import('./vacinacao-page.tsx')).VacinacaoDetailPage }),
    },
  ];
}
