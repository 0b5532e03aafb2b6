import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './platform/calendar-days.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app.tsx';
import { ROUTES } from './app/route-table.tsx';
import { setApiNavigate } from './platform/api-client.ts';
import { initDates } from './platform/dates.ts';
import { initI18n } from './platform/i18n.ts';
import { clearCacheOnSessionChange, queryClient } from './platform/query-client.ts';

async function start(): Promise<void> {
  initDates();
  clearCacheOnSessionChange(queryClient);
  const texts = initI18n();
  // The router starts the first screen's loaders (the session, the screen's data) while the texts arrive.
  const router = createBrowserRouter(ROUTES);
  setApiNavigate((path) => void router.navigate(path, { replace: true }));
  await texts;

  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root em falta em index.html.');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
