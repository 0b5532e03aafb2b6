import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
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
    const [row] = await queryRows<{ ate: Date | string | null }>(this.db, this.lockedUntilSql(keys));
    this.assertUnlocked(row?.ate ?? null, message);
  }

  /** Counts a failure (or, for a limit on every attempt, an attempt) against a key; locks it at the policy's limit. */
  async recordFailure(key: string, policy: ThrottlePolicy): Promise<void> {
    await queryRows(this.db, this.countSql(key, policy, sql`TRUE`));
  }

  /**
   * A query of one row, `ate`: the latest lock of any of `keys`, null when none was ever set. A part for a caller
   * that reads the locks in its own statement (the public certificate check: one round trip per request).
   */
  lockedUntilSql(keys: string[]): SQL {
    const t = tentativasAutenticacao;
    return sql`SELECT max(${t.bloqueadoAte}) AS ate FROM ${t} WHERE ${inArray(t.chave, keys)}`;
  }

  /** Throws 429 when `until` (from {@link lockedUntilSql}) is still to come. */
  assertUnlocked(until: Date | string | null, message: (minutes: number) => string = lockedMessage): void {
    const left = (until ? new Date(until).getTime() : 0) - this.clock.now().getTime();
    if (left > 0) throw tooManyRequests(message(Math.ceil(left / 60_000)));
  }

  /**
   * One attempt against `key`, counted when `when` holds, as one statement (an INSERT, fit for a WITH): concurrent
   * attempts cannot lose a count. Timestamps go in as ISO text with an explicit cast: both drivers then agree.
   */
  countSql(key: string, policy: ThrottlePolicy, when: SQL): SQL {
    const now = this.clock.now();
    const nowTs = sql`${now.toISOString()}::timestamptz`;
    const windowStart = sql`${new Date(now.getTime() - policy.windowMs).toISOString()}::timestamptz`;
    const lockTs = sql`${new Date(now.getTime() + policy.lockMs).toISOString()}::timestamptz`;
    const t = tentativasAutenticacao;
    const inWindow = sql`${t.inicioJanela} >= ${windowStart}`;
    return sql`INSERT INTO ${t} (chave, falhas, inicio_janela, bloqueado_ate)
               SELECT ${key}, 1, ${nowTs}, CASE WHEN ${policy.maxFailures}::int <= 1 THEN ${lockTs} END
                WHERE ${when}
               ON CONFLICT (chave) DO UPDATE SET
                 falhas = CASE WHEN ${inWindow} THEN ${t.falhas} + 1 ELSE 1 END,
                 inicio_janela = CASE WHEN ${inWindow} THEN ${t.inicioJanela} ELSE ${nowTs} END,
                 bloqueado_ate = CASE WHEN ${inWindow} AND ${t.falhas} + 1 >= ${policy.maxFailures}::int
                                      THEN ${lockTs} ELSE ${t.bloqueadoAte} END`;
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
