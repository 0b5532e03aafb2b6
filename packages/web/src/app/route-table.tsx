import { Outlet, redirect, ScrollRestoration, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { HOME_PATH } from '../platform/public-routes.ts';
import { entryGuardLoader, signedInLoader } from './entry-guard.ts';
import { PublicLayout } from './public-layout.tsx';
import { RouteError } from './route-error.tsx';
import { ShellLayout } from './shell-layout.tsx';

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
        Component: ShellLayout,
        errorElement: <RouteError />,
        children: [
          {
            path: 'inicio',
            lazy: async () => ({ Component: (await import('../pages/inicio-page.tsx')).InicioPage }),
          },
        ],
      },
    ],
  },
];
