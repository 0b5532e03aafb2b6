import { AccessibilityWatch, expect, test, type Page } from './support/test.ts';

// The accessibility watch every browser test relies on must itself find what it is there to find: a page served
// on the test server's origin (a watch ignores pages that are not the product's) with a known violation.

async function findingsOf(page: Page, html: string): Promise<{ rule: string; state: string }[]> {
  const watch = new AccessibilityWatch(page);
  await watch.install();
  await page.route('**/a11y-probe', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="pt-PT">${html}</html>`,
    }),
  );
  await page.goto('/a11y-probe');
  return (await watch.finish()).map(({ rule, state }) => ({ rule, state }));
}

const FAINT = 'style="color:#bbb;background:#fff"';

test('finds low-contrast text on a page, and none on a clean one', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const clean = await findingsOf(
    await context.newPage(),
    '<head><title>Sonda</title></head><body><main><h1>Sonda</h1><p>Texto legível.</p></main></body>',
  );
  expect(clean).toEqual([]);
  const faint = await findingsOf(
    await context.newPage(),
    `<head><title>Sonda</title></head><body><main><h1>Sonda</h1><p ${FAINT}>Texto claro demais.</p></main></body>`,
  );
  expect(faint.map((f) => f.rule)).toContain('color-contrast');
  await context.close();
});

test('with a dialog open: its contrast, and every other rule on the whole page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const inDialog = await findingsOf(
    await context.newPage(),
    `<head><title>Sonda</title></head><body><main><h1>Sonda</h1></main>
     <div role="dialog" aria-label="Confirmação"><p ${FAINT}>Deseja confirmar?</p></div></body>`,
  );
  expect(inDialog).toContainEqual({
    rule: 'color-contrast',
    state: expect.stringContaining('dialog:Confirmação'),
  });
  const untitled = await findingsOf(
    await context.newPage(),
    `<head></head><body><main><h1>Sonda</h1></main>
     <div role="dialog" aria-label="Confirmação"><p>Deseja confirmar?</p></div></body>`,
  );
  expect(untitled.map((f) => f.rule)).toEqual(['document-title']);
  await context.close();
});
