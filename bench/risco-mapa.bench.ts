import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM, THROTTLE, timeInPage } from './lib/browser-timing.ts';
import { ms, printOutcomes, type Outcome } from './lib/list-floor.ts';
import { startServer } from './lib/server-process.ts';
import { formatLine, summarize } from './lib/stats.ts';

// The sanitary-risk map in the system Chromium with the CPU slowed four times (issue 15 "Benchmarks"): the
// national first paint, cold (a new browser context each run: no HTTP cache, no query cache), from the navigation
// to the frame with the parishes painted in the levels of a disease; the national geometry's bytes on the wire;
// and the repaint when the disease changes (levels fetched, the drawn polygons restyled), 20 runs each.

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 20);
/** Issue 15 targets. */
const TARGETS = { paintP50: 1000, paintP95: 1500, geometryKb: 400, repaint: 150 } as const;
const DAY = '2026-11-27';

/** The legend's counts, as one text: what a new disease's levels change. */
const LEGEND = `[...document.querySelectorAll('li')].map((li) => li.textContent).join('|')`;
/** The legend counts parishes (the levels have arrived) and the canvas has the country painted at its centre. */
const PAINTED = `(() => {
  if (!/\\d freguesias?/.test(${LEGEND})) return false;
  const container = document.querySelector('.leaflet-container');
  const canvas = container && container.querySelector('.leaflet-overlay-pane canvas');
  if (!canvas || canvas.width === 0) return false;
  const box = container.getBoundingClientRect();
  const drawn = canvas.getBoundingClientRect();
  const x = ((box.left + box.width / 2 - drawn.left) * canvas.width) / drawn.width;
  const y = ((box.top + box.height / 2 - drawn.top) * canvas.height) / drawn.height;
  return canvas.getContext('2d').getImageData(x, y, 1, 1).data[3] === 255;
})()`;

/**
 * In the page: opens `url` as the app's links do (the router follows the history), and resolves with the
 * milliseconds until the frame after the map is painted.
 */
const OPEN_IN_APP = (url: string) => `new Promise((resolve) => {
  const t0 = performance.now();
  history.pushState(null, '', ${JSON.stringify(url)});
  dispatchEvent(new PopStateEvent('popstate'));
  const poll = () =>
    ${PAINTED}
      ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0))
      : requestAnimationFrame(poll);
  poll();
})`;

/**
 * Resolves with the page's clock (milliseconds since its navigation started) at the frame after the map is
 * painted. Polled in the page by animation frames: the CSP forbids the string predicates of `waitForFunction`.
 */
