import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { recordRoutes, type RecordRoutesConfig } from '../../platform/records/record-routes.tsx';
import { RISCO_CREATE_PATH, RISCO_ENTITY, RISCO_LIST_PATH } from './risco-api.ts';

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

/** The sanitary-risk routes: create, list and detail. */
export function riscoRoutes(client: QueryClient): RouteObject[] {
  return recordRoutes(client, RISCO_ROUTES);
}
