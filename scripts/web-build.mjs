// Whether the built web app (packages/web/dist) is the build of today's sources, and how to rebuild it.
// `npm start` rebuilds only when a content fingerprint of what the build reads differs from the one kept beside
// dist/ (docs/decisions.md "Arranque"): a build from another branch or older sources is never served silently.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The fingerprint of the sources a build was made from, written into dist/ after the build. */
export const FINGERPRINT_FILE = '.sources-fingerprint';

/** What the web build reads: the two packages' files and the dependency set. Tests are not built. */
const SOURCE_DIRS = ['packages/web', 'packages/domain'];
const SOURCE_FILES = ['package.json', 'package-lock.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'artifacts', 'coverage']);
const isTestFile = (name) => /\.test(-support)?\.[cm]?[jt]sx?$/.test(name);

function listFiles(root, dir, into) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) listFiles(root, relative, into);
    } else if (entry.isFile() && !isTestFile(entry.name)) into.push(relative);
  }
}

/** SHA-256 over every source file's path and content, in a stable order. */
export function webSourcesFingerprint(root) {
  const files = [...SOURCE_FILES];
  for (const dir of SOURCE_DIRS) listFiles(root, dir, files);
  files.sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Where the web app is built. */
export const webDistDir = (root) => path.join(root, 'packages/web/dist');

/**
 * Why the web app must be built before it is served: 'missing' (no build), 'changed' (built from other
 * sources), or null when dist/ holds the build of these sources.
 */
export function webBuildNeed(root, fingerprint = webSourcesFingerprint(root)) {
  const dist = webDistDir(root);
  if (!fs.existsSync(path.join(dist, 'index.html'))) return 'missing';
  const file = path.join(dist, FINGERPRINT_FILE);
  const built = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
  return built === fingerprint ? null : 'changed';
}

/** Records that dist/ is the build of the sources whose fingerprint is given. */
export function recordWebBuild(root, fingerprint) {
  fs.writeFileSync(path.join(webDistDir(root), FINGERPRINT_FILE), `${fingerprint}\n`);
}

/**
 * Builds the web app in a child process (`npm run build`; the build records the fingerprint of the sources it
 * started from, see packages/web/vite.config.ts). Answers the running build: `done` resolves when it succeeded and rejects with its output when it
 * failed; `stop()` ends it.
 */
export function startWebBuild(root) {
  const child = spawn('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run build terminou com ${signal ?? `o código ${code}`}:\n${output}`));
    });
  });
  return {
    done,
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}
