import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM, THROTTLE, timeInPage } from './lib/browser-timing.ts';
import { ms, printOutcomes, type Outcome } from './lib/list-floor.ts';
import { startServer } from './lib/server-process.ts';
import { formatLine, summarize, type Summary } from './lib/stats.ts';

// The sanitary-risk parish tree in the system Chromium with the CPU slowed four times (issue 15 "Benchmarks"):
// its first render with all 3,259 parishes, select-all, a filter keystroke and expand-all, each timed in the page
// from the user's action to the frame after the change painted, 20 runs each.

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 20);
/** Issue 15 targets (p95). */
const TARGETS = { render: 300, selectAll: 100, filter: 50, expandAll: 200 } as const;

const CLICK = (name: string) =>
  `[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(name)}).click()`;
const COUNTER = `[...document.querySelectorAll('[aria-live]')].some((e) => /^N freguesias? selecionadas?$/.test(e.textContent.trim()))`;
const counterIs = (n: string) => COUNTER.replace('^N', `^${n}`);

/** Types `text` into the tree's filter the way React hears it (the input event of a native value change). */
const FILTER = (text: string) => `{
  const input = document.querySelector('input[placeholder="Nome ou código"]');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(text)});
  input.dispatchEvent(new Event('input', { bubbles: true }));
}`;

/** The rows in sight, as one text: what a filter change changes. */
const ROWS = `[...document.querySelectorAll('[role="treeitem"]')].map((r) => r.getAttribute('aria-label')).join('|')`;

const outcome = (label: string, s: Summary, target: number): Outcome => ({
  label,
  ok: s.p95 <= target,
  figure: `p95 ${ms(s.p95)} (p50 ${ms(s.p50)})`,
  target: `p95 ≤ ${target} ms`,
});

async function measure(page: Page, outcomes: Outcome[]): Promise<void> {
  const render: number[] = [];
  const selectAll: number[] = [];
  const filter: number[] = [];
  const expandAll: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // First render: from Início to the create screen with its tree (the CAOP tree already in the query cache
    // after the first run, as within a session), by the menu link.
    await page.getByRole('link', { name: 'Início' }).first().click();
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: /Bem-vind|Início/ })
      .first()
      .waitFor();
    const t = await timeInPage(
      page,
      `[...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === '/registar/risco-sanitario').click()`,
      `!!document.querySelector('[role="tree"] [role="treeitem"]')`,
    );
    if (i > 0) render.push(t);
    selectAll.push(await timeInPage(page, CLICK('Selecionar todas'), counterIs('3259')));
    await timeInPage(page, CLICK('Desmarcar todas'), counterIs('0'));
    expandAll.push(
      await timeInPage(
        page,
        CLICK('Expandir tudo'),
        `document.querySelector('[role="treeitem"][aria-level="1"]')?.getAttribute('aria-expanded') === 'true'`,
      ),
    );
    await timeInPage(
      page,
      CLICK('Recolher tudo'),
      `!document.querySelector('[role="treeitem"][aria-level="2"]')`,
    );
    // One keystroke of a filter being typed: "bar" after "ba".
    await timeInPage(page, FILTER('ba'), `!!document.querySelector('[role="treeitem"]')`);
    // Done when the rows in sight are others than those "ba" showed (the two filters match different parishes).
    filter.push(
      await timeInPage(page, `globalThis.antes = ${ROWS}; ${FILTER('bar')}`, `${ROWS} !== globalThis.antes`),
    );
  }
  for (const [label, values, target] of [
    ['primeira apresentação da árvore (3 259 freguesias)', render, TARGETS.render],
    ['Selecionar todas', selectAll, TARGETS.selectAll],
    ['tecla no filtro', filter, TARGETS.filter],
    ['Expandir tudo', expandAll, TARGETS.expandAll],
  ] as const) {
    const s = summarize([...values]);
    console.log(formatLine(label, s));
    outcomes.push(outcome(label, s, target));
  }
}

/** The parish tree's figures (issue 15), against a PGlite server of its own; skipped without a web build. */
export async function benchRiscoArvore(): Promise<void> {
  console.log(`\n## Árvore das freguesias (Chromium, CPU ${THROTTLE}× mais lento, ${RUNS} medidas)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-arvore-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3413);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const outcomes: Outcome[] = [];
  try {
    const page = await browser.newPage({ locale: 'pt-PT', timezoneId: 'Europe/Lisbon' });
    await page.goto(`http://127.0.0.1:${server.port}/autenticar`);
    await page.getByLabel('Utilizador').fill('sigsa');
    await page.getByLabel('Palavra-passe').fill('sigsa2025');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/inicio$/);
    await page.goto(`http://127.0.0.1:${server.port}/registar/risco-sanitario`);
    await page.getByRole('tree').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await measure(page, outcomes);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printOutcomes('Alvos (issue 15, árvore)', outcomes);
}
