import { serverBusy } from './pool.ts';

/** Lets the event loop answer other requests (I/O callbacks, timers) before the next slice of work. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The longest the main thread runs one slice of lane work before it yields. */
export const SLICE_MS = 4;

/**
 * A pause for long main-thread work, called between small units of it (one search, one hotel):
 * it yields to the event loop once the slice has run SLICE_MS (a duration, measured with the
 * monotonic performance clock), and otherwise goes straight on.
 */
export function timeSlicer(): () => Promise<void> {
  let sliceStarted = performance.now();
  return async () => {
    if (performance.now() - sliceStarted < SLICE_MS) return;
    await yieldToEventLoop();
    sliceStarted = performance.now();
  };
}

/**
 * Work that must stay on the main thread (it reads the live in-memory inventory) but is long:
 * it runs one at a time, in slices separated by a `timeSlicer()` pause, so other requests are
 * answered between slices. At most `maxQueue` wait behind the one running; one more is refused
 * with 503 SERVER_BUSY.
 */
export class MainThreadLane {
  private running = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly maxQueue: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running) {
      if (this.waiting.length >= this.maxQueue) throw serverBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running = true;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running = false;
    }
  }
}
