import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FINGERPRINT_FILE,
  recordWebBuild,
  webBuildNeed,
  webSourcesFingerprint,
} from '../../../scripts/web-build.mjs';

let root: string;
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
/** What a finished `npm run build` leaves, recorded as the build of today's sources. */
const build = () => {
  write('packages/web/dist/index.html', '<!doctype html>');
  recordWebBuild(root, webSourcesFingerprint(root));
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-web-build-'));
  write('package.json', '{"name":"sigsa"}');
  write('package-lock.json', '{}');
  write('packages/web/src/app.tsx', 'export const app = 1;');
  write('packages/web/vite.config.ts', 'export default {};');
  write('packages/domain/src/rules.ts', 'export const rule = 1;');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start builds the web app only when its sources changed', () => {
  it('builds when there is no build', () => {
    expect(webBuildNeed(root)).toBe('missing');
  });

  it('serves the existing build when no source changed', () => {
    build();
    expect(webBuildNeed(root)).toBeNull();
  });

  it.each([
    ['a web source', 'packages/web/src/app.tsx'],
    ['a domain source', 'packages/domain/src/rules.ts'],
    ['the build configuration', 'packages/web/vite.config.ts'],
    ['the dependency set', 'package-lock.json'],
  ])('rebuilds when %s changed', (_what, file) => {
    build();
    write(file, 'export const changed = 2;');
    expect(webBuildNeed(root)).toBe('changed');
  });

  it('rebuilds when a source was added or removed', () => {
    build();
    write('packages/web/src/new-page.tsx', 'export const page = 1;');
    expect(webBuildNeed(root)).toBe('changed');
    build();
    fs.rmSync(path.join(root, 'packages/web/src/new-page.tsx'));
    expect(webBuildNeed(root)).toBe('changed');
  });

  it('does not rebuild for tests, dependencies or the build output', () => {
    build();
    write('packages/web/src/app.test.tsx', 'test');
    write('packages/domain/src/rules.test.ts', 'test');
    write('packages/web/node_modules/lib/index.js', 'lib');
    write('packages/web/dist/assets/index.js', 'built');
    expect(webBuildNeed(root)).toBeNull();
  });

  it('never serves a build of other sources (another branch) or of unknown sources', () => {
    build();
    write(`packages/web/dist/${FINGERPRINT_FILE}`, 'a-fingerprint-from-another-branch\n');
    expect(webBuildNeed(root)).toBe('changed');
    fs.rmSync(path.join(root, `packages/web/dist/${FINGERPRINT_FILE}`));
    expect(webBuildNeed(root)).toBe('changed');
  });

  it('builds again when dist/ was removed', () => {
    build();
    fs.rmSync(path.join(root, 'packages/web/dist'), { recursive: true });
    expect(webBuildNeed(root)).toBe('missing');
  });
});
