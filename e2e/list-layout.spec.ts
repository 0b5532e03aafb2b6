import { expect, test, type Locator, type Page } from './support/test.ts';
import { bodyRows, filterPanel, headerCells, listResponse, listTable, pickOption } from './support/list.ts';
import { reviewScreenshot, signIn } from './support/session.ts';

// Lists that fit the screen (issue 20). With every column shown, on a laptop (1366×768) and a small screen
// (1024×768): the page never scrolls sideways, the table scrolls inside its own frame; the header row and the
// leading columns stay in place; every row is one line; a cut text shows whole in a tooltip, by pointer or
// keyboard; the density toggle changes the rows' height and is remembered; the filters and the title bar's
// actions stay on screen (also on 1920×1080).

test.describe.configure({ mode: 'serial' });

interface ListCase {
  title: string;
  path: string;
  entity: string;
  /** The demo data has enough records for a page that scrolls down inside the frame. */
  manyRecords: boolean;
}

const LISTS: readonly ListCase[] = [
  { title: 'Explorações', path: '/consultar/exploracoes', entity: 'exploracoes', manyRecords: true },
  { title: 'Vacinação', path: '/consultar/vacinacao', entity: 'vacinacoes', manyRecords: false },
];

/** Compact rows are one line of text and no taller than this. */
const COMPACT_MAX_ROW = 40;

/** The table's scrolling frame. */
const frame = (page: Page): Locator => page.getByTestId('list-table-frame');
/** The density toggle of the title bar. */
const density = (page: Page): Locator => page.getByRole('radiogroup', { name: 'Densidade das linhas' });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Elemento sem caixa (não visível).');
  return box;
}

/** True when `inner` lies within `outer` horizontally (1 px of rounding allowed). */
function insideX(inner: Box, outer: Box): boolean {
  return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
}

/** Opens the list at `path` and waits for its first page. */
async function openList(page: Page, list: ListCase): Promise<void> {
  const first = listResponse(page, () => true, list.entity);
  await page.goto(list.path);
  await first;
  await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
}

/** Shows every column through the column picker in the table's header. */
async function showAllColumns(page: Page): Promise<void> {
  const before = await headerCells(page).count();
  await listTable(page).getByRole('button', { name: 'Escolher colunas' }).click();
  const picker = page.getByRole('dialog', { name: 'Escolher colunas' });
  await picker.getByRole('checkbox', { name: 'Selecionar todas / nenhuma' }).check();
  await picker.getByRole('button', { name: 'Aplicar' }).click();
  await expect(picker).toBeHidden();
  await expect.poll(() => headerCells(page).count()).toBeGreaterThan(before);
}

/** Heights of the body rows, in pixels. */
function rowHeights(page: Page): Promise<number[]> {
  return bodyRows(page).evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
}

/** Every body row is as high as the others (one line each); returns that height. */
async function expectOneLineRows(page: Page): Promise<number> {
  const heights = await rowHeights(page);
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
  // No cell's text wraps: each is one line of its row.
  const wrapped = await bodyRows(page)
    .locator('[data-cell-text]')
    .evaluateAll((cells) => cells.filter((c) => c.getBoundingClientRect().height > 30).length);
  expect(wrapped).toBe(0);
  return heights[0] ?? 0;
}

