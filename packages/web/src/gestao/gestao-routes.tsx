import type { AdminEntity } from '@sigsa/domain/admin/admin-entity';
import type { RouteObject } from 'react-router';
import type { ListRouteHandle } from '../list/list-route.ts';
import { screenLoader } from '../platform/route-guards.ts';
import type { ScreenAccess } from '../platform/screen-access.ts';
import {
  GESTAO_AUDIT_PATH,
  GESTAO_CHILDREN,
  GESTAO_DADOS_PESSOAIS_PATH,
  GESTAO_MENU_ENTITIES,
  GESTAO_PATH,
  GESTAO_QUEM_PODE_PATH,
  GESTAO_USERS_IMPORT_PATH,
  gestaoListPath,
} from './gestao-paths.ts';

const CONSULT: ScreenAccess = { area: 'gestao', needs: 'consult' };
const REGISTER: ScreenAccess = { area: 'gestao', needs: 'register' };

/**
 * The generic list of an administered entity (000 §2.5): Adicionar for ROLE_SIGSA (`editableByRole`), the code
 * asked first for code-keyed entities (`manualId`); it opens on "Ativo: Sim", a removable filter, over every row
 * (the static "Ativo: either" names the column, so that archived rows are not left out).
 */
export function gestaoListHandle(entity: AdminEntity): ListRouteHandle {
  return {
    list: {
      title: entity.title,
      entity: entity.entity,
      path: gestaoListPath(entity),
      editableByRole: entity.readOnly ? '' : 'ROLE_SIGSA',
      manualId: !entity.readOnly && entity.codeField !== undefined,
      hasDetailRoute: !entity.readOnly,
      // Every view of the users offers their import.
      ...(entity.entity === 'users'
        ? {
            links: [
              {
                label: 'gestao.importarUtilizadores.open',
                path: `/${GESTAO_USERS_IMPORT_PATH}`,
                roles: ['ROLE_SIGSA'],
              },
            ],
          }
        : {}),
      ...(entity.readOnly
        ? {}
        : {
            staticFilters: [
              { type: 'BOOLEAN', prop: 'ativo', value: ['true', 'false'] },
              // A view of a shared entity (lab users, veterinarians) lists its own rows only.
              ...(entity.view
                ? [
                    {
                      type: 'MULTIOPTION' as const,
                      prop: entity.view.filter.key,
                      value: [...entity.view.filter.value],
                    },
                  ]
                : []),
            ],
            initialFilters: [{ key: 'ativo', value: true }],
            // Each view keeps its own filters (one entity, several lists).
            filtersTag: `.gestao.${entity.path}`,
          }),
    },
  };
}

/** `gestao/auditoria`: the changes made in Gerir, newest first; read-only, each row opened in its detail modal. */
export const GESTAO_AUDIT_LIST: ListRouteHandle = {
  list: {
    title: 'gestao.auditoria.title',
    entity: 'alteracoesGestao',
    path: GESTAO_AUDIT_PATH,
    canAdd: false,
    hasDetailRoute: false,
  },
};

function formRoute(entity: AdminEntity, path: string, access: ScreenAccess): RouteObject {
  return {
    path,
    loader: screenLoader(access),
    lazy: async () => {
      const { AdminFormPage } = await import('./admin-form-page.tsx');
      return { Component: () => <AdminFormPage descriptor={entity} /> };
    },
  };
}

/** Gerir's routes (000 §2.1, issue 13): the index, and per entity its list, `novo` and `{id}`. */
export function gestaoRoutes(): RouteObject[] {
  return [
    {
      path: GESTAO_PATH,
      loader: screenLoader(CONSULT),
      lazy: async () => ({ Component: (await import('./gestao-index-page.tsx')).GestaoIndexPage }),
    },
    ...GESTAO_MENU_ENTITIES.flatMap((entity) => [
      {
        path: gestaoListPath(entity),
        handle: gestaoListHandle(entity),
        loader: screenLoader(CONSULT),
        lazy: async () => ({ Component: (await import('../list/list-page.tsx')).ListPage }),
      },
      ...(entity.readOnly
        ? []
        : [
            formRoute(entity, `${gestaoListPath(entity)}/novo`, REGISTER),
            formRoute(entity, `${gestaoListPath(entity)}/:id`, CONSULT),
          ]),
    ]),
    // Child rows open from their parent's form: a form each, no list of their own.
    ...GESTAO_CHILDREN.flatMap(({ child }) => [
      formRoute(child, `${gestaoListPath(child)}/novo`, REGISTER),
      formRoute(child, `${gestaoListPath(child)}/:id`, CONSULT),
    ]),
    {
      path: GESTAO_USERS_IMPORT_PATH,
      loader: screenLoader(REGISTER),
      lazy: async () => ({ Component: (await import('./users-import-page.tsx')).UsersImportPage }),
    },
    {
      path: GESTAO_DADOS_PESSOAIS_PATH,
      loader: screenLoader(CONSULT),
      lazy: async () => ({ Component: (await import('./dados-pessoais-page.tsx')).DadosPessoaisPage }),
    },
    {
      path: GESTAO_QUEM_PODE_PATH,
      loader: screenLoader(CONSULT),
      lazy: async () => ({ Component: (await import('./quem-pode-page.tsx')).QuemPodePage }),
    },
    {
      path: GESTAO_AUDIT_PATH,
      handle: GESTAO_AUDIT_LIST,
      loader: screenLoader(CONSULT),
      lazy: async () => ({ Component: (await import('../list/list-page.tsx')).ListPage }),
    },
  ];
}
