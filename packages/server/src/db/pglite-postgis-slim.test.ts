import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { ExtensionSetup } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import { afterAll, describe, expect, it } from 'vitest';
import { filterTar, slimPostgisBundle, tarNames } from './pglite-postgis-slim.ts';

/** A ustar entry: header and data blocks. */
function entry(name: string, content = '', type = '0'): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'latin1');
  header.write(content.length.toString(8).padStart(11, '0'), 124, 'latin1');
  header.write(type, 156, 'latin1');
  header.write('ustar', 257, 'latin1');
  const data = Buffer.alloc(Math.ceil(content.length / 512) * 512);
  data.write(content, 0, 'latin1');
  return Buffer.concat([header, data]);
}

const end = Buffer.alloc(1024);

describe('filterTar', () => {
  it('keeps the entries asked for, block for block, and ends the archive', () => {
    const keep = entry('lib/a.so', 'x'.repeat(700));
    const tar = Buffer.concat([
      entry('lib/', '', '5'),
      keep,
      entry('lib/b.so', 'y'),
      entry('l', '', '2'),
      end,
    ]);
    const filtered = filterTar(tar, (name) => name !== 'lib/b.so');
    expect(filtered && tarNames(filtered)).toEqual(['lib/', 'lib/a.so', 'l']);
    expect(filtered?.subarray(512, 512 + keep.length).equals(keep)).toBe(true);
    expect(filtered?.subarray(-1024).equals(end)).toBe(true);
  });

  it('refuses what a name alone cannot judge (long names, pax headers) and a cut archive', () => {
    expect(filterTar(Buffer.concat([entry('././@LongLink', 'x', 'L'), end]), () => true)).toBeNull();
    expect(filterTar(Buffer.concat([entry('pax', 'x', 'x'), end]), () => true)).toBeNull();
    expect(filterTar(entry('a', 'x'.repeat(600)).subarray(0, 1024), () => true)).toBeNull();
  });
});

describe('slimPostgisBundle', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-postgis-'));
  afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  it('makes, once, a bundle with PostGIS and without raster, topology, tiger and the contrib scripts', async () => {
    const { bundlePath } = await (postgis.setup as ExtensionSetup)({} as never, { PGLITE_ENV: {} });
    if (!bundlePath) throw new Error('A extensão PostGIS não indica o pacote.');
    const source = fileURLToPath(bundlePath);
    const slim = slimPostgisBundle(source, cacheDir);
    expect(slim).not.toBeNull();
    const names = tarNames(zlib.gunzipSync(fs.readFileSync(slim ?? '')));
    const all = tarNames(zlib.gunzipSync(fs.readFileSync(source)));
    expect(names).toEqual(expect.arrayContaining(['lib/postgresql/postgis-3.so', 'share/proj/proj.db']));
    expect(names).toContain('share/postgresql/extension/postgis.control');
    expect(names.some((n) => /^share\/postgresql\/extension\/postgis--\d[\d.]*\.sql$/.test(n))).toBe(true);
    expect(names.filter((n) => /raster|topology|tiger|contrib|unpackaged/.test(n))).toEqual([]);
    // Nothing else is left out.
    expect(
      all.filter((n) => !names.includes(n)).every((n) => /raster|topology|tiger|contrib|unpackaged/.test(n)),
    ).toBe(true);

    const made = fs.statSync(slim ?? '').mtimeMs;
    expect(slimPostgisBundle(source, cacheDir)).toBe(slim);
    expect(fs.statSync(slim ?? '').mtimeMs).toBe(made);
  });

  it('answers null, not an error, when it cannot make the bundle', () => {
    expect(slimPostgisBundle(path.join(cacheDir, 'no-such-bundle.tar.gz'), cacheDir)).toBeNull();
  });
});
