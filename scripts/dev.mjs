// npm run dev: the API with restart on change (tsx watch) on :3000 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const children = [
  spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', '--watch', 'packages/server/src/main.ts'],
    {
      stdio: 'inherit',
    },
  ),
  spawn('npx', ['vite', '--config', 'packages/web/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
