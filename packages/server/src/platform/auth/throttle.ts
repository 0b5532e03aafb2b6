import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tentativasAutenticacao } from '../../db/schema/users.ts';
import type { Clock } from '../clock.ts';
import { tooManyRequests } from '../http/errors.ts';

/** How many failures a key may have inside a window before it is locked, and for how long. */
export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** Per-account: 5 failures in 15 minutes lock the account's sign-in for 15 minutes. */
export const ACCOUNT_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Per-address: 20 failures in 15 minutes lock that address for 15 minutes, whatever the account. */
export const ADDRESS_POLICY: ThrottlePolicy = { maxFailures: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Per-address public certificate checks (issue 18): over 30 a minute lock the address for a minute. */
export const QR_CHECKS_POLICY: ThrottlePolicy = { maxFailures: 30, windowMs: 60_000, lockMs: 60_000 };
/** Per-address unknown certificate codes: 20 in 15 minutes lock the address for 15 minutes (no enumeration). */
export const QR_UNKNOWN_POLICY: ThrottlePolicy = {
  maxFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
const POLICIES = [ACCOUNT_POLICY, ADDRESS_POLICY, QR_CHECKS_POLICY, QR_UNKNOWN_POLICY];

/** The throttle key of an account's password checks (sign-in and one's own password change share it). */
export function accountKey(username: string): string {
  return `conta:${username.toLowerCase()}`;
}

/** The pt-PT message of a locked sign-in. */
export function lockedMessage(minutes: number): string {
  return `Demasiadas tentativas de autenticação falhadas. Tente novamente dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/**
 * Counted attempts per key (sign-in failures, public certificate checks), kept in the database so that every
 * server behind a load balancer sees the same counters. A key is locked once its policy's limit is reached.
 */
export class AttemptThrottle {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Throws 429 when any of the keys is locked now, with `message` of the minutes left (sign-in's by default). */
  async assertNotLocked(keys: string[], message: (minutes: number) => string = lockedMessage): Promise<void> {
    const now = this.clock.now().getTime();
    // One query for every key: the public certificate check asks this on each request.
    const rows = await this.db
      .select({ bloqueadoAte: tentativasAutenticacao.bloqueadoAte })
      .from(tentativasAutenticacao)
      .where(inArray(tentativasAutenticacao.chave, keys));
    const until = Math.max(0, ...rows.map((row) => row.bloqueadoAte?.getTime() ?? 0));
    if (until > now) throw tooManyRequests(message(Math.ceil((until - now) / 60_000)));
  }

  /** Counts a failure (or, for a limit on every attempt, an attempt) against a key; locks it at the policy's limit. */
  async recordFailure(key: string, policy: ThrottlePolicy): Promise<void> {
    const now = this.clock.now();
    // Timestamps go in as ISO text with an explicit cast: both drivers then agree on the type.
    const nowTs = sql`${now.toISOString()}::timestamptz`;
    const windowStart = sql`${new Date(now.getTime() - policy.windowMs).toISOString()}::timestamptz`;
    const lockUntil = new Date(now.getTime() + policy.lockMs);
    const lockTs = sql`${lockUntil.toISOString()}::timestamptz`;
    // One statement: concurrent failures cannot lose a count.
    await this.db
      .insert(tentativasAutenticacao)
      .values({
        chave: key,
        falhas: 1,
        inicioJanela: now,
        bloqueadoAte: policy.maxFailures <= 1 ? lockUntil : null,
      })
      .onConflictDoUpdate({
        target: tentativasAutenticacao.chave,
        set: {
          falhas: sql`CASE WHEN ${tentativasAutenticacao.inicioJanela} < ${windowStart} THEN 1 ELSE ${tentativasAutenticacao.falhas} + 1 END`,
          inicioJanela: sql`CASE WHEN ${tentativasAutenticacao.inicioJanela} < ${windowStart} THEN ${nowTs} ELSE ${tentativasAutenticacao.inicioJanela} END`,
          bloqueadoAte: sql`CASE WHEN ${tentativasAutenticacao.inicioJanela} >= ${windowStart} AND ${tentativasAutenticacao.falhas} + 1 >= ${policy.maxFailures} THEN ${lockTs} ELSE ${tentativasAutenticacao.bloqueadoAte} END`,
        },
      });
  }

  /**
   * Deletes the counters that no longer count: their window ended and no lock is running. Without it, every
   * address that ever failed a sign-in would keep its row for good.
   */
  async purgeStale(): Promise<void> {
    const now = this.clock.now();
    const longestWindow = Math.max(...POLICIES.map((p) => p.windowMs));
    await this.db
      .delete(tentativasAutenticacao)
      .where(
        and(
          lt(tentativasAutenticacao.inicioJanela, new Date(now.getTime() - longestWindow)),
          or(isNull(tentativasAutenticacao.bloqueadoAte), lt(tentativasAutenticacao.bloqueadoAte, now)),
        ),
      );
  }

  /** Forgets the failures of a key (after a successful sign-in of that account). */
  async reset(key: string): Promise<void> {
    await this.db.delete(tentativasAutenticacao).where(eq(tentativasAutenticacao.chave, key));
  }
}
