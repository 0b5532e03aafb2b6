// Starts the server for the browser tests on a fresh embedded database, so each run begins from the seed.
// Run with tsx (playwright.config.ts): it reads the test signing key's maker from the server's TypeScript.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One data directory per port: two runs on different E2E_PORTs never share a database.
const port = process.env.PORT ?? '3100';
const dataDir = path.join(root, `e2e/artifacts/data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
// The certificates are signed as a deployment signs them (ASSINATURA_P12), with a key made for this run.
const { p12DeTeste, SENHA } =
  await import('../packages/server/src/platform/certificados/assinatura.fixtures.ts');
const p12 = path.join(dataDir, 'assinatura.p12');
fs.writeFileSync(p12, p12DeTeste().p12);
const child = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', 'packages/server/src/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      MAP_TILE_URL: '',
      LOG_LEVEL: 'warn',
      ASSINATURA_P12: p12,
      ASSINATURA_P12_SENHA: SENHA,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
