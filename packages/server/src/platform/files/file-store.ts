import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file's key: a random UUID made by the server, never anything the user sent (issue 6). */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A new key for a file about to be stored. */
export function newFileKey(): string {
  return crypto.randomUUID();
}

/** True when `key` has the form of a key the server makes. */
export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The content being stored is longer than the limit; nothing was kept. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file over ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** No file is stored under the key. */
export class FileNotFoundError extends Error {
  constructor() {
    super('file not found');
    this.name = 'FileNotFoundError';
  }
}

/** A key that is not of the server's making was passed to the store (a bug, never user input). */
export class InvalidFileKeyError extends Error {
  constructor() {
    super('invalid file key');
    this.name = 'InvalidFileKeyError';
  }
}

/**
 * Where uploaded files' bytes live (brief §10): the local disk now, an S3-compatible object store for a
 * cluster later. Metadata (name, type, owner) stays in PostgreSQL; the store only knows keys and bytes.
 */
export interface FileStore {
  /**
   * Stores the bytes of `source` under `key` and answers their count. Either the whole content is stored or
   * nothing is: over `maxBytes`, or on any error of the source or the store, no partial file is left.
   */
  put(key: string, source: AsyncIterable<Uint8Array>, opts?: { maxBytes?: number }): Promise<number>;
  /** The stored bytes as a stream; FileNotFoundError when there are none. */
  open(key: string): Promise<Readable>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** True when a file is stored under `key`. */
  exists(key: string): Promise<boolean>;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * A FileStore on the local disk under `rootDir`: `ab/cd/<uuid>`, sharded by the key's first four hex digits so
 * no folder grows past 65 536 entries. A file is written to a temporary name beside its final one, synced,
 * then renamed: readers never see a half-written file, and a failed write leaves nothing behind.
 */
export class LocalFileStore implements FileStore {
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = path.resolve(rootDir);
  }

  private pathOf(key: string): string {
    if (!isFileKey(key)) throw new InvalidFileKeyError();
    const file = path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
    // Belt and braces: the pattern already rules out separators and dots.
    if (path.dirname(path.dirname(path.dirname(file))) !== this.root) throw new InvalidFileKeyError();
    return file;
  }

  async put(key: string, source: AsyncIterable<Uint8Array>, opts: { maxBytes?: number } = {}): Promise<number> {
    const file = this.pathOf(key);
    const maxBytes = opts.maxBytes ?? Number.POSITIVE_INFINITY;
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    // Opened before reading anything, so a failure below always has a file to remove (never a late create).
    const handle = await fsp.open(temp, 'wx', 0o600);
    let size = 0;
    try {
      try {
        for await (const chunk of source) {
          size += chunk.byteLength;
          if (size > maxBytes) throw new FileTooLargeError(maxBytes);
          await handle.write(chunk);
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsp.rename(temp, file);
      return size;
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      const handle = await fsp.open(file, 'r');
      return handle.createReadStream({ autoClose: true });
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fsp.stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
