/** Where the server reads the time, so scheduled work can be tested by moving a clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test sets or advances it. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2030-01-01T00:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * The system clock moved forward by however much the browser tests have asked for, so a test that
 * stands for "time passes" (a resend cooldown) moves the server's time instead of waiting it out.
 * Used only by the server the browser tests start (NODE_ENV=test, E2E_INSPECT=1).
 */
export class AdvancingClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
