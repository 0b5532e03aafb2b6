import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
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
const OPEN_IN_APP = (url: string, painted: string) => `new Promise((resolve) => {
  const t0 = performance.now();
  history.pushState(null, '', ${JSON.stringify(url)});
  dispatchEvent(new PopStateEvent('popstate'));
  const poll = () =>
    ${painted}
      ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0))
      : requestAnimationFrame(poll);
  poll();
})`;

/** Resolves, in the page, with its clock at the frame after `painted` holds (polled by animation frames). */
const PAINTED_AT = (painted: string) => `new Promise((resolve) => {
  const poll = () =>
    ${painted} ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)) : requestAnimationFrame(poll);
  poll();
})`;

/**
 * Resolves with the page's clock (milliseconds since its navigation started) at the frame after `painted` holds
 * (default: the map painted). Polled in the page by animation frames: the CSP forbids the string predicates of
 * `waitForFunction`.
 */
function paintedAt(page: Page, painted = PAINTED): Promise<number> {
  return page.evaluate(PAINTED_AT(painted));
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

/**
 * The floor of a first paint, measured in the same run: the app showing a screen that costs nothing — a path no
 * screen has, "Página não encontrada" inside the shell — by the same road (a new page, or a link inside the app).
 * What the map adds to it is its own cost, which the targets bound; the app's start is judged elsewhere
 * (the bundle benchmark).
 */
const FLOOR_PATH = '/sem-ecra';
const FLOOR_PAINTED = `[...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === 'Página não encontrada')`;

/**
 * Prints the cold first paints measured one way (`how`) beside their floor, and judges what the map adds to the
 * floor, run by run (each map run is paired with the floor run next to it: the machine's drift cancels out).
 */
function firstPaintOutcome(how: string, samples: number[], floor: number[]): Outcome {
  const s = summarize(samples);
  const f = summarize(floor);
  const added = summarize(samples.map((t, i) => t - (floor[i] ?? 0)));
  console.log(formatLine(`primeira pintura nacional, a frio, ${how}`, s));
  console.log(formatLine(`  piso (ecrã vazio da aplicação, ${how})`, f));
  console.log(formatLine(`  o que o mapa acrescenta ao piso`, added));
  return {
    label: `primeira pintura a frio, ${how}`,
    ok: added.p50 <= TARGETS.paintP50 && added.p95 <= TARGETS.paintP95,
    figure: `+${ms(added.p50)} p50, +${ms(added.p95)} p95 (total p50 ${ms(s.p50)}, piso ${ms(f.p50)})`,
    target: `piso + ${TARGETS.paintP50} ms (p50), + ${TARGETS.paintP95} ms (p95)`,
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
    const newContext = async () => {
      const context = await browser.newContext({
        storageState: state,
        locale: 'pt-PT',
        timezoneId: 'Europe/Lisbon',
      });
      const page = await context.newPage();
      return { context, page };
    };
    const throttle = async (context: BrowserContext, page: Page) =>
      (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const first = await newContext();
    const doencas = await diseaseIds(first.page, base);
    await first.context.close();
    const mapUrl = `/consultar/risco-sanitario/mapa?doenca=${doencas[0]}&data=${DAY}`;

    // A new page: the navigation to the frame with the map painted, and to the empty screen's.
    const paint: number[] = [];
    const paintFloor: number[] = [];
    let geometryBytes = 0;
    // Run 0 warms the server (its topology built once per process), not the browser: it is left out.
    for (let i = 0; i <= RUNS; i++) {
      for (const floor of [false, true]) {
        const { context, page } = await newContext();
        await throttle(context, page);
        await page.goto(`${base}${floor ? FLOOR_PATH : mapUrl}`);
        const t = await paintedAt(page, floor ? FLOOR_PAINTED : PAINTED);
        if (i > 0) (floor ? paintFloor : paint).push(t);
        if (i === 1 && !floor)
          geometryBytes = Number(
            await page.evaluate(
              `performance.getEntriesByType('resource').find((e) => e.name.includes('/topologia/')).encodedBodySize`,
            ),
          );
        await context.close();
      }
    }
    outcomes.push(firstPaintOutcome('página nova', paint, paintFloor));

    // The same map opened from inside the app (a link of the menu): the app has started, nothing of the map is
    // cached (a new browser context each run: no geometry, no levels, no screen script).
    const inApp: number[] = [];
    const inAppFloor: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      for (const floor of [false, true]) {
        const { context, page } = await newContext();
        await page.goto(`${base}/inicio`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await throttle(context, page);
        const t = Number(
          await page.evaluate(floor ? OPEN_IN_APP(FLOOR_PATH, FLOOR_PAINTED) : OPEN_IN_APP(mapUrl, PAINTED)),
        );
        if (i > 0) (floor ? inAppFloor : inApp).push(t);
        await context.close();
      }
    }
    outcomes.push(firstPaintOutcome('na aplicação', inApp, inAppFloor));
    const kb = geometryBytes / 1024;
    console.log(`geometria nacional (banda país, gzip): ${kb.toFixed(0)} kB`);
    outcomes.push({
      label: 'geometria nacional com gzip',
      ok: kb <= TARGETS.geometryKb,
      figure: `${kb.toFixed(0)} kB`,
      target: `≤ ${TARGETS.geometryKb} kB`,
    });

    // Changing the disease: the levels of the other one, the same polygons restyled.
    const { context, page } = await newContext();
    await page.goto(`${base}${mapUrl}`);
    await paintedAt(page);
    await throttle(context, page);
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