function paintedAt(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const poll = () =>
      ${PAINTED}
        ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))
        : requestAnimationFrame(poll);
    poll();
  })`);
}

async function signedInState(browser: Browser, base: string): Promise<string> {
  const page = await browser.newPage({ locale: 'pt-PT', timezoneId: 'Europe/Lisbon' });
  await page.goto(`${base}/autenticar`);
  await page.getByLabel('Utilizador').fill('sigsa');
  await page.getByLabel('Palavra-passe').fill('sigsa2025');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/inicio$/);
  const file = path.join(os.tmpdir(), `sigsa-bench-mapa-${process.pid}.json`);
  await page.context().storageState({ path: file });
  await page.close();
  return file;
}

async function diseaseIds(page: Page, base: string): Promise<[number, number]> {
  const answer = await page.request.get(`${base}/api/doencas/search/filter?size=1000&projection=summary`);
  const doencas = ((await answer.json()) as { _embedded: { doencas: { id: number; nome: string }[] } })
    ._embedded.doencas;
  const id = (nome: string) => doencas.find((d) => d.nome === nome)?.id ?? 0;
  return [id('Gripe aviária de alta patogenicidade'), id('Peste suína africana')];
}

/** Opens the disease select and clicks `nome` in the page (timed there). */
const PICK = (nome: string) =>
  `[...document.querySelectorAll('[role="option"]')].find((o) => o.textContent.trim() === ${JSON.stringify(nome)}).click()`;

/** Prints the cold first paints measured one way (`how`) and judges them against the target. */
function firstPaintOutcome(how: string, samples: number[]): Outcome {
  const s = summarize(samples);
  console.log(formatLine(`primeira pintura nacional, a frio, ${how}`, s));
  return {
    label: `primeira pintura a frio, ${how}`,
    ok: s.p50 <= TARGETS.paintP50 && s.p95 <= TARGETS.paintP95,
    figure: `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}`,
    target: `p50 ≤ ${TARGETS.paintP50} ms e p95 ≤ ${TARGETS.paintP95} ms`,
  };
}

/** The map's figures (issue 15), against a PGlite server of its own; skipped without a web build. */
export async function benchRiscoMapa(): Promise<void> {
  console.log(`\n## Mapa do risco sanitário (Chromium, CPU ${THROTTLE}× mais lento, ${RUNS} medidas)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-bench-mapa-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3414);
  const base = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const outcomes: Outcome[] = [];
  try {
    const state = await signedInState(browser, base);
    const paint: number[] = [];
    let geometryBytes = 0;
    let doencas: [number, number] = [0, 0];
    // Run 0 warms the server (its topology built once per process), not the browser: it is left out.
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext({
        storageState: state,
        locale: 'pt-PT',
        timezoneId: 'Europe/Lisbon',
      });
      const page = await context.newPage();
      if (i === 0) doencas = await diseaseIds(page, base);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      await page.goto(`${base}/consultar/risco-sanitario/mapa?doenca=${doencas[0]}&data=${DAY}`);
      const t = await paintedAt(page);
      if (i > 0) paint.push(t);
      if (i === 1)
        geometryBytes = Number(
          await page.evaluate(
            `performance.getEntriesByType('resource').find((e) => e.name.includes('/topologia/')).encodedBodySize`,
          ),
        );
      await context.close();
    }
    outcomes.push(firstPaintOutcome('página nova', paint));

    // The same map opened from inside the app (a link of the menu): the app has started, nothing of the map is
    // cached (a new browser context each run: no geometry, no levels, no screen script).
    const inApp: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext({
        storageState: state,
        locale: 'pt-PT',
        timezoneId: 'Europe/Lisbon',
      });
      const page = await context.newPage();
      await page.goto(`${base}/inicio`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      const t = Number(
        await page.evaluate(OPEN_IN_APP(`/consultar/risco-sanitario/mapa?doenca=${doencas[0]}&data=${DAY}`)),
      );
      if (i > 0) inApp.push(t);
      await context.close();
    }
    outcomes.push(firstPaintOutcome('na aplicação', inApp));
    const kb = geometryBytes / 1024;
    console.log(`geometria nacional (banda país, gzip): ${kb.toFixed(0)} kB`);
    outcomes.push({
      label: 'geometria nacional com gzip',
      ok: kb <= TARGETS.geometryKb,
      figure: `${kb.toFixed(0)} kB`,
      target: `≤ ${TARGETS.geometryKb} kB`,
    });

    // Changing the disease: the levels of the other one, the same polygons restyled.
    const context = await browser.newContext({
      storageState: state,
      locale: 'pt-PT',
      timezoneId: 'Europe/Lisbon',
    });
    const page = await context.newPage();
    await page.goto(`${base}/consultar/risco-sanitario/mapa?doenca=${doencas[0]}&data=${DAY}`);
    await paintedAt(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const repaint: number[] = [];
    const names = ['Peste suína africana', 'Gripe aviária de alta patogenicidade'];
    for (let i = 0; i < RUNS; i++) {
      await page.getByRole('textbox', { name: 'Doença', exact: true }).click();
      await page.getByRole('option').first().waitFor();
      repaint.push(
        await timeInPage(
          page,
          `globalThis.antes = ${LEGEND}; ${PICK(names[i % 2] ?? '')}`,
          `${LEGEND} !== globalThis.antes`,
        ),
      );
    }
    await context.close();
    const r = summarize(repaint);
    console.log(formatLine('mudar de doença (repintar)', r));
    outcomes.push({
      label: 'mudar de doença (repintar)',
      ok: r.p95 <= TARGETS.repaint,
      figure: `p95 ${ms(r.p95)} (p50 ${ms(r.p50)})`,
      target: `p95 ≤ ${TARGETS.repaint} ms`,
    });
    fs.rmSync(state, { force: true });
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printOutcomes('Alvos (issue 15, mapa)', outcomes);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRiscoMapa();
