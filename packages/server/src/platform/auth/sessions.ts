import { and, eq, lt, or, sql } from 'drizzle-orm';
import { isAccessLevel, type AccessLevel } from '@sigsa/domain/access/access-levels';
import { AREAS, type Area } from '@sigsa/domain/access/areas';
import { isRole, type Role } from '@sigsa/domain/access/roles';
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
  /** Roles the user holds, sorted. */
  roles: Role[];
  /**
   * The role the session acts under: the one `find` was asked about, else the last one the session named
   * (null when neither, or when the user no longer holds it).
   */
  currentRole: Role | null;
  /** Access levels, per area, of `currentRole` (empty when null). */
  roleLevels: Partial<Record<Area, AccessLevel>>;
}

const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value);

/** Keeps the known areas and levels of a `{area: nivel}` object read from the database. */
function levelsOf(raw: Record<string, string>): Partial<Record<Area, AccessLevel>> {
  const result: Partial<Record<Area, AccessLevel>> = {};
  for (const [area, nivel] of Object.entries(raw))
    if (isArea(area) && isAccessLevel(nivel)) result[area] = nivel;
  return result;
}

// lastSeenAt is refreshed at most once a minute, so that reads do not turn into writes on every call.
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The session lookup every call makes, as one named statement built once (issue 20): PostgreSQL parses and plans
 * it once per pooled connection, and no call renders its text or hashes a name again. `hash` is the cookie
 * token's hash; `role` the role named by `?role=` ('' for none: the session's last one), whose area levels come
 * along when the user holds it.
 */
function findStatement(db: Database) {
  return db
    .select({
      tokenHash: sessoes.tokenHash,
      xsrfToken: sessoes.xsrfToken,
      rememberMe: sessoes.rememberMe,
      lastSeenAt: sessoes.lastSeenAt,
      expiresAt: sessoes.expiresAt,
      perfil: sessoes.perfil,
      userId: utilizadores.id,
      username: utilizadores.username,
      enabled: utilizadores.enabled,
      roles: sql<string[] | null>`ARRAY(SELECT ur.role FROM utilizador_roles ur
        WHERE ur.utilizador_id = ${utilizadores.id} ORDER BY ur.role)`,
      levels: sql<Record<string, string> | string | null>`(SELECT json_object_agg(rp.area, rp.nivel)
        FROM role_permissoes rp WHERE rp.role = COALESCE(NULLIF(${sql.placeholder('role')}, ''), ${sessoes.perfil})
          AND EXISTS (SELECT 1 FROM utilizador_roles h WHERE h.utilizador_id = ${utilizadores.id} AND h.role = rp.role))`,
    })
    .from(sessoes)
    .innerJoin(utilizadores, eq(utilizadores.id, sessoes.utilizadorId))
    .where(eq(sessoes.tokenHash, sql.placeholder('hash')))
    .prepare('sigsa_sessao_find');
}

/** Creates, finds and ends server-side sessions. */
export class SessionStore {
  private readonly findSession: ReturnType<typeof findStatement>;
  /**
   * Lookups under way, by token hash and role: a request that arrives while the same session is being looked up
   * (the list page asks for its columns, rows and count at once) shares that lookup instead of making its own.
   * Nothing is kept once a lookup has answered, so no answer is ever older than the request that waits for it.
   */
  private readonly lookups = new Map<string, Promise<SessionInfo | null>>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly timeouts: SessionTimeouts,
  ) {
    this.findSession = findStatement(db);
  }

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

  /**
   * The live session of a cookie token, with the roles the user holds and the area levels of `role` — one
   * statement, since every call needs them. Expired (idle or absolute) sessions are deleted and answer null.
   */
  async find(token: string, role: string | null = null): Promise<SessionInfo | null> {
    if (token.length > 200) return null;
    const hash = tokenHash(token);
    const key = `${hash} ${role ?? ''}`;
    const pending = this.lookups.get(key);
    if (pending) return pending;
    const lookup = this.lookup(hash, role).finally(() => this.lookups.delete(key));
    this.lookups.set(key, lookup);
    return lookup;
  }

  private async lookup(hash: string, role: string | null): Promise<SessionInfo | null> {
    const rows = await this.findSession.execute({ hash, role: role ?? '' });
    const row = rows[0];
    if (!row) return null;
    const now = this.clock.now().getTime();
    const lastSeen = new Date(row.lastSeenAt).getTime();
    const idle = row.rememberMe ? this.timeouts.rememberIdleMs : this.timeouts.idleMs;
    if (!row.enabled || now >= new Date(row.expiresAt).getTime() || now - lastSeen >= idle) {
      await this.db.delete(sessoes).where(eq(sessoes.tokenHash, hash));
      return null;
    }
    if (now - lastSeen >= TOUCH_INTERVAL_MS) {
      await this.db
        .update(sessoes)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessoes.tokenHash, hash));
    }
    const roles = Object.freeze((row.roles ?? []).filter(isRole)) as Role[];
    const named = role !== null && isRole(role) && roles.includes(role) ? role : null;
    // A role named for the first time becomes the session's own, for the calls that name none (spec 000 §7.2).
    if (named && named !== row.perfil)
      await this.db.update(sessoes).set({ perfil: named }).where(eq(sessoes.tokenHash, hash));
    const stored =
      row.perfil !== null && isRole(row.perfil) && roles.includes(row.perfil) ? row.perfil : null;
    const currentRole = role === null ? stored : named;
    const levels =
      typeof row.levels === 'string' ? (JSON.parse(row.levels) as Record<string, string>) : row.levels;
    // Frozen: callers that shared the lookup share this answer.
    return Object.freeze({
      tokenHash: row.tokenHash,
      xsrfToken: row.xsrfToken,
      rememberMe: row.rememberMe,
      userId: row.userId,
      username: row.username,
      roles,
      currentRole,
      roleLevels: Object.freeze(currentRole ? levelsOf(levels ?? {}) : {}),
    });
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
