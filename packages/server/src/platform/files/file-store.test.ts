import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FileNotFoundError,
  FileTooLargeError,
  InvalidFileKeyError,
  LocalFileStore,
  isFileKey,
  newFileKey,
} from './file-store.ts';

let root: string;
let store: LocalFileStore;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-files-'));
  store = new LocalFileStore(root);
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Every regular file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function* chunks(...parts: (Buffer | Error)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) {
    if (part instanceof Error) throw part;
    yield part;
  }
}

async function read(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

describe('LocalFileStore', () => {
  it('stores under a sharded path named by the key only, and reads the bytes back', async () => {
    const key = newFileKey();
    const size = await store.put(key, chunks(Buffer.from('olá '), Buffer.from('mundo')));
    expect(size).toBe(Buffer.byteLength('olá mundo'));
    expect(filesUnder(root)).toEqual([path.join(key.slice(0, 2), key.slice(2, 4), key)]);
    expect((await read(await store.open(key))).toString()).toBe('olá mundo');
    expect(await store.exists(key)).toBe(true);
  });

  it('takes a Node stream as source', async () => {
    const key = newFileKey();
    await store.put(key, Readable.from([Buffer.alloc(70_000, 1), Buffer.alloc(30_000, 2)]));
    const back = await read(await store.open(key));
    expect(back.length).toBe(100_000);
    expect(back[69_999]).toBe(1);
    expect(back[70_000]).toBe(2);
  });

  it('over the limit: FileTooLargeError and no file, not even a temporary one', async () => {
    const key = newFileKey();
    await expect(store.put(key, chunks(Buffer.alloc(600), Buffer.alloc(600)), { maxBytes: 1000 })).rejects.toThrow(
      FileTooLargeError,
    );
    expect(filesUnder(root)).toEqual([]);
    expect(await store.exists(key)).toBe(false);
    // Exactly at the limit is fine.
    expect(await store.put(key, chunks(Buffer.alloc(1000)), { maxBytes: 1000 })).toBe(1000);
  });

  it('a source that fails midway leaves nothing behind', async () => {
    const key = newFileKey();
    await expect(store.put(key, chunks(Buffer.alloc(10), new Error('ligação cortada')))).rejects.toThrow(
      'ligação cortada',
    );
    expect(filesUnder(root)).toEqual([]);
  });

  it('refuses keys that are not of the server’s making', async () => {
    for (const bad of ['../../etc/passwd', 'relatorio.pdf', '', newFileKey().toUpperCase(), `${newFileKey()}/x`]) {
      expect(isFileKey(bad)).toBe(false);
      await expect(store.put(bad, chunks(Buffer.from('x')))).rejects.toThrow(InvalidFileKeyError);
      await expect(store.open(bad)).rejects.toThrow(InvalidFileKeyError);
      await expect(store.delete(bad)).rejects.toThrow(InvalidFileKeyError);
      await expect(store.exists(bad)).rejects.toThrow(InvalidFileKeyError);
    }
    expect(filesUnder(root)).toEqual([]);
  });

  it('open of a missing key: FileNotFoundError; delete is idempotent', async () => {
    const key = newFileKey();
    await expect(store.open(key)).rejects.toThrow(FileNotFoundError);
    await store.put(key, chunks(Buffer.from('x')));
    await store.delete(key);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(filesUnder(root)).toEqual([]);
  });

  it('makes fresh, distinct keys', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newFileKey()));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(isFileKey(key)).toBe(true);
  });
});
