import type { Page, Request } from '@playwright/test';

/** Every request the page sends from now on to a host other than the app's (the offline maps send none). */
export function foreignRequests(page: Page, baseURL: string): Request[] {
  const origin = new URL(baseURL).origin;
  const foreign: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin) foreign.push(request);
  });
  return foreign;
}
