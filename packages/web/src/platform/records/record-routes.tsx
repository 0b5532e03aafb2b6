import type { QueryClient } from '@tanstack/react-query';
import type { Area } from '@sigsa/domain/access/areas';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ListDownload, ListRouteHandle } from '../../list/list-route.ts';
import { ApiError } from '../api-client.ts';
import { recordQueryOptions, waitForActiveSession, type SavedRecord } from '../record-api.ts';
import { recordNotFound, screenLoader } from '../route-guards.ts';
import type { ScreenAccess } from '../screen-access.ts';

/** The two screens of a record type, loaded on demand (one chunk per type). */
export interface RecordPages {
  CreatePage: ComponentType;
  DetailPage: ComponentType;
}

/** Where a record type lives in the app (spec 000 §2.1): its entity, area, paths and screens. */
export interface RecordRoutesConfig {
  /** The API entity (`vacinacoes`). */
  entity: string;
  /** The access area its screens need (consult for the list and a record, register for creating). */
  area: Area;
  /** Registar → the type (`/registar/vacinacao`). */
  createPath: string;
  /** Consultar → the type (`/consultar/vacinacao`); a record is `<listPath>/<id>`. */
  listPath: string;
  /** Translation key of the list's title. */
  listTitle: string;
  /** `() => import('./<type>-page.tsx')`: a static import, so the bundler gives each type its chunk. */
  pages: () => Promise<RecordPages>;
  /** The type's resource declares a list map (its list offers the Mapa view). */
  listMap?: boolean;
  /** Its list's own files beyond the Excel export (notifications: the ADIS file). */
  listDownloads?: readonly ListDownload[];
}

/** The list route's handle of a record type: the generic list (spec 002 §2). */
export function recordListHandle(config: RecordRoutesConfig): ListRouteHandle {
  return {
    list: {
      title: config.listTitle,
      entity: config.entity,
      path: config.listPath.slice(1),
      // Spec 000 §2.1: list routes carry canAdd false; creating is Registar → the type.
      canAdd: false,
      addPath: config.createPath,
      map: config.listMap ?? false,
      downloads: config.listDownloads,
    },
  };
}

/**
 * Loader of `<listPath>/:id`: fetches the record in the role's projection before the screen opens (spec 002
 * §2), through the query cache the screen reads. A malformed, unknown or invisible record is "Registo não
 * encontrado" inside the shell, with the way back to the list.
 */
export function recordDetailLoader<R extends SavedRecord>(client: QueryClient, config: RecordRoutesConfig) {
  const notFound = () => recordNotFound(config.listPath, config.listTitle);
  return async ({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>): Promise<R> => {
    const id = Number(params.id);
    if (!/^\d{1,9}$/.test(params.id ?? '') || id <= 0) notFound();
    const { role } = await waitForActiveSession(request.signal);
    try {
      // A 404 is this loader's to show, as a page: no toast over it.
      return await client.ensureQueryData(recordQueryOptions<R>(config.entity, id, role, [404]));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) notFound();
      throw error;
    }
  };
}

/**
 * A record type's routes (spec 002 §2): create, list and detail, each behind the access it needs. `client` is
 * the query client the app renders with, so the record the loader fetched is the one the screen shows.
 */
export function recordRoutes(client: QueryClient, config: RecordRoutesConfig): RouteObject[] {
  const consult: ScreenAccess = { area: config.area, needs: 'consult' };
  const register: ScreenAccess = { area: config.area, needs: 'register' };
  const handle = recordListHandle(config);
  return [
    {
      path: config.createPath.slice(1),
      loader: screenLoader(register),
      lazy: async () => ({ Component: (await config.pages()).CreatePage }),
    },
    {
      path: handle.list.path,
      handle,
      loader: screenLoader(consult),
      lazy: async () => ({ Component: (await import('../../list/list-page.tsx')).ListPage }),
    },
    {
      path: `${handle.list.path}/:id`,
      loader: screenLoader(consult, recordDetailLoader(client, config)),
      lazy: async () => ({ Component: (await config.pages()).DetailPage }),
    },
  ];
}
