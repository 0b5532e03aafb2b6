import axe from 'axe-core';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { serverFor } from './servers';

// Types and helpers as Playwright names them; `test` and `expect` are ours.
export * from '@playwright/test';
export { expect };

/**
 * Accessibility rules a scan leaves out, each with its reason. Empty: every WCAG 2.1 A/AA rule of axe-core
 * applies to every screen. Adding one needs a reason, written in docs/decisions.md (Acessibilidade).
 */
export const A11Y_RULE_EXCEPTIONS: readonly string[] = [];

/** The WCAG 2.1 A and AA rules of axe-core. */
const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail a test. */
const FAILING_IMPACTS = new Set(['critical', 'serious']);

/** One violation, on the screen state where it was seen. */
export interface A11yFinding {
  state: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The states scanned by this worker's tests, as the pages name them (who is signed in, path, open overlays, size
 * of the content): a screen state seen by an earlier test of the worker — the sign-in page, a user's Início, a
 * list the same user opened before — is not scanned again by the watch or by the steps' {@link scanScreen}. Each
 * test's last screen, and the scans a test asks for by name ({@link A11yWatches.scanNow}, the accessibility walk),
 * always run. The watch's scans were a fifth of the browser suite's time, most of them repeats.
 */
const SCANNED_IN_WORKER = new Set<string>();

/**
 * Watches a page for what a user sees change, and scans each new state with axe-core. A state is who is signed
 * in, the path, the open dialogs, menus and list boxes, and the size of the content (a list's rows arriving is a
 * new state).
 *
 * Two ways a state gets scanned: by the watch, once the DOM has been still for a moment (a screen, not a frame
 * of a transition), and by the tests' steps, which scan each screen and overlay they pass through
 * ({@link scanScreen}) — a test acting faster than a screen settles never lets the watch see it. Scans run one
 * at a time; a scan finds nothing to do when the DOM has not changed since the last one, and the watch skips a
 * state already scanned, so a screen costs one axe run however it was reached. One cut short by a navigation
 * is dropped (the next state is scanned anyway).
 */
export class AccessibilityWatch {
  private readonly findings = new Map<string, A11yFinding>();
  private queue: Promise<void> = Promise.resolve();
  /** The DOM version of the last scan. */
  private lastVersion: string | null = null;

  constructor(private readonly page: Page) {}

  /** True when this watch is on `page`. */
  watches(page: Page): boolean {
    return this.page === page;
  }

  async install(): Promise<void> {
    WATCH_OF_PAGE.set(this.page, this);
    await this.page.exposeBinding('__sigsaA11yState', (_source, state: string) => this.request(state));
    // axe-core goes into every document once, at its start, rather than with every scan.
    await this.page.addInitScript({ content: axe.source });
    await this.page.addInitScript(watchScreenStates);
  }

  /**
   * Scans the page as it is now (unless unchanged since the last scan), once the scans already queued are done;
   * `once`: not when its state was scanned already (a shared step passing through a screen seen before).
   */
  scanNow(label: string, { once = false }: { once?: boolean } = {}): Promise<void> {
    return this.scan({ label, once });
  }

  private scan(request: { label: string; once: boolean }): Promise<void> {
    const run = this.queue.then(() => this.analyze(request));
    this.queue = run.catch(() => {});
    return run;
  }

  private request(state: string): void {
    if (SCANNED_IN_WORKER.has(state)) return;
    void this.scan({ label: state, once: true }).catch(() => {});
  }

  private async analyze({ label, once }: { label: string; once: boolean }): Promise<void> {
    // A page the test never navigated (about:blank) is not a screen of the product.
    if (this.page.isClosed() || !this.page.url().startsWith('http')) return;
    let scanned: PageScan | null;
    try {
      scanned = await this.page.evaluate(runAxe, {
        tags: A11Y_TAGS,
        off: [...A11Y_RULE_EXCEPTIONS],
        unchangedSince: this.lastVersion,
        skipStates: once ? [...SCANNED_IN_WORKER] : [],
      });
    } catch {
      return; // the page navigated or closed under the scan: its next state is scanned
    }
    if (!scanned) return;
    SCANNED_IN_WORKER.add(scanned.state);
    if (!scanned.violations) return;
    this.lastVersion = scanned.version;
    const where = label === scanned.state ? label : `${scanned.state} (${label})`;
    for (const violation of scanned.violations) {
      if (!FAILING_IMPACTS.has(violation.impact)) continue;
      const targets = violation.nodes.map(
        (node) => `${node.target}${node.colours ? ` [${node.colours}]` : ''}\n      ${node.html}`,
      );
      const key = `${violation.id}|${violation.nodes.map((n) => n.target).join(',')}`;
      if (!this.findings.has(key))
        this.findings.set(key, {
          state: where,
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets,
        });
    }
  }

