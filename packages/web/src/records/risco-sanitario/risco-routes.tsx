import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { recordRoutes, type RecordRoutesConfig } from '../../platform/records/record-routes.tsx';
import { screenLoader } from '../../platform/route-guards.ts';
import { RISCO_CREATE_PATH, RISCO_ENTITY, RISCO_LIST_PATH, RISCO_MAP_PATH } from './risco-api.ts';

/** Where sanitary risk lives (spec 002 §2): Registar → Risco sanitário, Consultar → Risco sanitário. */
export const RISCO_ROUTES: RecordRoutesConfig = {
  entity: RISCO_ENTITY,
  area: 'riscoSanitario',
  createPath: RISCO_CREATE_PATH,
  listPath: RISCO_LIST_PATH,
  listTitle: 'risco.list.title',
  pages: async () => {
    const page = await import('./risco-page.tsx');
    return { CreatePage: page.RiscoCreatePage, DetailPage: page.RiscoDetailPage };
  },
};

/** The sanitary-risk routes: create, list, detail, and the map of the levels in force (ours). */
export function riscoRoutes(client: QueryClient): RouteObject[] {
  return [
    ...recordRoutes(client, RISCO_ROUTES),
    {
      path: RISCO_MAP_PATH.slice(1),
      loader: screenLoader({ area: RISCO_ROUTES.area, needs: 'consult' }),
      lazy: async () => ({ Component: (await import('./risco-mapa-page.tsx')).RiscoMapaPage }),
    },
  ];
}