/** The page does not scroll sideways. */
async function expectNoPageScrollX(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The filters, the title bar's actions, the table's frame and the footer lie within the window's width. */
async function expectControlsOnScreen(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const controls = [
    filterPanel(page).getByRole('button', { name: 'Selecionar filtros' }),
    page.getByRole('textbox', { name: 'Registos por página', exact: true }).first(),
    page.getByRole('button', { name: 'Colunas', exact: true }),
    page.getByRole('button', { name: 'Exportar', exact: true }),
    density(page),
    frame(page),
    page.getByTestId('list-footer'),
  ];
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = await boxOf(control);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const list of LISTS) {
      test(`${list.title}: the table scrolls in its frame, one line per row, density toggle`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        const name = `list-${list.entity}-${viewport.width}`;
        await signIn(page, 'sigsa');
        await expect(page).toHaveURL(/\/inicio$/);
        await openList(page, list);
        await showAllColumns(page);
        await expectControlsOnScreen(page);
        await reviewScreenshot(page, name);

        // The page never scrolls sideways; the frame does.
        await expectNoPageScrollX(page);
        const sizes = await frame(page).evaluate((el) => ({
          scroll: el.scrollWidth,
          client: el.clientWidth,
        }));
        expect(sizes.scroll).toBeGreaterThan(sizes.client);
        await frame(page).evaluate((el) => {
          el.scrollLeft = el.scrollWidth;
        });
        expect(await frame(page).evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        await expectNoPageScrollX(page);

        // Scrolled to the right end: the record and first data columns are still at the frame's left edge,
        // the next column has gone out of sight on the left.
        const frameBox = await boxOf(frame(page));
        const firstRow = bodyRows(page).first();
        for (const cell of [
          headerCells(page).nth(0),
          headerCells(page).nth(1),
          firstRow.locator('td').nth(0),
          firstRow.locator('td').nth(1),
        ]) {
          expect(insideX(await boxOf(cell), frameBox)).toBe(true);
        }
        const recordBox = await boxOf(firstRow.locator('td').nth(0));
        expect(recordBox.x).toBeLessThanOrEqual(frameBox.x + 2);
        const third = await boxOf(firstRow.locator('td').nth(2));
        expect(third.x).toBeLessThan(frameBox.x);
        // "Consultar registo" is still reachable on the sticky column.
        await expect(
          firstRow
            .getByRole('button', { name: 'Consultar registo' })
            .or(firstRow.getByRole('link', { name: 'Consultar registo' })),
        ).toBeVisible();
        await reviewScreenshot(page, `${name}-deslocada`);

        // Compact by default: one line per row.
        await expect(density(page).getByRole('radio', { name: 'Compacta' })).toBeChecked();
        const compact = await expectOneLineRows(page);
        expect(compact).toBeLessThanOrEqual(COMPACT_MAX_ROW);

        // Comfortable: taller rows, still one line each, remembered after a reload.
        await density(page).getByText('Confortável').click();
        await expect(density(page).getByRole('radio', { name: 'Confortável' })).toBeChecked();
        await expect.poll(async () => (await rowHeights(page))[0]).toBeGreaterThan(compact + 4);
        const comfortable = await expectOneLineRows(page);
        expect(await page.evaluate(() => window.localStorage.getItem('list.density'))).toBe('"comfortable"');
        await reviewScreenshot(page, `${name}-confortavel`);
        const reloaded = listResponse(page, () => true, list.entity);
        await page.reload();
        await reloaded;
        await expect(bodyRows(page).first()).toBeVisible();
        await expect(density(page).getByRole('radio', { name: 'Confortável' })).toBeChecked();
        expect(await expectOneLineRows(page)).toBeCloseTo(comfortable, 0);
        await density(page).getByText('Compacta').click();
        await expect.poll(async () => (await rowHeights(page))[0]).toBeCloseTo(compact, 0);

        // A cut text shows whole in the tooltip, for the pointer and for the keyboard; Escape closes it.
        // Narrow columns make sure some text is cut, whatever the demo data's lengths.
        await frame(page).evaluate((el) => {
          el.style.setProperty('--list-cell-max-width', '4rem');
          el.scrollLeft = 0;
        });
        const cut = await bodyRows(page)
          .locator('td:not(:first-child) [data-cell-text]')
          .evaluateAll((cells) => cells.findIndex((c) => c.scrollWidth > c.clientWidth));
        expect(cut).toBeGreaterThanOrEqual(0);
        const cutCell = bodyRows(page).locator('td:not(:first-child) [data-cell-text]').nth(cut);
        const fullText = (await cutCell.textContent()) ?? '';
        await cutCell.hover();
        const tooltip = page.getByTestId('cell-tooltip');
        await expect(tooltip).toHaveText(fullText);
        await expect(tooltip).toBeVisible();
        await reviewScreenshot(page, `${name}-dica`);
        await page.keyboard.press('Escape');
        await expect(tooltip).toHaveCount(0);
        const sortButtons = listTable(page)
          .locator('thead')
          .getByRole('button', { name: /^Ordenar por / });
        const cutHeader = await sortButtons.evaluateAll((buttons) =>
          buttons.findIndex((b) => {
            const text = b.querySelector('[data-cell-text]');
            return text !== null && text.scrollWidth > text.clientWidth;
          }),
        );
        expect(cutHeader).toBeGreaterThanOrEqual(0);
        const header = sortButtons.nth(cutHeader);
        await header.focus();
        await expect(tooltip).toHaveText((await header.textContent()) ?? '');
        await page.keyboard.press('Escape');
        await expect(tooltip).toHaveCount(0);

        if (list.manyRecords) {
          // A longer page scrolls down inside the frame, under a header row that stays.
          const longer = listResponse(page, (url) => url.searchParams.get('size') === '50', list.entity);
          await pickOption(page, 'Registos por página', '50');
          await longer;
          await expect(bodyRows(page)).toHaveCount(50);
          expect(await frame(page).evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
          await frame(page).evaluate((el) => {
            el.scrollTop = 300;
          });
          expect(await frame(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
          const top = await boxOf(headerCells(page).nth(1));
          expect(Math.abs(top.y - (await boxOf(frame(page))).y)).toBeLessThanOrEqual(2);
          await expectOneLineRows(page);
          await expectControlsOnScreen(page);
          await expectNoPageScrollX(page);
          await reviewScreenshot(page, `${name}-50`);
        }
      });
    }
  });
}

test.describe('1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('Explorações: controls on screen, no sideways page scroll, one line per row', async ({ page }) => {
    await signIn(page, 'sigsa');
    await expect(page).toHaveURL(/\/inicio$/);
    await openList(page, LISTS[0] as ListCase);
    await showAllColumns(page);
    await expectControlsOnScreen(page);
    await expectNoPageScrollX(page);
    expect(await expectOneLineRows(page)).toBeLessThanOrEqual(COMPACT_MAX_ROW);
    await reviewScreenshot(page, 'list-exploracoes-1920');
  });
});

test.describe('1024×768, filters folded', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('Explorações: the folded filter panel gives the table its width, and stays folded', async ({
    page,
  }) => {
    await signIn(page, 'sigsa');
    await expect(page).toHaveURL(/\/inicio$/);
    const list = LISTS[0] as ListCase;
    await openList(page, list);
    const before = await boxOf(frame(page));
    await page.getByRole('button', { name: 'Ocultar filtros' }).click();
    await expect(filterPanel(page)).toBeHidden();
    await expect(page.getByRole('button', { name: /^Mostrar filtros/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const after = await boxOf(frame(page));
    expect(after.width).toBeGreaterThan(before.width + 150);
    await expectNoPageScrollX(page);
    await reviewScreenshot(page, 'list-exploracoes-1024-filtros-ocultos');

    await openList(page, list);
    await expect(filterPanel(page)).toBeHidden();
    await page.getByRole('button', { name: /^Mostrar filtros/ }).click();
    await expect(filterPanel(page)).toBeVisible();
  });
});
