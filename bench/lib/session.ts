/** A minimal cookie-keeping HTTP client that behaves like the web app (anti-forgery header on writes). */
export class Session {
  private cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  /** fetch with the session's cookies, storing the ones the server sets. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
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

  /** Signs in with the demo password. */
  signIn(username: string): Promise<Response> {
    return this.fetch('/api/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=${username}&password=sigsa2025`,
    });
  }
}
