import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
// The plain RouterProvider: in Node, `react-router/dom` loads a second copy of the router's contexts.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/app.tsx';
import { setApiNavigate } from '../platform/api-client.ts';
import { createQueryClient } from '../platform/query-client.ts';

/** A router in memory plus the rendered result. */
export interface RenderedRoutes extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders `routes` at `path` inside every app provider, with the API client's 401 redirect wired in. */
export function renderRoutes(routes: RouteObject[], path: string): RenderedRoutes {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setApiNavigate((to) => void router.navigate(to, { replace: true }));
  const result = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Renders `ui` inside every app provider, on a one-route memory router at `path`. */
export function renderWithProviders(ui: ReactNode, path = '/'): RenderedRoutes {
  return renderRoutes([{ path: '*', element: ui }], path);
}
