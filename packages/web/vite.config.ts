import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

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

/** Web build: React, `/api` proxied to the local server in development, output in `packages/web/dist`. */
export default defineConfig({
  root: webDir,
  plugins: [reactPlugin],
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
    rollupOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'vendor-react';
          if (/node_modules\/(@mantine|@floating-ui)\//.test(id)) return 'vendor-mantine';
          return 'vendor';
        },
      },
    },
  },
});
