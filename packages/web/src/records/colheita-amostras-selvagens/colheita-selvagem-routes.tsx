import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { recordRoutes, type RecordRoutesConfig } from '../../platform/records/record-routes.tsx';
import {
  COLHEITA_SELVAGEM_CREATE_PATH,
  COLHEITA_SELVAGEM_ENTITY,
  COLHEITA_SELVAGEM_LIST_PATH,
} from './colheita-selvagem-api.ts';

/**
 * Where wild collections live (000 §2.1, 001 §2.1): Registar → Colheita de amostras de animais selvagens, Consultar → the same
 * (the generic list), and a record's detail, loaded before it opens.
 */
export const COLHEITA_SELVAGEM_ROUTES: RecordRoutesConfig = {
  entity: COLHEITA_SELVAGEM_ENTITY,
  area: 'colheitaAmostrasSelvagens',
  createPath: COLHEITA_SELVAGEM_CREATE_PATH,
  listPath: COLHEITA_SELVAGEM_LIST_PATH,
  listTitle: 'colheitaAmostrasSelvagens.list.title',
  pages: async () => {
    const page = await import('./colheita-selvagem-page.tsx');
    return { CreatePage: page.ColheitaSelvagemCreatePage, DetailPage: page.ColheitaSelvagemDetailPage };
  },
};

/** The wild collection routes: create, list and detail. */
export function colheitaSelvagemRoutes(client: QueryClient): RouteObject[] {
  return recordRoutes(client, COLHEITA_SELVAGEM_ROUTES);
}
