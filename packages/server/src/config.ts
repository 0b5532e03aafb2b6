import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root, whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Everything the server reads from the environment (README "Configuração"). */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset → embedded PGlite in `dataDir/db`. */
  databaseUrl: string | null;
  dataDir: string;
  filesDir: string;
  /** Largest upload accepted, in bytes (UPLOAD_MAX_BYTES; over it → 413). */
  uploadMaxBytes: number;
  referenceDataDir: string;
  sessionSecret: string;
  /** Key sealing the secrets written in Gerir (SECRETS_KEY; else generated once in the data directory). */
  secretsKey: string;
  /**
   * Tile server URL template (MAP_TILE_URL, `{z}/{x}/{y}`); null when unset or blank: the maps then draw only the
   * CAOP boundaries this server serves, and the browser asks no outside host for anything.
   */
  mapTileUrl: string | null;
  /** Credit line of the tile server (MAP_TILE_ATTRIBUTION, plain text), shown on the maps beside the CAOP's. */
  mapTileAttribution: string | null;
  /**
   * The address the public reaches this deployment at (PUBLIC_BASE_URL, e.g. https://sigsa.dgav.pt): the
   * certificates' QR codes point under it. Unset → http://localhost:<port>, fit for a machine of one's own.
   */
  publicBaseUrl: string;
  /**
   * The PKCS#12 file (ASSINATURA_P12, path) whose RSA key signs the certificates' PDFs (PAdES), and its passphrase
   * (ASSINATURA_P12_SENHA). Unset: certificates are issued unsigned; their SHA-256 on the public page still holds.
   */
  assinaturaP12: string | null;
  assinaturaP12Senha: string;
  /** Seed the demo users and holdings on first start. */
  seedDemo: boolean;
  /** Built web app to serve; null → API only. */
  webDistDir: string | null;
  session: SessionTimeouts;
  /** Forces the Secure cookie flag; otherwise it follows the request protocol (TLS or X-Forwarded-Proto). */
  cookieSecure: boolean | null;
  /**
   * Reverse proxies whose X-Forwarded-For/-Proto are believed (TRUST_PROXY): addresses, CIDR ranges or
   * `loopback`/`linklocal`/`uniquelocal`. Empty: the headers are ignored and the client is the socket's peer,
   * so nobody can dodge the per-address sign-in lockout by sending a new X-Forwarded-For on every try.
   */
  trustProxy: string[];
  /** How long a stopping server waits for requests in flight before closing their connections. */
  shutdownGraceMs: number;
  logLevel: string;
}

/** Idle and absolute session lifetimes in milliseconds, shorter and longer (rememberMe). */
export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
  rememberIdleMs: number;
  rememberAbsoluteMs: number;
  /**
   * How long a process reuses a session it has just looked up (SESSION_CACHE_MS, 0 = never): the list page's
   * calls and a burst of requests then cost one lookup. A sign-out or a role switch forgets it at once in the
   * process that served it; other processes of a multi-process deployment may honour it this long after.
   */
  cacheMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} tem de ser um número inteiro positivo.`);
  return value;
}

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a proxy-addr preset. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_PRESETS.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const length = Number(bits);
  return /^\d+$/.test(bits) && length <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: a comma-separated list of proxy addresses; anything else stops the start with a clear message. */
function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !isProxyEntry(entry));
  if (invalid.length > 0)
    throw new Error(
      `TRUST_PROXY tem de ser uma lista de endereços IP ou redes CIDR separados por vírgulas (inválido: ${invalid.join(', ')}).`,
    );
  return entries;
}

/**
 * MAP_TILE_URL: unset or blank → null (no tiles: the maps draw the CAOP boundaries alone and no outside host is
 * ever asked); otherwise an http(s) URL template with `{z}`, `{x}` and `{y}`, or the start stops with a clear
 * message (a wrong template would leave every map grey, since the CSP allows images only from its origin).
 */
function tileUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.MAP_TILE_URL?.trim() ?? '';
  if (raw === '') return null;
  let valid = ['{z}', '{x}', '{y}'].every((part) => raw.includes(part));
  try {
    valid &&= ['http:', 'https:'].includes(new URL(raw.replace(/\{[a-z]\}/g, 'a')).protocol);
  } catch {
    valid = false;
  }
  if (!valid)
    throw new Error(
      `MAP_TILE_URL tem de ser um endereço http(s) com {z}, {x} e {y} (p. ex. https://tiles.exemplo.pt/{z}/{x}/{y}.png), ou ficar vazio para mapas sem mosaicos (inválido: ${raw}).`,
    );
  return raw;
}

