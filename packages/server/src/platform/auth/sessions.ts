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
  /** The laboratory the user belongs to (a ROLE_LAB user's), or null. */
  laboratorioId: number | null;
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
      laboratorioId: utilizadores.laboratorioId,
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

/** At most this many sessions are kept for reuse; beyond it the oldest go first. */
const MAX_REUSED = 10_000;

/** A session the database answered, and when it expires at the latest (epoch ms). */
interface Found {
  info: SessionInfo;
  expiresAt: number;
}

/** A session looked up, kept for reuse until `until` (epoch ms). */
interface Reused {
  info: SessionInfo;
  until: number;
}

/**
 * Creates, finds and ends server-side sessions.
 *
 * A session found is reused for `timeouts.cacheMs` (1 s by default) by the calls that bring the same cookie and
 * role: under load the lookup was a third of the database's work per call (issue 20). Reuse never outlives the
 * session's absolute expiry; sign-out and a role switch forget it here at once. Whatever changes a user's
 * roles, permissions or `enabled` (Gerir) must call `forgetAll()`; another process of a multi-process deployment
 * honours the old answer for at most `cacheMs` (docs/decisions.md).
 */
export class SessionStore {
  private readonly findSession: ReturnType<typeof findStatement>;
  /**
   * Lookups under way, by token hash and role: a request that arrives while the same session is being looked up
   * (the list page asks for its columns, rows and count at once) shares that lookup instead of making its own.
   */
  private readonly lookups = new Map<string, Promise<SessionInfo | null>>();
  /** Sessions found, by the same key, oldest first (Map keeps insertion order). Unknown tokens are not kept. */
  private readonly reused = new Map<string, Reused>();
  /** Counts the forgets: a lookup that began before one is not kept. */
  private generation = 0;

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
    const kept = this.reused.get(key);
    if (kept && kept.until > this.clock.now().getTime()) return kept.info;
    const pending = this.lookups.get(key);
    if (pending) return pending;
    // A sign-out or role switch while this lookup runs may have read the row before it changed: then the
    // answer serves this request only.
    const ticket = { generation: this.generation };
    const lookup: Promise<SessionInfo | null> = this.lookup(hash, role, ticket)
      .then((found) => {
        if (found && ticket.generation === this.generation) this.keep(key, found);
        return found?.info ?? null;
      })
      .finally(() => {
        if (this.lookups.get(key) === lookup) this.lookups.delete(key);
      });
    this.lookups.set(key, lookup);
    return lookup;
  }

  /** Keeps a session found for reuse, dropping those whose time is up and, past the cap, the oldest. */
  private keep(key: string, { info, expiresAt }: Found): void {
    if (this.timeouts.cacheMs <= 0) return;
    const now = this.clock.now().getTime();
    for (const [oldKey, old] of this.reused) {
      if (old.until > now && this.reused.size < MAX_REUSED) break;
      this.reused.delete(oldKey);
    }
    this.reused.delete(key);
    this.reused.set(key, { info, until: Math.min(now + this.timeouts.cacheMs, expiresAt) });
  }

  /** Forgets what was kept or is being looked up of a session, once its row has changed (sign-out, role switch). */
  private forget(hash: string): void {
    this.generation++;
    for (const key of this.reused.keys()) if (key.startsWith(`${hash} `)) this.reused.delete(key);
    for (const key of this.lookups.keys()) if (key.startsWith(`${hash} `)) this.lookups.delete(key);
  }

  /** Forgets every session kept or being looked up: after a change to users, their roles or the roles' permissions. */
  forgetAll(): void {
    this.generation++;
    this.reused.clear();
    this.lookups.clear();
  }

  /** `ticket`: the forgets seen when the lookup began (moved on by its own role switch). */
  private async lookup(
    hash: string,
    role: string | null,
    ticket: { generation: number },
  ): Promise<Found | null> {
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
    // A role named for the first time becomes the session's own, for the calls that name none (spec 000 §7.2);
    // what was kept under the old one no longer says which role those calls act under.
    if (named && named !== row.perfil) {
      await this.db.update(sessoes).set({ perfil: named }).where(eq(sessoes.tokenHash, hash));
      const current = ticket.generation === this.generation;
      this.forget(hash);
      if (current) ticket.generation = this.generation;
    }
    const stored =
      row.perfil !== null && isRole(row.perfil) && roles.includes(row.perfil) ? row.perfil : null;
    const currentRole = role === null ? stored : named;
    const levels =
      typeof row.levels === 'string' ? (JSON.parse(row.levels) as Record<string, string>) : row.levels;
    // Frozen: callers that shared the lookup, or reuse it, share this answer.
    const info: SessionInfo = Object.freeze({
      tokenHash: row.tokenHash,
      xsrfToken: row.xsrfToken,
      rememberMe: row.rememberMe,
      userId: row.userId,
      username: row.username,
      roles,
      currentRole,
      roleLevels: Object.freeze(currentRole ? levelsOf(levels ?? {}) : {}),
      laboratorioId: row.laboratorioId === null ? null : Number(row.laboratorioId),
    });
    return { info, expiresAt: new Date(row.expiresAt).getTime() };
  }

  /** Ends a session (sign-out, or the old session at sign-in). */
  async destroy(hash: string): Promise<void> {
    await this.db.delete(sessoes).where(eq(sessoes.tokenHash, hash));
    this.forget(hash);
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
