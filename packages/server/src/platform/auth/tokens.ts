import crypto from 'node:crypto';

/** A random URL-safe token of 32 bytes. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** SHA-256 of a token, as stored: a stolen table does not yield usable cookies. */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/** Constant-time string equality. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
