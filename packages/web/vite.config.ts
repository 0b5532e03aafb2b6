import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { recordWebBuild, webSourcesFingerprint } from '../../scripts/web-build.mjs';

const webDir = path.dirname(fileURLToPath(import.meta.url));

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

/**
 * Asks for the pt-PT texts with the page, not once the scripts have run: the first screen waits for them
 * (platform/i18n.ts loads the same URL, with the same fetch mode, so the browser uses this answer).
 */
function preloadTexts(): PluginOption {
  return {
    name: 'sigsa-preload-texts',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: `/locales/pt-PT/translation.json?v=${appVersion()}`,
          as: 'fetch',
          crossorigin: 'anonymous',
        },
        injectTo: 'head',
      },
    ],
  };
}

/** Web build: React, `/api` proxied to the local server in development, output in `packages/web/dist`. */
export default defineConfig({
  root: webDir,
  plugins: [react(), sourcesFingerprint(), preloadTexts()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Chunks by route: a library lands in the chunk of the screens that import it (leaflet with the first
          // map, the table library with the first list). React and the router, which every screen needs, get
          // their own long-cached chunk; whatever else the entry needs before its first screen is one chunk
          // (Rolldown would otherwise cut it into a dozen small files, each compressed alone). zod has a chunk of
          // its own: Rolldown put it in the chunk of the date functions, which the shell loads without needing
          // zod. Our modules that only speak zod (the messages' error map, the date schemas) go with it: left to
          // Rolldown they landed in the chunk of the date field, and every screen with a date loaded zod, the map
          // of the levels in force too. A group loads only with the chunks that import it; `bench` shows what each
          // route loads.
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'index', tags: ['$initial'], priority: 1 },
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|domain[\\/]src[\\/]validation[\\/](zod-messages|date-schemas)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
