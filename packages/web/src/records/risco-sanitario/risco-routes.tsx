import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { recordRoutes, type RecordRoutesConfig } from '../../platform/records/record-routes.tsx';
import { LIST_MAP_ZOOM } from '@sigsa/domain/geo/map-constants';
import { bandaForZoom } from '@sigsa/domain/geo/topologia';
import type { Role } from '@sigsa/domain/access/roles';
import { waitForActiveSession } from '../../platform/record-api.ts';
import { topologiaQueryOptions } from '../../components/map/topologia-api.ts';
import { referenceListQueryOptions } from '../../platform/lookups/reference-lists.ts';
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
 * The country's geometry, asked for with the screen's code rather than once the map exists, and before the
 * session is known (it is the same for every role): the largest answer the first paint waits for. Its reader is
 * small and imported here, so the request does not wait behind the screen's scripts.
 */
function prefetchGeometria(client: QueryClient): void {
  void client.prefetchQuery(topologiaQueryOptions(bandaForZoom(LIST_MAP_ZOOM), false));
}

/** The levels the URL names and the levels' colours: what the first paint waits for once the role is known. */
function prefetchNiveis(client: QueryClient, url: URL, role: Role): void {
  void client.prefetchQuery(referenceListQueryOptions('classificacoesRisco', 'ordem,asc'));
  const { doenca, data } = mapaParams(url.searchParams, todayIso);
  if (doenca !== null) void client.prefetchQuery(nivelEmVigorQueryOptions(role, doenca, data, null));
}

/** The sanitary-risk routes: create, list, detail, and the map of the levels in force (ours). */
export function riscoRoutes(client: QueryClient): RouteObject[] {
  const guardedMapLoader = screenLoader(
    { area: RISCO_ROUTES.area, needs: 'consult' },
    async ({ request }) => {
      prefetchNiveis(client, new URL(request.url), (await waitForActiveSession(request.signal)).role);
      return null;
    },
  );
  return [
    ...recordRoutes(client, RISCO_ROUTES),
    {
      path: RISCO_MAP_PATH.slice(1),
      // The country's geometry is asked for with the screen's code, not once the map exists: it is the largest
      // answer the first paint waits for (issue 15, "first paint").
      loader: (args) => {
        prefetchGeometria(client);
        return guardedMapLoader(args);
      },
      // A new disease or day changes the query string only: the screen asks for its levels itself.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
      lazy: async () => ({ Component: (await import('./risco-mapa-page.tsx')).RiscoMapaPage }),
    },
  ];
}
