import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Page,
  type PageScreenshotOptions,
} from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users.ts';
import { scanScreen } from './test.ts';

/** Fills and submits the sign-in form (the page must be on /autenticar). */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Utilizador').fill(username);
  await page.getByLabel('Palavra-passe').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Opens /autenticar and signs in as `username`, and waits for the server's answer: a navigation while the sign-in
 * is on its way (the test's next `goto`) would abort it, and the test would go on signed out. On success it also
 * waits for the app to leave the page (home, the page asked for, the profile choice or the password change).
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/autenticar');
  await expect(page.getByRole('heading', { name: 'Autenticação' })).toBeVisible();
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/signin' && response.request().method() === 'POST',
  );
  await submitSignIn(page, username, password);
  if ((await answered).ok()) await expect(page).not.toHaveURL(/\/autenticar$/);
}

/** The anti-forgery token a request context holds (its cookie), which every write echoes in a header. */
async function xsrfOf(request: APIRequestContext): Promise<string> {
  return (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
}

/** Signs `request` in as `username`, as the sign-in form does: the anti-forgery cookie first, then the form. */
export async function signInRequest(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await request.get('/api/health');
  const answer = await request.post('/api/signin', {
    form: { username, password },
    headers: { 'X-XSRF-TOKEN': await xsrfOf(request) },
  });
  expect(answer.ok(), `sign-in of ${username}: ${answer.status()}`).toBe(true);
}

/** A JSON write through `request`, with its anti-forgery header (another user's session, in a test). */
export async function postJson(
  request: APIRequestContext,
  path: string,
  data: unknown,
): Promise<APIResponse> {
  return request.post(path, { data, headers: { 'X-XSRF-TOKEN': await xsrfOf(request) } });
}

/**
 * Signs in as `username` through the API and opens `path`. For the tests about what comes after the sign-in: the
 * app starts once, on the test's own screen, instead of on the sign-in page and Início first (the form itself is
 * tested by the accessibility walk and shell.spec.ts).
 */
export async function openAs(
  page: Page,
  username: string,
  path: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await signInRequest(page.request, username, password);
  await page.goto(path);
}

/** Opens the user menu in the header. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scanScreen(page, 'menu do utilizador');
}

/** Signs out through the user menu's "Sair". */
export async function signOut(page: Page): Promise<void> {
  await openUserMenu(page);
  const sair = page.getByRole('menuitem', { name: 'Sair' });
  // The item is what a pointer reaches at its centre: no toast still on screen covers the menu.
  await expect.poll(() => sair.evaluate(isTopmostAtCentre)).toBe(true);
  await sair.click();
  await expect(page).toHaveURL(/\/autenticar$/);
}

/**
 * Saves a screenshot of `page` for review as e2e/artifacts/screenshots/`name`.png, when E2E_SCREENSHOTS=1: a
 * developer looks at the screens a change touches; a CI run, whose files nobody opens, does not pay for the
 * hundred pictures (a full page's PNG is a fraction of a second of a busy two-core machine each).
 */
export async function reviewScreenshot(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ ...options, path: `e2e/artifacts/screenshots/${name}.png` });
}

/** Runs in the page: whether `element` is what the pointer hits at its centre (nothing drawn over it). */
function isTopmostAtCentre(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit !== null && element.contains(hit);
}
