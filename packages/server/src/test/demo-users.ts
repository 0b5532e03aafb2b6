import { DEMO_ROLES } from './demo-roles.ts';
import { signedIn, type TestApp, type TestClient } from './test-app.ts';

/**
 * The demo users an API test file calls as, each signed in once (`signIn`, in `beforeAll`), and the role each acts
 * under (`DEMO_ROLES`): what every `*.api.test.ts` used to set up by hand.
 *
 * ```ts
 * const users = new DemoUsers(['sigsa', 'mv']);
 * const { as } = users;
 * beforeAll(async () => { t = await createTestApp(); await users.signIn(t); });
 * ```
 */
export class DemoUsers {
  private readonly clients = new Map<string, TestClient>();

  /** `usernames`: the demo users the file needs (signing in costs a password hash each); all by default. */
  constructor(readonly usernames: readonly string[] = Object.keys(DEMO_ROLES)) {}

  /** Signs every user in on `t`. */
  async signIn(t: TestApp): Promise<void> {
    for (const username of this.usernames) this.clients.set(username, await signedIn(t, username));
  }

  /** The signed-in client of `username` (throws for one the file did not sign in). */
  readonly as = (username: string): TestClient => {
    const client = this.clients.get(username);
    if (!client) throw new Error(`${username} is not signed in`);
    return client;
  };
}

/** The role a demo user acts under in the API tests (`DEMO_ROLES`); throws for an unknown user. */
export function roleOf(username: string): string {
  const role = DEMO_ROLES[username];
  if (!role) throw new Error(`no demo role for ${username}`);
  return role;
}

/**
 * The address of a call on one record of `base` (e.g. `/api/vacinacoes`) as a demo user makes it:
 * `{base}/{id}{tail}?role=<the user's role>&projection=<projection>`.
 */
export function recordUrl(base: string) {
  return (id: number, tail = '', username = 'mv', projection = 'full'): string =>
    `${base}/${id}${tail}?role=${roleOf(username)}&projection=${projection}`;
}
