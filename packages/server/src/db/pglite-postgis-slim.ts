import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { Extension, ExtensionSetup } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';

// PGlite unpacks every extension bundle into its in-memory file system at each start and compiles every `.so` in
// it. The PostGIS bundle is 95 MB unpacked: besides postgis-3.so it holds postgis_raster-3.so and
// postgis_topology-3.so (16 MB of WebAssembly each), their scripts, the tiger geocoder and the legacy contrib
// scripts, none of which SIGSA creates. A bundle without them opens about a second faster, at every start. It is
// made once from the installed bundle and kept in node_modules/.cache; if it cannot be made, the full bundle is used.

/**
 * Bundle entries SIGSA never reads: the extensions its migrations do not create (raster, topology, tiger
 * geocoder), the contrib scripts for databases without extensions, and `CREATE EXTENSION … FROM unpackaged`
 * (gone since PostgreSQL 13). The `postgis--*--*` update scripts stay, for `ALTER EXTENSION postgis UPDATE`.
 */
const UNUSED_ENTRY =
  /^(lib\/postgresql\/postgis_(raster|topology)-\d+\.so|share\/postgresql\/extension\/((postgis_raster|postgis_topology|postgis_tiger_geocoder)[-.][^/]*|postgis--unpackaged[^/]*)|share\/postgresql\/contrib\/.*)$/;

/** What the slim bundle must still hold for `CREATE EXTENSION postgis`. */
const REQUIRED_ENTRY = [
  /^lib\/postgresql\/postgis-\d+\.so$/,
  /^share\/postgresql\/extension\/postgis\.control$/,
];

const BLOCK = 512;
// Regular file, hard link, symbolic link, directory: the entry types a name-based filter can copy as they are.
const PLAIN_TYPES = new Set(['0', '\0', '1', '2', '5']);

function field(header: Buffer, start: number, length: number): string {
  const raw = header.toString('latin1', start, start + length);
  const end = raw.indexOf('\0');
  return end === -1 ? raw : raw.slice(0, end);
}

/**
 * The entries of an uncompressed tar archive whose name `keep` accepts, copied block for block. Null when the
 * archive holds anything a name-based filter cannot judge (long-name or pax headers) or ends early.
 */
export function filterTar(tar: Buffer, keep: (name: string) => boolean): Buffer | null {
  const kept: Buffer[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) {
      kept.push(Buffer.alloc(2 * BLOCK));
      return Buffer.concat(kept);
    }
    if (!PLAIN_TYPES.has(String.fromCharCode(header[156] ?? 0))) return null;
    const prefix = field(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    if (!Number.isFinite(size)) return null;
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (end > tar.length) return null;
    if (keep(name)) kept.push(tar.subarray(at, end));
    at = end;
  }
  return null;
}

/** Names of the entries of an uncompressed tar archive (directories end with `/`). */
export function tarNames(tar: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    names.push((prefix ? `${prefix}/` : '') + field(header, 0, 100));
    at += BLOCK + Math.ceil(parseInt(field(header, 124, 12).trim() || '0', 8) / BLOCK) * BLOCK;
  }
  return names;
}

/** node_modules/.cache/sigsa of the node_modules that holds `file`, or null outside one. */
function cacheDirFor(file: string): string | null {
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = file.lastIndexOf(marker);
  return at === -1 ? null : path.join(file.slice(0, at + marker.length), '.cache', 'sigsa');
}

function packageVersion(bundle: string): string {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(path.dirname(bundle), '..', 'package.json'), 'utf8'),
    ) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The path of the slim copy of the PostGIS bundle `source` (a .tar.gz), made on first use in `cacheDir`. Null
 * when it cannot be made (no cache directory, read-only file system, unexpected archive): use `source` then.
 */
export function slimPostgisBundle(source: string, cacheDir = cacheDirFor(source)): string | null {
  if (!cacheDir) return null;
  try {
    const { size } = fs.statSync(source);
    const target = path.join(cacheDir, `postgis-${packageVersion(source)}-${size}-slim.tar.gz`);
    if (fs.existsSync(target)) return target;
    const slim = filterTar(zlib.gunzipSync(fs.readFileSync(source)), (name) => !UNUSED_ENTRY.test(name));
    if (!slim) return null;
    const names = tarNames(slim);
    if (!REQUIRED_ENTRY.every((required) => names.some((name) => required.test(name)))) return null;
    fs.mkdirSync(cacheDir, { recursive: true });
    // Stored, not compressed (level 0): PGlite gunzips the bundle at every start, and a stored one comes out at
    // copying speed (0.2 s less than level 1), for 40 MB more on disk.
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(temporary, zlib.gzipSync(slim, { level: 0 }));
    // Atomic: a concurrent start (test workers) sees either no file or a whole one.
    fs.renameSync(temporary, target);
    return target;
  } catch {
    return null;
  }
}

/** PGlite's PostGIS extension, loading the slim bundle (see above) when it can be had. */
export const postgisSlim: Extension = {
  name: postgis.name,
  async setup(pg, emscriptenOpts, clientOnly) {
    const result = await (postgis.setup as ExtensionSetup)(pg, emscriptenOpts, clientOnly);
    const source = result.bundlePath;
    if (!source || source.protocol !== 'file:') return result;
    const slim = slimPostgisBundle(fileURLToPath(source));
    return slim ? { ...result, bundlePath: pathToFileURL(slim) } : result;
  },
};
