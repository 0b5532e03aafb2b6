import { describe, expect, it } from 'vitest';
import { fastDlsym, memoisedDlsym } from './pglite-dlsym.ts';

type Dlsym = (handle: number, symbol: number, indexPtr: number) => number;

/** A library table and an emscripten-style dlsym over it: symbols are numbered by `names`. */
function fakeLinker(names: string[]) {
  const libs: Record<number, { exports: Record<string, unknown> }> = {
    1: { exports: { a: 1, b: 2, c: 3 } },
    2: { exports: { x: 1 } },
  };
  const laterKeys: string[][] = [];
  // The shape of emscripten's _dlsym_js: hasOwnProperty, then Object.keys(lib.exports).indexOf(symbol).
  const dlsym: Dlsym = (handle, symbol) => {
    const lib = libs[handle];
    const name = names[symbol] ?? '';
    if (!lib || !Object.prototype.hasOwnProperty.call(lib.exports, name)) return -1;
    const index = Object.keys(lib.exports).indexOf(name);
    // Any later Object.keys of the same call must see the real thing.
    laterKeys.push(Object.keys({ p: 1, q: 2 }));
    return index;
  };
  return { libs, dlsym, laterKeys };
}

describe('memoisedDlsym', () => {
  it('answers what dlsym answers, listing each library’s exports once', () => {
    const names = ['a', 'b', 'c', 'x', 'missing'];
    const { dlsym, laterKeys } = fakeLinker(names);
    const keysOf = Object.keys;
    let listed = 0;
    Object.keys = (o: object) => {
      listed++;
      return keysOf(o);
    };
    try {
      const fast = memoisedDlsym(dlsym);
      const calls: [number, number][] = [
        [1, 0],
        [1, 1],
        [1, 2],
        [1, 1],
        [2, 3],
        [1, 4],
      ];
      const expected = calls.map(([h, s]) => dlsym(h, s, 0));
      listed = 0;
      laterKeys.length = 0;
      expect(calls.map(([h, s]) => fast(h, s, 0))).toEqual(expected);
      expect(expected).toEqual([0, 1, 2, 1, 0, -1]);
      // One listing per library, plus the later Object.keys of each call that found its symbol.
      expect(listed).toBe(2 + 5);
      expect(laterKeys.every((keys) => keys.join() === 'p,q')).toBe(true);
    } finally {
      Object.keys = keysOf;
    }
  });

  it('finds a symbol exported after the first lookup (exports grow at the end)', () => {
    const names = ['a', 'd'];
    const { libs, dlsym } = fakeLinker(names);
    const fast = memoisedDlsym(dlsym);
    expect(fast(1, 0, 0)).toBe(0);
    const lib = libs[1];
    if (lib) lib.exports.d = 4;
    expect(fast(1, 1, 0)).toBe(3);
  });

  it('puts Object.keys back, also when dlsym throws', () => {
    const keysOf = Object.keys;
    const fast = memoisedDlsym(() => {
      throw new Error('falhou');
    });
    expect(() => fast(1, 0, 0)).toThrow('falhou');
    expect(Object.keys).toBe(keysOf);
  });
});

describe('fastDlsym', () => {
  const setUp = async (dlsym: unknown) => {
    const seen: { env?: Record<string, unknown> }[] = [];
    const opts = {
      instantiateWasm: (imports: { env?: Record<string, unknown> }) => {
        seen.push(imports);
        return {};
      },
    };
    const result = await fastDlsym.setup({} as never, opts);
    const wrapped = (result.emscriptenOpts as typeof opts).instantiateWasm;
    wrapped({ env: { _dlsym_js: dlsym, other: 1 } });
    return seen[0]?.env;
  };

  it('swaps the dynamic linker’s symbol lookup when it is the Object.keys scan', async () => {
    const { dlsym } = fakeLinker(['a']);
    const env = await setUp(dlsym);
    expect(env?._dlsym_js).not.toBe(dlsym);
    expect((env?._dlsym_js as Dlsym)(1, 0, 0)).toBe(0);
    expect(env?.other).toBe(1);
  });

  it('leaves a lookup it does not know alone', async () => {
    const other = () => 0;
    expect((await setUp(other))?._dlsym_js).toBe(other);
  });
});
