import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/server-process.ts';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source path. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A set of script files and their total gzip size in bytes. */
export interface ScriptSet {
  files: string[];
  bytes: number;
}

/** What a lazily loaded chunk (a route's page, the shell, the map) adds to what the entry already loaded. */
export interface LazyChunkSize extends ScriptSet {
  /** The source file the chunk is built from (e.g. `src/pages/sign-in-page.tsx`), else the chunk's name. */
  label: string;
}

export interface BundleReport {
  /** Everything index.html loads (entry + modulepreloads) plus the sign-in route's lazy chunks. */
  signIn: ScriptSet;
  /** Each dynamic entry, with its static imports that the entry does not load already. */
  lazy: LazyChunkSize[];
}

/** The sign-in route's page (route-table.tsx, path `autenticar`), as the manifest names it. */
export const SIGN_IN_PAGE_SRC = 'src/pages/sign-in-page.tsx';

/** Target of issue 20: the sign-in page's scripts, gzip, in kB of 1000 bytes as Vite's build output counts. */
export const SIGN_IN_TARGET_BYTES = 200_000;

/** The scripts index.html loads: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
export function htmlScripts(indexHtml: string): string[] {
  const files: string[] = [];
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && url) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** The files a chunk loads before it runs: its own and those of its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`manifesto: '${k}' em falta`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * The sign-in page's scripts and each lazy chunk's own cost, from the build manifest, index.html and a
 * function giving the gzip size of an output file (relative to dist/, e.g. `assets/index-abc.js`).
 */
export function bundleReport(
  manifest: Manifest,
  indexHtml: string,
  gzipBytes: (file: string) => number,
  signInSrc: string = SIGN_IN_PAGE_SRC,
): BundleReport {
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entry = new Set(htmlScripts(indexHtml));
  for (const key of entryKeys) for (const file of staticClosure(manifest, key)) entry.add(file);
  if (!manifest[signInSrc]?.isDynamicEntry) {
    throw new Error(`manifesto: a página de autenticação '${signInSrc}' não é um carregamento diferido`);
  }
  const signIn = new Set([...entry, ...staticClosure(manifest, signInSrc)]);
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .map((key): LazyChunkSize => {
      const own = staticClosure(manifest, key).filter((file) => !entry.has(file));
      // A lazy chunk that other chunks import too is keyed by its hashed file name and has no `src`.
      const chunk = manifest[key];
      return { label: chunk?.src ?? chunk?.name ?? key, files: own, bytes: sum(own) };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
  return { signIn: { files: [...signIn], bytes: sum(signIn) }, lazy };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The report as the bench prints it. */
export function formatBundleReport(
  report: BundleReport,
  targetBytes: number = SIGN_IN_TARGET_BYTES,
): string[] {
  const verdict = report.signIn.bytes <= targetBytes ? 'cumpre' : 'NÃO cumpre';
  const lines = [
    `página de autenticação (entrada + modulepreload + rota)  ${kb(report.signIn.bytes).padStart(9)}  ` +
      `${report.signIn.files.length} ficheiros  alvo ≤ ${kb(targetBytes)}: ${verdict}`,
    'carregamentos diferidos (o que cada um acrescenta à entrada):',
  ];
  for (const chunk of report.lazy) {
    lines.push(`  ${chunk.label.padEnd(52)} ${kb(chunk.bytes).padStart(9)}  ${chunk.files.length} ficheiros`);
  }
  return lines;
}

/**
 * The gzip size of the JavaScript the browser loads: the sign-in page (issue 20: ≤ 200 kB) and what each
 * lazily loaded route or component adds. Reads the build in packages/web/dist; builds first if it is missing
 * (`npm run bench` runs benchStartup, which builds, before this).
 */
export function benchBundle(): void {
  const dist = path.join(ROOT, 'packages/web/dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) execSync('npm run build', { cwd: ROOT, stdio: 'ignore' });
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const report = bundleReport(
    manifest,
    indexHtml,
    (file) => gzipSync(fs.readFileSync(path.join(dist, file))).length,
  );
  console.log('\n## Tamanho do JavaScript (gzip)');
  for (const line of formatBundleReport(report)) console.log(line);
}
