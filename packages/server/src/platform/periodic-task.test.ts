import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicTask } from './periodic-task.ts';

describe('startPeriodicTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const counting = (firstRunAfterMs?: number) => {
    const task = {
      name: 'tarefa',
      intervalMs: 1_000,
      firstRunAfterMs,
      runs: 0,
      run: async () => void task.runs++,
    };
    return task;
  };
  const log = { warn: () => {} };

  it('runs at once when the first round is due at 0, then every interval', async () => {
    const task = counting(0);
    const stop = startPeriodicTask(task, log);
    expect(task.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task.runs).toBe(3);
    await stop();
  });

  it('waits for the first round when it is delayed, then keeps the interval', async () => {
    const task = counting(5_000);
    const stop = startPeriodicTask(task, log);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(task.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(task.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task.runs).toBe(2);
    await stop();
  });

  it('without a first delay, waits one interval', async () => {
    const task = counting();
    const stop = startPeriodicTask(task, log);
    expect(task.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task.runs).toBe(1);
    await stop();
  });

  it('never runs once stopped, also when stopped before its first round', async () => {
    const task = counting(5_000);
    await startPeriodicTask(task, log)();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task.runs).toBe(0);
  });
});
