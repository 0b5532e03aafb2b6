import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';
import { REPO_ROOT } from './config.ts';

describe('server V8 flags', () => {
  it('npm start and npm run serve start the server with the same flags as dev, the browser tests and the benchmarks', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.serve).toBe(
      `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx packages/server/src/main.ts`,
    );
    // exec: the server is the process npm launched, so the signals npm forwards reach it.
    expect(pkg.scripts.start).toBe(`exec node ${SERVER_NODE_FLAGS.join(' ')} --import tsx scripts/start.mjs`);
  });
});
