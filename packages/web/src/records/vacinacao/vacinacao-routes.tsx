import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import {
  recordDetailLoader,
  recordRoutes,
  type RecordRoutesConfig,
} from '../../platform/records/record-routes.tsx';
import {
  VACINACAO_CREATE_PATH,
  VACINACAO_ENTITY,
  VACINACAO_LIST_PATH,
  type Vacinacao,
} from './vacinacao-api.ts';

/** Where vaccinations live (spec 002 §2): Registar → Vacinação, Consultar → Vacinação (the generic list). */
export const VACINACAO_ROUTES: RecordRoutesConfig = {
  entity: VACINACAO_ENTITY,
  area: 'vacinacoes',
  createPath: VACINACAO_CREATE_PATH,
  listPath: VACINACAO_LIST_PATH,
  listTitle: 'vacinacao.list.title',
  listMap: true,
  pages: async () => {
    const page = await import('./vacinacao-page.tsx');
    return { CreatePage: page.VacinacaoCreatePage, DetailPage: page.VacinacaoDetailPage };
  },
};

/** Loader of `consultar/vacinacao/:id` (the record before the screen opens). */
export function vacinacaoDetailLoader(client: QueryClient) {
  return recordDetailLoader<Vacinacao>(client, VACINACAO_ROUTES);
}

/** The vaccination routes: create, list and detail. */
export function vacinacaoRoutes(client: QueryClient): RouteObject[] {
  return recordRoutes(client, VACINACAO_ROUTES);
}
