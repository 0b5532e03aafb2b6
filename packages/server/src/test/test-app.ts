import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { utilizadores } from '../db/schema/users.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { DEMO_PASSWORD } from '../demo/users.seed.ts';
import type { Clock } from '../platform/clock.ts';
import { expectCountersTrue } from './counters-check.ts';
import { openTestDatabase } from './test-db.ts';

/** An app on a private copy of the seeded test database; closing it checks Início's counters. */
export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** Builds the app for a test file (no web bundle, no logs); pass a clock to control time. */
export async function createTestApp(
  opts: { clock?: Clock; config?: Partial<Config>; sessionPurgeIntervalMs?: number } = {},
): Promise<TestApp> {
  const handle = await openTestDatabase();
  const config: Config = {
    ...loadConfig({
      ...process.env,
      SESSION_SECRET: 'test-secret',
      SECRETS_KEY: 'test-secrets-key-32-characters!!',
    }),
    webDistDir: null,
    ...opts.config,
  };
  const app = await buildApp({
    db: handle.db,
    config,
    logger: process.env.TEST_LOG === '1' ? { level: 'error' } : false,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.sessionPurgeIntervalMs ? { sessionPurgeIntervalMs: opts.sessionPurgeIntervalMs } : {}),
  });
  await app.ready();
  return {
    app,
    handle,
    config,
    async close() {
      try {
        await expectCountersTrue(handle.db);
      } finally {
        await app.close();
        await handle.close();
      }
    },
  };
}

/** A browser-like client: keeps cookies and echoes the anti-forgery token on writes, as the web app does. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** When false, writes are sent without the X-XSRF-TOKEN header. */
  sendXsrf = true;

  constructor(private readonly app: FastifyInstance) {}

  /** Sends a request and stores the cookies it sets. */
  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (this.sendXsrf && xsrf && !['GET', 'HEAD', 'OPTIONS'].includes(method)) headers['x-xsrf-token'] = xsrf;
    const response = await this.app.inject({ ...options, headers });
    for (const c of response.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() <= Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  /** GET shortcut. */
  get(url: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url });
  }

  /** POST with a JSON body. */
  post(url: string, body?: unknown): Promise<LightMyRequestResponse> {
    return this.request({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as object }) });
  }

  /** PATCH with a JSON body. */
  patch(url: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.request({ method: 'PATCH', url, payload: body as object });
  }

  /** PUT with a JSON body. */
  put(url: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.request({ method: 'PUT', url, payload: body as object });
  }

  /** DELETE. */
  delete(url: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'DELETE', url });
  }

  /** Fetches the anti-forgery cookie (any GET sets it), then signs in. */
  async signIn(
    username: string,
    password = DEMO_PASSWORD,
    rememberMe = false,
  ): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/health');
    return this.request({
      method: 'POST',
      url: '/api/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password, rememberMe: String(rememberMe) }).toString(),
    });
  }
}

/** Signs a demo user in; fails the test when the sign-in does not succeed. */
export async function signedIn(t: TestApp, username: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  const res = await client.signIn(username);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} answered ${res.statusCode}`);
  return client;
}

/** The id of a demo user. */
export async function userId(t: TestApp, username: string): Promise<number> {
  const rows = await t.handle.db
    .select({ id: utilizadores.id })
    .from(utilizadores)
    .where(eq(utilizadores.username, username));
  const row = rows[0];
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}