/** PUBLIC_BASE_URL: an http(s) address without query or fragment, or the start stops with a clear message. */
function publicBaseUrl(env: NodeJS.ProcessEnv, port: number): string {
  const raw = env.PUBLIC_BASE_URL?.trim() ?? '';
  if (raw === '') return `http://localhost:${port}`;
  let valid = false;
  try {
    const url = new URL(raw);
    valid = ['http:', 'https:'].includes(url.protocol) && url.search === '' && url.hash === '';
  } catch {
    valid = false;
  }
  if (!valid)
    throw new Error(
      `PUBLIC_BASE_URL tem de ser um endereço http(s) sem parâmetros (p. ex. https://sigsa.dgav.pt) (inválido: ${raw}).`,
    );
  return raw.replace(/\/+$/, '');
}

/** A secret kept in the data directory, so that an embedded install survives restarts without configuration. */
function persistedSecret(dataDir: string, name = 'session-secret'): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the configuration; relative paths are taken from the repository root. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const fromRoot = (p: string) => path.resolve(REPO_ROOT, p);
  const dataDir = fromRoot(env.DATA_DIR ?? 'data');
  const webDist = fromRoot('packages/web/dist');
  const port = intFromEnv(env, 'PORT', 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    dataDir,
    filesDir: env.FILES_DIR ? fromRoot(env.FILES_DIR) : path.join(dataDir, 'files'),
    uploadMaxBytes: intFromEnv(env, 'UPLOAD_MAX_BYTES', 20 * 1024 * 1024),
    referenceDataDir: fromRoot(env.REFERENCE_DATA_DIR ?? '../shared/data'),
    sessionSecret: env.SESSION_SECRET ?? persistedSecret(dataDir),
    secretsKey: env.SECRETS_KEY ?? persistedSecret(dataDir, 'secrets-key'),
    mapTileUrl: tileUrl(env),
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION?.trim() ? env.MAP_TILE_ATTRIBUTION.trim() : null,
    publicBaseUrl: publicBaseUrl(env, port),
    assinaturaP12: env.ASSINATURA_P12?.trim() ? fromRoot(env.ASSINATURA_P12.trim()) : null,
    assinaturaP12Senha: env.ASSINATURA_P12_SENHA ?? '',
    seedDemo: env.SEED_DEMO !== 'false',
    webDistDir: fs.existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    session: {
      idleMs: intFromEnv(env, 'SESSION_IDLE_MINUTES', 30) * MINUTE,
      absoluteMs: intFromEnv(env, 'SESSION_ABSOLUTE_HOURS', 12) * HOUR,
      rememberIdleMs: intFromEnv(env, 'SESSION_REMEMBER_IDLE_DAYS', 7) * DAY,
      rememberAbsoluteMs: intFromEnv(env, 'SESSION_REMEMBER_ABSOLUTE_DAYS', 30) * DAY,
      cacheMs: intFromEnv(env, 'SESSION_CACHE_MS', 1000),
    },
    cookieSecure: env.COOKIE_SECURE === undefined ? null : env.COOKIE_SECURE === 'true',
    trustProxy: trustedProxies(env),
    shutdownGraceMs: intFromEnv(env, 'SHUTDOWN_GRACE_SECONDS', 10) * 1000,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
