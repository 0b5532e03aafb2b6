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
  /** The first round runs this long after the start (0: at once), then one every `intervalMs`. */
  firstRunAfterMs?: number;
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
  let timer: NodeJS.Timeout | null = null;
  const every = () => {
    timer = setInterval(round, task.intervalMs);
    timer.unref();
  };
  const first = task.firstRunAfterMs;
  if (first === 0) round();
  if (first === undefined || first === 0) every();
  else {
    timer = setTimeout(() => {
      round();
      every();
    }, first);
    timer.unref();
  }
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer); // clears an interval too (one timer kind in Node)
    await running;
  };
}
