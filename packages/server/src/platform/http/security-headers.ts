import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Origin of a tile URL template, for the CSP img-src; null when tiles are off or the URL is malformed. */
function tileOrigin(mapTileUrl: string | null): string | null {
  if (!mapTileUrl) return null;
  try {
    return new URL(mapTileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return null;
  }
}

/**
 * The headers helmet sets for these options, computed once. Our policy is the same for every response (no
 * nonces), and helmet rebuilt it — the CSP string included — on every request: ~5 % of a list call's CPU under
 * load (issue 20).
 */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  const failures: Error[] = [];
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) failures.push(error instanceof Error ? error : new Error('helmet: opções inválidas'));
  });
  if (failures[0]) throw failures[0];
  return Object.freeze(headers);
}

/**
 * Security headers on every response: a strict CSP (scripts only from us; inline styles are needed by
 * Mantine's CSS variables), no framing, no sniffing, no referrer leaks.
 */
export function registerSecurityHeaders(app: FastifyInstance, mapTileUrl: string | null): void {
  const tiles = tileOrigin(mapTileUrl);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compiled from our own files: the QR reader of /validarQR (zxing-wasm, served from here).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
