// npm start: builds the web app only when its sources changed since the last build, beside the server's first
// phases (two cores), and runs the server in this very process, so SIGINT/SIGTERM reach it directly.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebBuild, webBuildNeed, webSourcesFingerprint } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const need = webBuildNeed(root, webSourcesFingerprint(root));
if (need)
  console.log(
    need === 'missing'
      ? 'Aplicação web por compilar: a compilar enquanto a base de dados arranca.'
      : 'Fontes da aplicação web alteradas desde a última compilação: a compilar enquanto a base de dados arranca.',
  );
const webBuild = need ? startWebBuild(root) : null;
const { runServer } = await import('../packages/server/src/run-server.ts');
await runServer({ webBuild });
