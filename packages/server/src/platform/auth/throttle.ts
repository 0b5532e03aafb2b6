import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
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
   * A query of one row, `ate`: the latest lock of any of `keys` (text, or placeholders of a statement built once),
   * null when none was ever set. A part for a caller that reads the locks in its own statement (the public
   * certificate check: one round trip per request).
   */
  lockedUntilSql(keys: (string | SQL)[]): SQL {
    const t = tentativasAutenticacao;
    const lista = sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    );
    return sql`SELECT max(${t.bloqueadoAte}) AS ate FROM ${t} WHERE ${t.chave} IN (${lista})`;
  }

  /** Throws 429 when `until` (from {@link lockedUntilSql}) is still to come. */
  assertUnlocked(until: Date | string | null, message: (minutes: number) => string = lockedMessage): void {
    const left = (until ? new Date(until).getTime() : 0) - this.clock.now().getTime();
    if (left > 0) throw tooManyRequests(message(Math.ceil(left / 60_000)));
  }

  /** One attempt against `key`, counted when `when` holds, as one statement (an INSERT, fit for a WITH). */
  countSql(key: string, policy: ThrottlePolicy, when: SQL): SQL {
    const v = this.countValues(key, policy);
    return countStatement(policy, when, {
      chave: sql`${v.chave}`,
      agora: sql`${v.agora}`,
      janela: sql`${v.janela}`,
      bloqueio: sql`${v.bloqueio}`,
    });
  }

  /**
   * {@link countSql} for a statement built once: its values are placeholders named after `name`, and `values`
   * gives them for a key at the time of the call.
   */
  preparedCount(
    name: string,
    policy: ThrottlePolicy,
    when: SQL,
  ): { sql: SQL; values(key: string): Record<string, string> } {
    const nome = (parte: keyof ReturnType<AttemptThrottle['countValues']>) => `${name}_${parte}`;
    return {
      sql: countStatement(policy, when, {
        chave: sql`${sql.placeholder(nome('chave'))}`,
        agora: sql`${sql.placeholder(nome('agora'))}`,
        janela: sql`${sql.placeholder(nome('janela'))}`,
        bloqueio: sql`${sql.placeholder(nome('bloqueio'))}`,
      }),
      values: (key) => {
        const v = this.countValues(key, policy);
        return {
          [nome('chave')]: v.chave,
          [nome('agora')]: v.agora,
          [nome('janela')]: v.janela,
          [nome('bloqueio')]: v.bloqueio,
        };
      },
    };
  }

  /** What an attempt against `key` binds now: the key, now, its window's start and the lock it would set. */
  private countValues(key: string, policy: ThrottlePolicy) {
    const now = this.clock.now().getTime();
    return {
      chave: key,
      agora: new Date(now).toISOString(),
      janela: new Date(now - policy.windowMs).toISOString(),
      bloqueio: new Date(now + policy.lockMs).toISOString(),
    };
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

/**
 * The INSERT that counts an attempt, its values given as SQL: a single statement, so concurrent attempts cannot
 * lose a count. Timestamps go in as ISO text with an explicit cast: both drivers then agree on the type.
 */
function countStatement(
  policy: ThrottlePolicy,
  when: SQL,
  v: { chave: SQL; agora: SQL; janela: SQL; bloqueio: SQL },
): SQL {
  const t = tentativasAutenticacao;
  const agora = sql`${v.agora}::timestamptz`;
  const bloqueio = sql`${v.bloqueio}::timestamptz`;
  const inWindow = sql`${t.inicioJanela} >= ${v.janela}::timestamptz`;
  return sql`INSERT INTO ${t} (chave, falhas, inicio_janela, bloqueado_ate)
             SELECT ${v.chave}::text, 1, ${agora}, CASE WHEN ${policy.maxFailures}::int <= 1 THEN ${bloqueio} END
              WHERE ${when}
             ON CONFLICT (chave) DO UPDATE SET
               falhas = CASE WHEN ${inWindow} THEN ${t.falhas} + 1 ELSE 1 END,
               inicio_janela = CASE WHEN ${inWindow} THEN ${t.inicioJanela} ELSE ${agora} END,
               bloqueado_ate = CASE WHEN ${inWindow} AND ${t.falhas} + 1 >= ${policy.maxFailures}::int
                                    THEN ${bloqueio} ELSE ${t.bloqueadoAte} END`;
}
