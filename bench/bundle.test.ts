import { describe, expect, it } from 'vitest';
import { bundleReport, formatBundleReport, htmlScripts, type Manifest } from './bundle.bench.ts';

// A build in the shape Vite writes it: the entry shares vendor-react with every route, the list page pulls
// the table library and a chunk it shares with the vaccination page, the map is lazy inside the list.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    name: 'index',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-react-b.js'],
    dynamicImports: ['src/pages/sign-in-page.tsx', '_list-page-f.js', 'src/records/v/v-page.tsx'],
  },
  '_vendor-react-b.js': { file: 'assets/vendor-react-b.js', name: 'vendor-react' },
  '_TextInput-c.js': { file: 'assets/TextInput-c.js', name: 'TextInput', imports: ['index.html'] },
  '_shared-d.js': { file: 'assets/shared-d.js', name: 'shared', imports: ['index.html', '_TextInput-c.js'] },
  'src/pages/sign-in-page.tsx': {
    file: 'assets/sign-in-page-e.js',
    name: 'sign-in-page',
    src: 'src/pages/sign-in-page.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_vendor-react-b.js', '_TextInput-c.js'],
  },
  // The map imports the list page's chunk, so Vite keys that chunk by its file name and gives it no src.
  '_list-page-f.js': {
    file: 'assets/list-page-f.js',
    name: 'list-page',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-d.js'],
    dynamicImports: ['src/list/map-modal.tsx'],
  },
  'src/list/map-modal.tsx': {
    file: 'assets/map-modal-g.js',
    name: 'map-modal',
    src: 'src/list/map-modal.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_list-page-f.js'],
  },
  'src/records/v/v-page.tsx': {
    file: 'assets/v-page-h.js',
    name: 'v-page',
    src: 'src/records/v/v-page.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-d.js'],
  },
};

const INDEX_HTML = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-x.css">
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head><body><div id="root"></div></body></html>`;

const SIZES: Record<string, number> = {
  'assets/index-a.js': 50_000,
  'assets/vendor-react-b.js': 100_000,
  'assets/TextInput-c.js': 4_000,
  'assets/shared-d.js': 30_000,
  'assets/sign-in-page-e.js': 3_000,
  'assets/list-page-f.js': 40_000,
  'assets/map-modal-g.js': 45_000,
  'assets/v-page-h.js': 20_000,
};
const size = (file: string) => SIZES[file] ?? Number.NaN;

describe('bundle bench (issue 20)', () => {
  it('reads the entry script and the modulepreload links of index.html, not stylesheets or icons', () => {
    expect(htmlScripts(INDEX_HTML)).toEqual(['assets/index-a.js', 'assets/vendor-react-b.js']);
  });

  it('the sign-in page loads the entry, its modulepreloads and its route chunk with its imports, once each', () => {
    const { signIn } = bundleReport(MANIFEST, INDEX_HTML, size);
    expect(signIn.files.sort()).toEqual([
      'assets/TextInput-c.js',
      'assets/index-a.js',
      'assets/sign-in-page-e.js',
      'assets/vendor-react-b.js',
    ]);
    expect(signIn.bytes).toBe(157_000);
  });

  it('each lazy chunk counts what it adds to the entry, shared chunks included, the entry not', () => {
    const { lazy } = bundleReport(MANIFEST, INDEX_HTML, size);
    expect(lazy.map((c) => [c.label, c.bytes])).toEqual([
      ['list-page', 74_000],
      ['src/list/map-modal.tsx', 119_000],
      ['src/pages/sign-in-page.tsx', 7_000],
      ['src/records/v/v-page.tsx', 54_000],
    ]);
  });

  it('refuses a build where the sign-in page is not a lazy chunk of its own', () => {
    expect(() => bundleReport(MANIFEST, INDEX_HTML, size, 'src/pages/nao-existe.tsx')).toThrow(
      /não é um carregamento diferido/,
    );
  });

  it('prints the sign-in total against the 200 kB target', () => {
    const report = bundleReport(MANIFEST, INDEX_HTML, size);
    expect(formatBundleReport(report)[0]).toMatch(/157\.0 kB .*alvo ≤ 200\.0 kB: cumpre$/);
    expect(formatBundleReport(report, 100_000)[0]).toMatch(/NÃO cumpre$/);
  });
});
