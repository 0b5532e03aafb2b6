import type { Extension } from '@electric-sql/pglite';

// PGlite's dynamic linker (emscripten's `_dlsym_js`) finds a symbol's index with
// `Object.keys(lib.exports).indexOf(name)`: a fresh array of every export on each lookup. PostgreSQL looks up each
// C function of an extension once (CREATE FUNCTION checks it; the first call loads it), and PostGIS has about
// 1,200 of them in a library of 23,000 exports, so `CREATE EXTENSION postgis` spent 3.5 of its 4 s building
// those arrays. This hook gives that one `Object.keys` call a memoised answer: the same keys, in the same order,
// with an `indexOf` that looks the name up in a map.

/**
 * The keys of an exports object, frozen, with an own `indexOf` that is a map lookup; built once per object. A
 * name missing from them was exported since (a library's exports only grow, at the end, so the indices already
 * given never change): the list is built again.
 */
function indexedKeys(
  cache: WeakMap<object, readonly string[]>,
  keysOf: (o: object) => string[],
  exports: object,
): readonly string[] {
  const cached = cache.get(exports);
  if (cached) return cached;
  const keys = keysOf(exports);
  const at = new Map(keys.map((key, i) => [key, i]));
  Object.defineProperty(keys, 'indexOf', {
    value: (name: string): number => {
      const i = at.get(name);
      if (i !== undefined) return i;
      if (keysOf(exports).length === keys.length) return -1;
      cache.delete(exports);
      return indexedKeys(cache, keysOf, exports).indexOf(name);
    },
  });
  const frozen = Object.freeze(keys);
  cache.set(exports, frozen);
  return frozen;
}

type Dlsym = (handle: number, symbol: number, indexPtr: number) => number;

/** Wraps emscripten's `_dlsym_js` so that its `Object.keys(exports)` is answered from a cache. */
export function memoisedDlsym(original: Dlsym): Dlsym {
  const cache = new WeakMap<object, readonly string[]>();
  return (handle, symbol, indexPtr) => {
    const keysOf = Object.keys;
    // Only the first Object.keys of the call is dlsym's own `Object.keys(lib.exports)`; later ones are left alone.
    Object.keys = ((o: object) => {
      Object.keys = keysOf;
      return indexedKeys(cache, keysOf, o);
    }) as typeof Object.keys;
    try {
      return original(handle, symbol, indexPtr);
    } finally {
      Object.keys = keysOf;
    }
  };
}

interface WasmImports {
  env?: Record<string, unknown>;
}

/** Whether `fn` is the emscripten dlsym this hook was written for (it scans Object.keys for the index). */
function isKnownDlsym(fn: unknown): fn is Dlsym {
  return typeof fn === 'function' && fn.toString().includes('Object.keys');
}

/**
 * A PGlite "extension" that adds no SQL: it swaps the dynamic linker's symbol lookup for {@link memoisedDlsym}.
 * Harmless when a later PGlite no longer has that lookup: the import is then left as it is.
 */
export const fastDlsym: Extension = {
  name: 'sigsa-fast-dlsym',
  setup: (_pg, emscriptenOpts: { instantiateWasm?: (imports: WasmImports, done: unknown) => unknown }) => {
    const instantiate = emscriptenOpts.instantiateWasm;
    if (!instantiate) return Promise.resolve({});
    return Promise.resolve({
      emscriptenOpts: {
        ...emscriptenOpts,
        instantiateWasm: (imports: WasmImports, done: unknown) => {
          const dlsym = imports.env?._dlsym_js;
          if (imports.env && isKnownDlsym(dlsym)) imports.env._dlsym_js = memoisedDlsym(dlsym);
          return instantiate(imports, done);
        },
      },
    });
  },
};
