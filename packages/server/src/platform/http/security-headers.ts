import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Origin of a tile URL template, for the CSP img-src; null when tiles are off or the URL is malformed. */
function tileOrigin(mapTileUrl: string): string | null {
  if (!mapTileUrl) return null;
  try {
    return new URL(mapTileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return null;
  }
}

/**
 * Security headers on every response: a strict CSP (scripts only from us; inline styles are needed by
 * Mantine's CSS variables), no framing, no sniffing, no referrer leaks.
 */
export async function registerSecurityHeaders(app: FastifyInstance, mapTileUrl: string): Promise<void> {
  const tiles = tileOrigin(mapTileUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
}
