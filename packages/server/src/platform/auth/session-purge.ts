import { startPeriodicTask, type PeriodicTaskLog } from '../periodic-task.ts';
import type { SessionStore } from './sessions.ts';
import type { AttemptThrottle } from './throttle.ts';

/** How often expired sessions and spent sign-in counters are deleted. */
export const SESSION_PURGE_INTERVAL_MS = 15 * 60_000;

/**
 * Deletes expired sessions and sign-in counters whose window has passed, at start and then every
 * `intervalMs`: an expired session is refused when presented, but without this its row would stay for good.
 * Answers the stop function.
 */
export function startSessionPurge(
  deps: { sessions: SessionStore; throttle: AttemptThrottle; log: PeriodicTaskLog },
  intervalMs = SESSION_PURGE_INTERVAL_MS,
): () => Promise<void> {
  const run = async () => {
    await deps.sessions.purgeExpired();
    await deps.throttle.purgeStale();
  };
  return startPeriodicTask(
    { name: 'Limpeza das sessões expiradas', run, intervalMs, firstRunAfterMs: 0 },
    deps.log,
  );
}
