import http from 'node:http';

/** A minimal cookie-keeping HTTP client that behaves like the web app (anti-forgery header on writes). */
export class Session {
  private cookies = new Map<string, string>();
  /** One kept-alive socket for {@link get}, as a browser tab keeps its connection. */
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(private readonly base: string) {}

  /**
   * A GET through node:http on a kept-alive socket, the whole body read: for timing the server. fetch (undici)
   * spends some 0.2 ms of its own per call on this machine, which is the client's cost, not the server's.
   * Does not store cookies (sign in with {@link fetch}).
   */
  get(path: string): Promise<{ status: number; body: string }> {
    const url = new URL(path, this.base);
    return new Promise((resolve, reject) => {
      http
        .get(url, { agent: this.agent, headers: { cookie: this.cookieHeader() } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        })
        .on('error', reject);
    });
  }

  /** Closes the sockets of {@link get}. */
  close(): void {
    this.agent.destroy();
  }

  /** fetch with the session's cookies, storing the ones the server sets. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', this.cookieHeader());
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && init.method && init.method !== 'GET') headers.set('x-xsrf-token', xsrf);
    const res = await fetch(this.base + url, { ...init, headers });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  }

  /** The Cookie header the session sends (for load generators that keep no cookies of their own). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Signs in with the demo password. */
  signIn(username: string): Promise<Response> {
    return this.fetch('/api/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=${username}&password=sigsa2025`,
    });
  }
}
