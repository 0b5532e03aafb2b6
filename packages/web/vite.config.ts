import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { recordWebBuild, webSourcesFingerprint } from '../../scripts/web-build.mjs';

const webDir = path.dirname(fileURLToPath(import.meta.url));

// @vitejs/plugin-react is hoisted to the root, where it sees the Vite 8 that Vitest brought; its plugin
// object works with this package's Vite 7 at run time, only the two versions' type declarations differ.
const reactPlugin = react() as unknown as PluginOption;

/** The product version shown in the footer: the root package.json is the one that is released. */
export function appVersion(): string {
  const raw: unknown = JSON.parse(fs.readFileSync(path.resolve(webDir, '../../package.json'), 'utf8'));
  const version = typeof raw === 'object' && raw !== null && 'version' in raw ? raw.version : undefined;
  return typeof version === 'string' ? version : '0.0.0';
}

/**
 * Records, beside the build, the fingerprint of the sources it was made from (taken when the build starts), so
 * that `npm start` serves it without rebuilding while those sources stay the same (scripts/web-build.mjs).
 */
function sourcesFingerprint(): PluginOption {
  const root = path.resolve(webDir, '../..');
  let fingerprint = '';
  return {
    name: 'sigsa-sources-fingerprint',
    apply: 'build',
    buildStart() {
      fingerprint = webSourcesFingerprint(root);
    },
    closeBundle() {
      recordWebBuild(root, fingerprint);
    },
  };
}

/** Web build: React, `/api` proxied to the local server in development, output in `packages/web/dist`. */
export default defineConfig({
  root: webDir,
  plugins: [reactPlugin, sourcesFingerprint()],
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: path.resolve(webDir, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry and lazy route loads (bench/bundle.bench.ts reads it).
    manifest: true,
    rollupOptions: {
      output: {
        // Rollup chunks by route: a library lands in the chunk of the screens that import it (leaflet with the
        // first map, the table library with the first list). Only React and the router, which every screen and
        // the entry itself need, get their own long-cached chunk. Never put a library in here that some route
        // alone uses: a manual chunk is imported by the entry and would load with the sign-in page.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'vendor-react';
          return undefined;
        },
      },
    },
  },
});
