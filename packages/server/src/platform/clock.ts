/** Where "now" comes from, so that tests can move time (session expiry, throttling windows). */
export interface Clock {
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = new Date('2026-01-15T10:00:00Z')) {
    this.current = start.getTime();
  }

  /** The current fake time. */
  now(): Date {
    return new Date(this.current);
  }

  /** Moves time forward by `ms`. */
  advance(ms: number): void {
    this.current += ms;
  }
}
