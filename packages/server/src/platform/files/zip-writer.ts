import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

const MAX_32 = 0xffffffff;
const VERSION_NEEDED = 20;
/** Bit 3: sizes in a data descriptor; bit 11: UTF-8 names. */
const FLAGS = 0x0808;
const DEFLATE = 8;

/**
 * A zip archive written as it goes (APPNOTE 6.3): each entry's header, its deflated bytes as they come, then a
 * data descriptor with its CRC-32 and sizes (general-purpose bit 3), so nothing is held in memory or written
 * twice; the central directory at the end. Names are UTF-8 (bit 11). An entry or an offset past 4 GiB switches
 * that entry's descriptor and directory record, and the end record, to their ZIP64 forms, as Go's archive/zip
 * does: readers take sizes from the central directory.
 *
 * Why not a library: exceljs (and its archiver) spent most of an export's time building XML through layers of
 * objects; the spreadsheet writer beside this writes its XML directly, and the zip is this much.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: DirectoryEntry[] = [];
  private readonly time: number;
  private readonly date: number;

  private readonly level: number;
  /** Sizes and offsets above this take their ZIP64 forms: 4 GiB − 1, lower only to test those forms. */
  private readonly zip64Above: number;

  constructor(
    private readonly out: Writable,
    options: {
      /** zlib level: 1 favours speed (deflate runs on the thread pool, beside the rows being written). */
      level?: number;
      zip64Above?: number;
      now?: Date;
    } = {},
  ) {
    this.level = options.level ?? 1;
    this.zip64Above = options.zip64Above ?? MAX_32;
    const now = options.now ?? new Date();
    // MS-DOS time and date, local wall clock as zip tools expect (the archive's entries share them).
    this.time = (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2);
    this.date = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  }

  /** Adds an entry whose whole content is at hand. */
  async addFile(name: string, content: string | Buffer): Promise<void> {
    const entry = this.openEntry(name);
    await entry.write(content);
    await entry.close();
  }

  /** Starts an entry written piece by piece; close it before the next one. */
  openEntry(name: string): ZipEntry {
    const nameBytes = Buffer.from(name, 'utf8');
    const headerOffset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION_NEEDED, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.time, 10);
    header.writeUInt16LE(this.date, 12);
    // CRC-32 and sizes (14–25) stay zero: they follow the data, in the descriptor.
    header.writeUInt16LE(nameBytes.length, 26);
    header.writeUInt16LE(0, 28);
    // Large output chunks: fewer writes to the response (each one a system call on the socket).
    const deflate = zlib.createDeflateRaw({ level: this.level, chunkSize: 128 * 1024 });
    let crc = 0;
    let size = 0;
    let compressed = 0;
    const pending = this.push(Buffer.concat([header, nameBytes]));
    // Deflated bytes go straight on; the writer waits for the output when it falls behind.
    const forwarded = (async () => {
      await pending;
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        compressed += chunk.length;
        await this.push(chunk);
      }
    })();
    forwarded.catch(() => undefined);
    return {
      write: async (content) => {
        const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
        crc = zlib.crc32(bytes, crc);
        size += bytes.length;
        if (!deflate.write(bytes)) await Promise.race([once(deflate, 'drain'), forwarded]);
      },
      close: async () => {
        deflate.end();
        await forwarded;
        const zip64 = size > this.zip64Above || compressed > this.zip64Above;
        const descriptor = Buffer.alloc(zip64 ? 24 : 16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(crc >>> 0, 4);
        if (zip64) {
          descriptor.writeBigUInt64LE(BigInt(compressed), 8);
          descriptor.writeBigUInt64LE(BigInt(size), 16);
        } else {
          descriptor.writeUInt32LE(compressed, 8);
          descriptor.writeUInt32LE(size, 12);
        }
        await this.push(descriptor);
        this.entries.push({ nameBytes, crc: crc >>> 0, size, compressed, offset: headerOffset });
      },
    };
  }

  /** Writes the central directory and the end records; the archive is then complete (`out` is not ended). */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries)
      await this.push(directoryRecord(entry, this.time, this.date, this.zip64Above));
    const size = this.offset - start;
    const count = this.entries.length;
    const zip64 = start > this.zip64Above || size > this.zip64Above || count > 0xffff;
    if (zip64) {
      const end64 = this.offset;
      const record = Buffer.alloc(56);
      record.writeUInt32LE(0x06064b50, 0);
      record.writeBigUInt64LE(44n, 4);
      record.writeUInt16LE(45, 12);
      record.writeUInt16LE(45, 14);
      record.writeBigUInt64LE(BigInt(count), 24);
      record.writeBigUInt64LE(BigInt(count), 32);
      record.writeBigUInt64LE(BigInt(size), 40);
      record.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeBigUInt64LE(BigInt(end64), 8);
      locator.writeUInt32LE(1, 16);
      await this.push(Buffer.concat([record, locator]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    // In a ZIP64 archive the classic record says "see the ZIP64 one" with its fields all ones.
    end.writeUInt16LE(zip64 ? 0xffff : count, 8);
    end.writeUInt16LE(zip64 ? 0xffff : count, 10);
    end.writeUInt32LE(zip64 ? MAX_32 : size, 12);
    end.writeUInt32LE(zip64 ? MAX_32 : start, 16);
    await this.push(end);
  }

  /** Writes to the output, waiting while it holds more than its high-water mark (a slow client). */
  private async push(bytes: Buffer): Promise<void> {
    if (this.out.destroyed) throw new Error('A saída do arquivo foi fechada.');
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await Promise.race([once(this.out, 'drain'), once(this.out, 'close')]);
  }
}

/** An entry being written: its content in pieces, then closed. */
export interface ZipEntry {
  write(content: string | Buffer): Promise<void>;
  close(): Promise<void>;
}

interface DirectoryEntry {
  nameBytes: Buffer;
  crc: number;
  size: number;
  compressed: number;
  offset: number;
}


/** An entry's central directory record, with a ZIP64 extra field for whatever does not fit 32 bits. */
function directoryRecord(entry: DirectoryEntry, time: number, date: number, zip64Above: number): Buffer {
  const big = [entry.size, entry.compressed, entry.offset].map((n) => n > zip64Above);
  const extra = big.some(Boolean) ? Buffer.alloc(4 + 8 * big.filter(Boolean).length) : Buffer.alloc(0);
  if (extra.length > 0) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(extra.length - 4, 2);
    let at = 4;
    // The order is fixed: uncompressed size, compressed size, header offset — each only when it overflows.
    for (const [i, n] of [entry.size, entry.compressed, entry.offset].entries())
      if (big[i]) {
        extra.writeBigUInt64LE(BigInt(n), at);
        at += 8;
      }
  }
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(extra.length > 0 ? 45 : VERSION_NEEDED, 4);
  record.writeUInt16LE(extra.length > 0 ? 45 : VERSION_NEEDED, 6);
  record.writeUInt16LE(FLAGS, 8);
  record.writeUInt16LE(DEFLATE, 10);
  record.writeUInt16LE(time, 12);
  record.writeUInt16LE(date, 14);
  record.writeUInt32LE(entry.crc, 16);
  // A value in the ZIP64 extra field is all ones here.
  record.writeUInt32LE(big[1] ? MAX_32 : entry.compressed, 20);
  record.writeUInt32LE(big[0] ? MAX_32 : entry.size, 24);
  record.writeUInt16LE(entry.nameBytes.length, 28);
  record.writeUInt16LE(extra.length, 30);
  // Comment length, disk number, internal and external attributes: zero.
  record.writeUInt32LE(big[2] ? MAX_32 : entry.offset, 42);
  return Buffer.concat([record, entry.nameBytes, extra]);
}
