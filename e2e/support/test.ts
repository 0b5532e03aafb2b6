import axe from 'axe-core';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

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
 * Watches a page for what a user sees change, and scans each new state with axe-core: after every navigation,
 * and whenever a dialog, menu or list box opens or closes, or the page's content grows or shrinks markedly (a
 * list's rows arriving). The page reports a state once the DOM has been still for a moment, so a scan sees a
 * screen, not a frame of a transition; scans run one at a time, and one cut short by a navigation is dropped
 * (the next state is scanned anyway).
 */
export class AccessibilityWatch {
  private readonly findings = new Map<string, A11yFinding>();
  private queue: Promise<void> = Promise.resolve();
  private readonly scanned = new Set<string>();

  constructor(private readonly page: Page) {}

  /** True when this watch is on `page`. */
  watches(page: Page): boolean {
    return this.page === page;
  }

  async install(): Promise<void> {
    await this.page.exposeBinding('__sigsaA11yState', (_source, state: string) => this.request(state));
    // axe-core goes into every document once, at its start, rather than with every scan.
    await this.page.addInitScript({ content: axe.source });
    await this.page.addInitScript(watchScreenStates);
  }

  /**
   * Scans the page as it is now, once the scans already queued are done: for a test that moves on faster than
   * a screen settles (the watch reports a state after 400 ms of stillness) and must have each screen scanned.
   */
  scanNow(label: string): Promise<void> {
    return this.scan(`${this.page.url()} (${label})`);
  }

  /** Scans the page as it is now, under `state`, after the scans already queued. */
  private scan(state: string): Promise<void> {
    const run = this.queue.then(() => this.analyze(state));
    this.queue = run.catch(() => {});
    return run;
  }

  private request(state: string): void {
    if (this.scanned.has(state)) return;
    this.scanned.add(state);
    void this.scan(state).catch(() => {});
  }

  private async analyze(state: string): Promise<void> {
    // A page the test never navigated (about:blank) is not a screen of the product.
    if (this.page.isClosed() || !this.page.url().startsWith('http')) return;
    let violations: PageViolation[] | null;
    try {
      violations = await this.page.evaluate(runAxe, { tags: A11Y_TAGS, off: [...A11Y_RULE_EXCEPTIONS] });
    } catch {
      return; // the page navigated or closed under the scan: its next state is scanned
    }
    if (!violations) return;
    for (const violation of violations) {
      if (!FAILING_IMPACTS.has(violation.impact)) continue;
      const targets = violation.nodes.map(
        (node) => `${node.target}${node.colours ? ` [${node.colours}]` : ''}\n      ${node.html}`,
      );
      const key = `${violation.id}|${violation.nodes.map((n) => n.target).join(',')}`;
      if (!this.findings.has(key))
        this.findings.set(key, {
          state,
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets,
        });
    }
  }

  /** Waits for the scans in progress, scans the final screen, and answers every failing violation seen. */
  async finish(): Promise<A11yFinding[]> {
    if (!this.page.isClosed()) await this.scan(`${this.page.url()} (fim do teste)`).catch(() => {});
    await this.queue;
    return [...this.findings.values()];
  }
}

/** A violation as the page reports it (plain data: it crosses from the browser). */
interface PageViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; colours: string | null }[];
}

/** Runs in the page: axe-core over the document, violations only (the fastest run). */
async function runAxe({ tags, off }: { tags: string[]; off: string[] }): Promise<PageViolation[] | null> {
  const engine = (window as unknown as { axe?: typeof axe }).axe;
  if (!engine) return null;
  const results = await engine.run(document, {
    runOnly: { type: 'tag', values: tags },
    rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  });
  return results.violations.map((v) => ({
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
}

/** Runs in the page: reports each new screen state (path, open overlays, size of the content) once still. */
function watchScreenStates(): void {
  const report = (window as unknown as { __sigsaA11yState?: (state: string) => Promise<void> })
    .__sigsaA11yState;
  if (!report) return;
  let timer: number | undefined;
  let last = '';
  const stateNow = () => {
    const overlays = Array.from(document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"]'))
      .filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0)
      .map(
        (el) =>
          `${el.getAttribute('role')}:${el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby') ?? ''}`,
      )
      .sort();
    // Content that grows or shrinks by a few hundred elements (rows arriving, a section opening) is a new state.
    const size = Math.floor(document.body.getElementsByTagName('*').length / 300);
    return `${location.pathname}${location.search} [${overlays.join(', ')}] ~${size}`;
  };
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
    new MutationObserver(settle).observe(document.body, { childList: true, subtree: true, attributes: true });
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
 * Every browser test imports `test` from here: besides its own checks, it fails on any critical or serious
 * WCAG 2.1 A/AA violation axe-core finds on any screen state its pages passed through.
 */
export const test = base.extend<{ a11y: A11yWatches }>({
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
