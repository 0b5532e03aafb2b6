import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { escapeCell, type Cell } from './excel-export.ts';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; text a spreadsheet would run as a
 * formula gets a leading quote first (as in the Excel export). Numbers as JavaScript writes them (a point for
 * decimals), dates as YYYY-MM-DD, nothing as an empty field.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : escapeCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Resolves once `stream` drains, or once it closes (a client gone: nothing would drain then). */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

/**
 * Streams batches of rows as a UTF-8 CSV attachment (with a byte-order mark, so spreadsheets read the accents),
 * a header line first; the producer waits whenever the client falls behind, so memory stays flat.
 */
export function streamCsv(
  reply: FastifyReply,
  opts: {
    fileName: string;
    headers: readonly string[];
    batches: AsyncIterable<readonly (readonly Cell[])[]>;
  },
): FastifyReply {
  const out = new PassThrough();
  const line = (cells: readonly Cell[]) => `${cells.map(csvField).join(',')}\r\n`;
  const produce = async (): Promise<void> => {
    out.write(`\uFEFF${line(opts.headers)}`);
    for await (const batch of opts.batches) {
      const chunk = batch.map(line).join('');
      if (!out.write(chunk) && !out.destroyed) await drained(out);
      if (out.destroyed) return;
    }
    out.end();
  };
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${opts.fileName}"`)
    .header('cache-control', 'no-store');
  produce().catch((error: unknown) => {
    reply.log.error({ err: error }, 'exportação interrompida');
    out.destroy(error instanceof Error ? error : new Error('exportação interrompida'));
  });
  return reply.send(out);
}
