import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { recordRoutes, type RecordRoutesConfig } from '../../platform/records/record-routes.tsx';
import {
  COLHEITA_AMOSTRAS_CREATE_PATH,
  COLHEITA_AMOSTRAS_ENTITY,
  COLHEITA_AMOSTRAS_LIST_PATH,
} from './colheita-amostras-api.ts';

/**
 * Where domestic collections live (000 §2.1, 001 §2.2): Registar → Colheita de amostras, Consultar → the same
 * (the generic list), and a record's detail, loaded before it opens.
 */
export const COLHEITA_AMOSTRAS_ROUTES: RecordRoutesConfig = {
  entity: COLHEITA_AMOSTRAS_ENTITY,
  area: 'colheitaAmostras',
  createPath: COLHEITA_AMOSTRAS_CREATE_PATH,
  listPath: COLHEITA_AMOSTRAS_LIST_PATH,
  listTitle: 'colheitaAmostras.list.title',
  pages: async () => {
    const page = await import('./colheita-amostras-page.tsx');
    return { CreatePage: page.ColheitaAmostrasCreatePage, DetailPage: page.ColheitaAmostrasDetailPage };
  },
};

/** The domestic collection routes: create, list and detail. */
export function colheitaAmostrasRoutes(client: QueryClient): RouteObject[] {
  return recordRoutes(client, COLHEITA_AMOSTRAS_ROUTES);
}
