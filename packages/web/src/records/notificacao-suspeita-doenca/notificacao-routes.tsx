import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import {
  ADIS_EXPORTERS,
  ADIS_FORMATOS,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.adis';
import { recordRoutes, type RecordRoutesConfig } from '../../platform/records/record-routes.tsx';
import { NOTIFICACAO_CREATE_PATH, NOTIFICACAO_ENTITY, NOTIFICACAO_LIST_PATH } from './notificacao-api.ts';

/**
 * Where notifications live (spec 002 §2): Registar → Notificação de suspeita de doença, Consultar → the same
 * (the generic list), and a record's detail, loaded before it opens.
 */
export const NOTIFICACAO_ROUTES: RecordRoutesConfig = {
  entity: NOTIFICACAO_ENTITY,
  area: 'notificacoesSuspeitasDoencas',
  createPath: NOTIFICACAO_CREATE_PATH,
  listPath: NOTIFICACAO_LIST_PATH,
  listTitle: 'notificacao.list.title',
  listDownloads: [
    {
      label: 'notificacao.adis.export',
      path: `${NOTIFICACAO_ENTITY}/export/adis`,
      formats: ADIS_FORMATOS.map((value) => ({ value, label: `notificacao.adis.formats.${value}` })),
      roles: ADIS_EXPORTERS,
    },
  ],
  listMap: true,
  pages: async () => {
    const page = await import('./notificacao-page.tsx');
    return { CreatePage: page.NotificacaoCreatePage, DetailPage: page.NotificacaoDetailPage };
  },
};

/** The notification routes: create, list and detail. */
export function notificacaoRoutes(client: QueryClient): RouteObject[] {
  return recordRoutes(client, NOTIFICACAO_ROUTES);
}
