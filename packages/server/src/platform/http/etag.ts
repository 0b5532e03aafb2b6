import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// Entity tags of answers that rarely change (boundaries, reference lists): the client revalidates with
// If-None-Match and a match answers 304 with no body.

/** A weak tag (`W/"…"`) of an answer's bytes: its plain and gzipped forms are the same representation. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when one of the client's tags matches (weak comparison, RFC 9110 §13.1.2). */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}
