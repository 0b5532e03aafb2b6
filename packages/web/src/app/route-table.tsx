import { Outlet, redirect, ScrollRestoration, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import type { ListRouteHandle } from '../list/list-route.ts';
import { HOME_PATH } from '../platform/public-routes.ts';
import { queryClient } from '../platform/query-client.ts';
import { vacinacaoRoutes } from '../records/vacinacao/vacinacao-routes.tsx';
import { entryGuardLoader, signedInLoader } from './entry-guard.ts';
import { PublicLayout } from './public-layout.tsx';
import { RouteError } from './route-error.tsx';

/** A generic list route (spec 000 §2.5): `handle.list` carries its route data; the page loads on demand. */
function listRoute(handle: ListRouteHandle): RouteObject {
  return {
    path: handle.list.path,
    handle,
    lazy: async () => ({ Component: (await import('../list/list-page.tsx')).ListPage }),
  };
}

/**
 * Consultar → Explorações. Holdings have no detail screen yet, so "Consultar registo" opens the entity
 * detail modal (hasDetailRoute false); marca identifies a holding.
 */
const EXPLORACOES_LIST: ListRouteHandle = {
  list: {
    title: 'list.titles.exploracoes',
    entity: 'exploracoes',
    path: 'consultar/exploracoes',
    idVariable: 'marca',
    canAdd: false,
    hasDetailRoute: false,
    mapIconProp: 'classificacao',
  },
};

function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/**
 * The route table of spec 000 §2.1. Public: `termos-condicoes`, `autenticar` and its profile choice.
 * Everything else passes the entry guard, whose loader runs before any protected screen opens. Screens
 * are loaded on demand. Registar / Consultar / Gerir / validarQR routes are added with their screens.
 */
export const ROUTES: RouteObject[] = [
  {
    path: '/',
    Component: RootRoute,
    errorElement: <RouteError />,
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, loader: () => redirect(HOME_PATH), Component: FullPageLoader },
      {
        Component: PublicLayout,
        errorElement: <RouteError />,
        children: [
          {
            path: 'termos-condicoes',
            lazy: async () => ({ Component: (await import('../pages/terms-page.tsx')).TermsPage }),
          },
          {
            path: 'autenticar',
            lazy: async () => ({ Component: (await import('../pages/sign-in-page.tsx')).SignInPage }),
          },
          {
            path: 'autenticar/escolha-perfil',
            loader: signedInLoader,
            lazy: async () => ({
              Component: (await import('../pages/profile-choice-page.tsx')).ProfileChoicePage,
            }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        id: 'protected',
        loader: entryGuardLoader,
        // The shell (menu, notifications, user menu) is for signed-in users: it loads with the first protected
        // screen, in parallel with the entry guard's loader, and stays out of the sign-in page's scripts.
        lazy: async () => ({ Component: (await import('./shell-layout.tsx')).ShellLayout }),
        errorElement: <RouteError />,
        children: [
          {
            path: 'inicio',
            lazy: async () => ({ Component: (await import('../pages/inicio-page.tsx')).InicioPage }),
          },
          listRoute(EXPLORACOES_LIST),
          ...vacinacaoRoutes(queryClient),
        ],
      },
    ],
  },
];
