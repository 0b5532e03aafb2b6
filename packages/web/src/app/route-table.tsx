import { Outlet, redirect, ScrollRestoration, type Location, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import type { ListRouteHandle } from '../list/list-route.ts';
import { HOME_PATH } from '../platform/public-routes.ts';
import { queryClient } from '../platform/query-client.ts';
import { screenLoader } from '../platform/route-guards.ts';
import type { ScreenAccess } from '../platform/screen-access.ts';
import { colheitaAmostrasRoutes } from '../records/colheita-amostras/colheita-amostras-routes.tsx';
import { colheitaSelvagemRoutes } from '../records/colheita-amostras-selvagens/colheita-selvagem-routes.tsx';
import { exameRoutes } from '../records/exame-clinico-necropsia/exame-routes.tsx';
import { notificacaoRoutes } from '../records/notificacao-suspeita-doenca/notificacao-routes.tsx';
import { vacinacaoRoutes } from '../records/vacinacao/vacinacao-routes.tsx';
import { riscoRoutes } from '../records/risco-sanitario/risco-routes.tsx';
import { gestaoRoutes } from '../gestao/gestao-routes.tsx';
import { entryGuardLoader, signedInLoader } from './entry-guard.ts';
import { PublicLayout } from './public-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * A generic list route (spec 000 §2.5): `handle.list` carries its route data; the page loads on demand once
 * the role may consult `access`.
 */
function listRoute(handle: ListRouteHandle, access: ScreenAccess): RouteObject {
  return {
    path: handle.list.path,
    handle,
    loader: screenLoader(access),
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
    map: true,
  },
};

/**
 * The scroll position a history entry keeps. Every page load starts on an entry keyed "default", so positions
 * saved by an earlier load (another page, kept in session storage) would be "restored" on this one — late, once
 * the router's transition renders, yanking a user who already scrolled (and closing the list box they opened)
 * back to the top. This load's first entry gets a key of its own; back and forward within the load still
 * restore.
 */
const PAGE_LOAD = Math.random().toString(36).slice(2);
function scrollKey(location: Location): string {
  return location.key === 'default' ? `default-${PAGE_LOAD}` : location.key;
}

function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/**
 * The route table of spec 000 §2.1. Public: `termos-condicoes`, `validarQR` (issue 18), `autenticar` and its
 * profile choice.
 * Everything else passes the entry guard, whose loader runs before any protected screen opens, and each screen's
 * own guard ({@link screenLoader}: the menu's access rule). Screens are loaded on demand. Registar / Consultar /
 * Gerir / validarQR routes are added with their screens. An unknown address is for signed-in users (it sends
 * a visitor to sign in first), so that its page has the shell.
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
            path: 'validarQR/:codigo?',
            lazy: async () => ({ Component: (await import('../pages/validar-qr-page.tsx')).ValidarQrPage }),
          },
          {
            path: 'autenticar',
            lazy: async () => ({ Component: (await import('../pages/sign-in-page.tsx')).SignInPage }),
          },
          {
            path: 'autenticar/alterar-palavra-passe',
            loader: signedInLoader,
            lazy: async () => ({
              Component: (await import('../pages/password-change-page.tsx')).PasswordChangePage,
            }),
          },
          {
            path: 'autenticar/escolha-perfil',
            loader: signedInLoader,
            lazy: async () => ({
              Component: (await import('../pages/profile-choice-page.tsx')).ProfileChoicePage,
            }),
          },
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
            // A screen that cannot open ("Sem acesso", "Registo não encontrado", a failure) shows in the shell.
            errorElement: <RouteError />,
            children: [
              {
                path: 'inicio',
                lazy: async () => ({ Component: (await import('../pages/inicio-page.tsx')).InicioPage }),
              },
              // Registar and Consultar are menu groups, not screens: their empty path goes home (spec 000 §2.1).
              { path: 'registar', loader: () => redirect(HOME_PATH), Component: FullPageLoader },
              { path: 'consultar', loader: () => redirect(HOME_PATH), Component: FullPageLoader },
              listRoute(EXPLORACOES_LIST, { area: 'exploracoes', needs: 'consult' }),
              ...notificacaoRoutes(queryClient),
              ...exameRoutes(queryClient),
              ...colheitaAmostrasRoutes(queryClient),
              ...colheitaSelvagemRoutes(queryClient),
              ...vacinacaoRoutes(queryClient),
              ...riscoRoutes(queryClient),
              ...gestaoRoutes(),
              // An unknown address, once signed in, is "Página não encontrada" inside the shell.
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];