  /** Waits for the scans in progress, scans the final screen, and answers every failing violation seen. */
  async finish(): Promise<A11yFinding[]> {
    if (!this.page.isClosed()) await this.scanNow('fim do teste').catch(() => {});
    await this.queue;
    return [...this.findings.values()];
  }
}

/** The watch of each page, for the steps that scan the screen they pass through. */
const WATCH_OF_PAGE = new WeakMap<Page, AccessibilityWatch>();

/**
 * Scans `page` as it is now with axe-core (see {@link AccessibilityWatch}): the shared steps of the browser
 * tests call it on each screen, dialog and option list they open, so that every screen a test passes through
 * is checked, however fast it moves on; a state scanned before is not scanned again. Nothing to do on a page
 * without a watch.
 */
export async function scanScreen(page: Page, label: string): Promise<void> {
  await WATCH_OF_PAGE.get(page)?.scanNow(label, { once: true });
}

/** A violation as the page reports it (plain data: it crosses from the browser). */
interface PageViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; colours: string | null }[];
}

/**
 * What a scan found: the state it saw and the DOM version at its start; `violations` is null when it skipped
 * (DOM unchanged since the last scan, or a state already scanned).
 */
interface PageScan {
  state: string;
  version: string;
  violations: PageViolation[] | null;
}

/** What the page's watch keeps on `window`: the state it is in and a version that changes with the DOM. */
interface ScreenWatch {
  state: () => string;
  version: () => string;
  /** The dialogs, menus and option lists on screen. */
  overlays: () => Element[];
}

