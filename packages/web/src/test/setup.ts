import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import translation from '../../public/locales/pt-PT/translation.json';
import { initI18n, LANGUAGE } from '../platform/i18n.ts';
import { queryClient } from '../platform/query-client.ts';
import { resetSession } from '../platform/session-store.ts';

// jsdom lacks the layout APIs Mantine calls; these stand-ins report "no match" and "no size".
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = NoopResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

// Test files run in parallel workers; under that load a menu or modal transition can take over the default
// 1 s that findBy* waits, which made menu tests flaky.
configure({ asyncUtilTimeout: 5000 });

await initI18n({ [LANGUAGE]: { translation } });

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one left over would show in the next test's app.
  notifications.clean();
  // The app's own query client (the route loaders') outlives a test file in a shared worker.
  queryClient.clear();
  resetSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
