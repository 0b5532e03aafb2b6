import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { recordRoutes, type RecordRoutesConfig } from '../../platform/records/record-routes.tsx';
import { LIST_MAP_ZOOM } from '@sigsa/domain/geo/map-constants';
import { bandaForZoom } from '@sigsa/domain/geo/topologia';
import type { Role } from '@sigsa/domain/access/roles';
import { waitForActiveSession } from '../../platform/record-api.ts';
import { screenLoader } from '../../platform/route-guards.ts';
import {
  nivelEmVigorQueryOptions,
  RISCO_CREATE_PATH,
  RISCO_ENTITY,
  RISCO_LIST_PATH,
  RISCO_MAP_PATH,
} from './risco-api.ts';
import { mapaParams, todayIso } from './risco-mapa-params.ts';

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

/**
 * What the map's first paint waits for, asked for with the screen's code rather than once the map exists: the
 * country's geometry (the largest answer; its reader in a chunk of its own) and the levels the URL names.
 */
function prefetchMapa(client: QueryClient, url: URL, role: Role): void {
  void import('../../components/map/topologia-api.ts').then(({ topologiaQueryOptions }) =>
    client.prefetchQuery(topologiaQueryOptions(bandaForZoom(LIST_MAP_ZOOM))),
  );
  const { doenca, data } = mapaParams(url.searchParams, todayIso());
  if (doenca !== null) void client.prefetchQuery(nivelEmVigorQueryOptions(role, doenca, data, null));
}

/** The sanitary-risk routes: create, list, detail, and the map of the levels in force (ours). */
export function riscoRoutes(client: QueryClient): RouteObject[] {
  return [
    ...recordRoutes(client, RISCO_ROUTES),
    {
      path: RISCO_MAP_PATH.slice(1),
      // The country's geometry is asked for with the screen's code, not once the map exists: it is the largest
      // answer the first paint waits for (issue 15, "first paint").
      loader: screenLoader({ area: RISCO_ROUTES.area, needs: 'consult' }, async ({ request }) => {
        prefetchMapa(client, new URL(request.url), (await waitForActiveSession(request.signal)).role);
        return null;
      }),
      lazy: async () => ({ Component: (await import('./risco-mapa-page.tsx')).RiscoMapaPage }),
    },
  ];
}