/** Runs in the page: axe-core over the document, violations only (the fastest run), unless nothing changed. */
async function runAxe({
  tags,
  off,
  unchangedSince,
  skipStates,
}: {
  tags: string[];
  off: string[];
  unchangedSince: string | null;
  skipStates: string[];
}): Promise<PageScan | null> {
  const page = window as unknown as { axe?: typeof axe; __sigsaScreen?: ScreenWatch };
  const engine = page.axe;
  const screen = page.__sigsaScreen;
  if (!engine || !screen) return null;
  const state = screen.state();
  const version = screen.version();
  if (version === unchangedSince || skipStates.includes(state)) return { state, version, violations: null };
  const run = (context: axe.ElementContext, skip: string[]) =>
    engine.run(context, {
      runOnly: { type: 'tag', values: tags },
      rules: Object.fromEntries([...off, ...skip].map((id) => [id, { enabled: false }])),
      resultTypes: ['violations'],
    });
  // With a dialog, menu or option list open, colour contrast (four fifths of a scan) is measured on the overlays
  // alone: the page under a modal is covered (axe cannot judge it), and the page under a menu or list was scanned
  // in its own state before it opened. Every other rule still runs on the whole document.
  const overlays = screen.overlays();
  const found =
    overlays.length === 0
      ? (await run(document, [])).violations
      : [
          ...(await run(document, ['color-contrast'])).violations,
          ...(await run({ include: overlays }, [])).violations.filter((v) => v.id === 'color-contrast'),
        ];
  const violations = found.map((v) => ({
    id: v.id,
    impact: v.impact ?? '',
    help: v.help,
    nodes: v.nodes.map((n) => {
      const data = n.any[0]?.data as
        { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
      return {
        target: n.target.join(' '),
        html: n.html.slice(0, 160),
        colours: data?.fgColor ? `${data.fgColor} sobre ${data.bgColor}: ${data.contrastRatio}:1` : null,
      };
    }),
  }));
  return { state, version, violations };
}

/**
 * Runs in the page: keeps the screen's state (path, open overlays, size of the content) and a DOM version on
 * `window`, and reports each new state once the DOM has been still for a moment.
 */
function watchScreenStates(): void {
  const report = (window as unknown as { __sigsaA11yState?: (state: string) => Promise<void> })
    .__sigsaA11yState;
  if (!report) return;
  // A new document starts a new count: the document's own prefix keeps versions of two documents apart.
  const documentId = Math.random().toString(36).slice(2);
  let mutations = 0;
  let timer: number | undefined;
  let last = '';
  const overlaysNow = () =>
    Array.from(document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"]')).filter(
      (el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0,
    );
  const stateNow = () => {
    // An overlay is named by its label's text: the ids it points to are generated anew at each opening, and
    // the same dialog or option list opened again is the same state.
    const nameOf = (el: Element) =>
      el.getAttribute('aria-label') ??
      (el.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ');
    const overlays = overlaysNow()
      .map((el) => `${el.getAttribute('role')}:${nameOf(el)}`)
      .sort();
    // Content that grows or shrinks by a few hundred elements (rows arriving, a section opening) is a new state.
    const size = Math.floor(document.body.getElementsByTagName('*').length / 300);
    // The same path is another screen for another user or profile (the header's user menu names both).
    const who = document.querySelector('[data-testid="user-menu"]')?.getAttribute('aria-label') ?? '-';
    return `${who} ${location.pathname}${location.search} [${overlays.join(', ')}] ~${size}`;
  };
  const screen: ScreenWatch = {
    state: stateNow,
    version: () => `${documentId}:${mutations}`,
    overlays: overlaysNow,
  };
  (window as unknown as { __sigsaScreen: ScreenWatch }).__sigsaScreen = screen;
  const settle = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      const state = stateNow();
      if (state === last) return;
      last = state;
      void report(state);
    }, 400);
  };
  const start = () => {
    new MutationObserver(() => {
      mutations++;
      settle();
    }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    settle();
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/** Fails the test with one line per violation: the rule, its impact, where, and on which screen. */
function failOn(findings: A11yFinding[], testInfo: TestInfo): void {
  if (findings.length === 0) return;
  const lines = findings.map(
    (f) => `- ${f.rule} (${f.impact}) em ${f.state}: ${f.help}\n    ${f.targets.slice(0, 5).join('\n    ')}`,
  );
  const report = `Violações de acessibilidade (críticas ou graves):\n${lines.join('\n')}`;
  void testInfo.attach('acessibilidade', { body: report, contentType: 'text/plain' });
  throw new Error(report);
}

/** The pages a test watches: its own `page`, and any other it opens and hands to {@link A11yWatches.watch}. */
export class A11yWatches {
  private readonly watches: AccessibilityWatch[] = [];

  /** Watches `page` from now on (call it before the page's first navigation). */
  async watch(page: Page): Promise<AccessibilityWatch> {
    const watch = new AccessibilityWatch(page);
    await watch.install();
    this.watches.push(watch);
    return watch;
  }

  /** Scans `page` (default: the test's own) as it is now; see {@link AccessibilityWatch.scanNow}. */
  async scanNow(label: string, page?: Page): Promise<void> {
    const watch = page ? this.watches.find((w) => w.watches(page)) : this.watches[0];
    if (!watch) throw new Error('página sem vigilância de acessibilidade');
    await watch.scanNow(label);
  }

  async finish(): Promise<A11yFinding[]> {
    const all: A11yFinding[] = [];
    for (const watch of this.watches) all.push(...(await watch.finish()));
    return all;
  }
}

/**
 * Every browser test imports `test` from here: it runs against its worker's server, and besides its own checks,
 * it fails on any critical or serious WCAG 2.1 A/AA violation axe-core finds on any screen state its pages
 * passed through.
 */
export const test = base.extend<{ a11y: A11yWatches }>({
  // Each worker talks to its own server (playwright.config.ts starts one per worker). Playwright reads a
  // fixture's dependencies from its first parameter's pattern, so this one, needing none, must be `{}`.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverFor(testInfo.parallelIndex)),
  a11y: [
    async ({ page }, use, testInfo) => {
      const watches = new A11yWatches();
      await watches.watch(page);
      await use(watches);
      failOn(await watches.finish(), testInfo);
    },
    { auto: true },
  ],
});
