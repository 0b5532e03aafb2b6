import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { weakEtag } from '../http/etag.ts';

const gzip = promisify(zlib.gzip);

/** One answer of the boundaries API, ready to send: the text, its gzip and its entity tag. */
export interface BoundaryAnswer {
  body: Buffer;
  gzipped: Buffer;
  /** Weak tag (`W/"…"`): the plain and the gzipped bytes are the same representation. */
  etag: string;
}

/** Encodes an answer once, for every request that asks for it afterwards. */
export async function boundaryAnswer(text: string): Promise<BoundaryAnswer> {
  const body = Buffer.from(text, 'utf8');
  return { body, gzipped: await gzip(body, { level: 6 }), etag: weakEtag(body) };
}

/**
 * The boundaries' answers kept in memory. The polygons never change while the server runs (they are seeded at
 * start), so the national layers (`pinned`: districts and municipalities of the whole country, one per zoom,
 * about 3 MB in all) stay for the life of the process; answers for a box go into a least-recently-used list
 * bounded by bytes. Concurrent requests for the same answer share one query.
 */
export class BoundaryCache {
  private readonly pinned = new Map<string, Promise<BoundaryAnswer>>();
  private readonly recent = new Map<string, Promise<BoundaryAnswer>>();
  private readonly sizes = new Map<string, number>();
  private recentBytes = 0;

  constructor(private readonly maxRecentBytes = 16 * 1024 * 1024) {}

  /** The answer under `key`, computed by `load` when absent; a failed load is forgotten. */
  get(key: string, pinned: boolean, load: () => Promise<BoundaryAnswer>): Promise<BoundaryAnswer> {
    const store = pinned ? this.pinned : this.recent;
    const hit = store.get(key);
    if (hit) {
      if (!pinned) {
        // Most recently used goes last.
        store.delete(key);
        store.set(key, hit);
      }
      return hit;
    }
    const loading = load();
    store.set(key, loading);
    loading.then(
      (answer) => {
        if (!pinned && store.get(key) === loading) this.account(key, answer);
      },
      () => {
        if (store.get(key) === loading) store.delete(key);
      },
    );
    return loading;
  }

  private account(key: string, answer: BoundaryAnswer): void {
    const size = answer.body.length + answer.gzipped.length;
    this.sizes.set(key, size);
    this.recentBytes += size;
    for (const oldest of this.recent.keys()) {
      if (this.recentBytes <= this.maxRecentBytes || oldest === key) break;
      this.recent.delete(oldest);
      this.recentBytes -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
    }
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.pinned.size + this.recent.size;
  }
}
