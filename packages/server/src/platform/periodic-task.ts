/** Where a periodic task reports a failure. */
export interface PeriodicTaskLog {
  warn(message: string): void;
}

/** A job the server runs on a timer. */
export interface PeriodicTask {
  /** Named in the failure message. */
  name: string;
  run(): Promise<void>;
  intervalMs: number;
  /** Run once at once, as well as on every tick. */
  runAtStart?: boolean;
}

/**
 * Runs `task` every `intervalMs`, never two rounds at once; a failure is logged and the next tick tries again.
 * Answers the stop function, which waits for a round in progress to end, so the database is never closed under
 * a running task. The timer alone never keeps the process alive.
 */
export function startPeriodicTask(task: PeriodicTask, log: PeriodicTaskLog): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = () => {
    if (running || stopped) return;
    running = task
      .run()
      .catch((error: unknown) => log.warn(`${task.name} falhou: ${String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  if (task.runAtStart) round();
  const timer = setInterval(round, task.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
