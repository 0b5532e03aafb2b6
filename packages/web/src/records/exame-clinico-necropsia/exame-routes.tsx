import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { recordRoutes, type RecordRoutesConfig } from '../../platform/records/record-routes.tsx';
import { EXAME_CREATE_PATH, EXAME_ENTITY, EXAME_LIST_PATH } from './exame-api.ts';

/**
 * Where clinical exams live (001 §2.3): Registar → Exames clínicos e necrópsias, Consultar → the same (the
 * generic list), and a record's detail, loaded before it opens.
 */
export const EXAME_ROUTES: RecordRoutesConfig = {
  entity: EXAME_ENTITY,
  area: 'examesClinicosNecropsias',
  createPath: EXAME_CREATE_PATH,
  listPath: EXAME_LIST_PATH,
  listTitle: 'exame.list.title',
  pages: async () => {
    const page = await import('./exame-page.tsx');
    return { CreatePage: page.ExameCreatePage, DetailPage: page.ExameDetailPage };
  },
};

/** The exam routes: create, list and detail. */
export function exameRoutes(client: QueryClient): RouteObject[] {
  return recordRoutes(client, EXAME_ROUTES);
}
