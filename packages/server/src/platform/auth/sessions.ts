import { and, eq, lt, or } from 'drizzle-orm';
import type { SessionTimeouts } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sessoes, utilizadores } from '../../db/schema/users.ts';
import type { Clock } from '../clock.ts';
import { randomToken, tokenHash } from './tokens.ts';

/** A live session and the user it belongs to. */
export interface SessionInfo {
  tokenHash: string;
  xsrfToken: string;
  rememberMe: boolean;
  userId: number;
  username: string;
}

// lastSeenAt is refreshed at most once a minute, so that reads do not turn into writes on every call.
const TOUCH_INTERVAL_MS = 60_000;

/** Creates, finds and ends server-side sessions. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly timeouts: SessionTimeouts,
  ) {}

  /** Starts a session; returns the cookie token (only its hash is stored) and the anti-forgery token. */
  async create(
    userId: number,
    rememberMe: boolean,
    meta: { ip: string; userAgent: string | undefined },
  ): Promise<{ token: string; xsrfToken: string; expiresAt: Date }> {
    const token = randomToken();
    const xsrfToken = randomToken();
    const now = this.clock.now();
    const absolute = rememberMe ? this.timeouts.rememberAbsoluteMs : this.timeouts.absoluteMs;
    const expiresAt = new Date(now.getTime() + absolute);
    await this.db.insert(sessoes).values({
      tokenHash: tokenHash(token),
      utilizadorId: userId,
      xsrfToken,
      rememberMe,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
    return { token, xsrfToken, expiresAt };
  }

  /** The live session of a cookie token; expired (idle or absolute) sessions are deleted and answer null. */
  async find(token: string): Promise<SessionInfo | null> {
    if (token.length > 200) return null;
    const hash = tokenHash(token);
    const rows = await this.db
      .select({
        tokenHash: sessoes.tokenHash,
        xsrfToken: sessoes.xsrfToken,
        rememberMe: sessoes.rememberMe,
        lastSeenAt: sessoes.lastSeenAt,
        expiresAt: sessoes.expiresAt,
        userId: utilizadores.id,
        username: utilizadores.username,
        enabled: utilizadores.enabled,
      })
      .from(sessoes)
      .innerJoin(utilizadores, eq(utilizadores.id, sessoes.utilizadorId))
      .where(eq(sessoes.tokenHash, hash));
    const row = rows[0];
    if (!row) return null;
    const now = this.clock.now().getTime();
    const idle = row.rememberMe ? this.timeouts.rememberIdleMs : this.timeouts.idleMs;
    if (!row.enabled || now >= row.expiresAt.getTime() || now - row.lastSeenAt.getTime() >= idle) {
      await this.db.delete(sessoes).where(eq(sessoes.tokenHash, hash));
      return null;
    }
    if (now - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await this.db
        .update(sessoes)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessoes.tokenHash, hash));
    }
    return {
      tokenHash: row.tokenHash,
      xsrfToken: row.xsrfToken,
      rememberMe: row.rememberMe,
      userId: row.userId,
      username: row.username,
    };
  }

  /** Ends a session (sign-out, or the old session at sign-in). */
  async destroy(hash: string): Promise<void> {
    await this.db.delete(sessoes).where(eq(sessoes.tokenHash, hash));
  }

  /** Deletes every expired session; run from time to time. */
  async purgeExpired(): Promise<void> {
    const now = this.clock.now();
    await this.db
      .delete(sessoes)
      .where(
        or(
          lt(sessoes.expiresAt, now),
          and(
            eq(sessoes.rememberMe, false),
            lt(sessoes.lastSeenAt, new Date(now.getTime() - this.timeouts.idleMs)),
          ),
          lt(sessoes.lastSeenAt, new Date(now.getTime() - this.timeouts.rememberIdleMs)),
        ),
      );
  }
}
