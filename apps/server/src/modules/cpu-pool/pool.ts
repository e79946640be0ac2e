import { Piscina } from 'piscina';
import { AppError } from '@server/lib/app-error.ts';

/**
 * A function a worker thread runs: the file URL of the module that exports it, and its export name.
 * Input and output cross the thread boundary by structured clone, so both are plain data.
 */
export type CpuTask<Input, Output> = { module: string; name: string; __run?: (input: Input) => Output };

/** The modules of every task named so far: each worker thread loads them when it starts. */
const taskModules = new Set<string>();

/**
 * Names `name` of the module at `moduleUrl` (pass `new URL('./x-task.ts', import.meta.url)`) as a
 * pool task. Declare tasks at module level: the threads load the modules named before they start.
 */
export function cpuTask<Input, Output>(moduleUrl: URL, name: string): CpuTask<Input, Output> {
  taskModules.add(moduleUrl.href);
  return { module: moduleUrl.href, name };
}

/** How long `warm()` waits for every thread to have loaded its code. */
const WARM_TIMEOUT_MS = 120_000;

/** Seconds a client is told to wait when every thread is busy and the queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const serverBusy = () =>
  new AppError(
    503,
    'SERVER_BUSY',
    'The server is busy with other requests like this one. Please try again in a few seconds.',
    undefined,
    BUSY_RETRY_AFTER_SECONDS,
  );

export type CpuPoolOptions = { threads: number; maxQueue: number };

/**
 * A bounded worker-thread pool (Piscina) for CPU-heavy work. At most `threads` tasks run and
 * `maxQueue` wait; one more is refused with 503 SERVER_BUSY before it is queued. The count is
 * kept here rather than read from Piscina, so a task admitted while its worker is still starting
 * counts the same as one running. The threads start at the first task, or at `warm()`, which has
 * each load every task module declared with `cpuTask` before it takes a task.
 */
export class CpuPool {
  private piscina: Piscina | null = null;
  private inFlight = 0;
  private closed = false;

  constructor(readonly options: CpuPoolOptions) {}

  /** Tasks admitted and not yet settled. */
  get busy(): number {
    return this.inFlight;
  }

  /** Whether one more task would be admitted now. */
  hasRoom(): boolean {
    return !this.closed && this.inFlight < this.options.threads + this.options.maxQueue;
  }

  /** Throws 503 SERVER_BUSY when one more task would not be admitted (checked before costly preparation). */
  assertRoom(): void {
    if (!this.hasRoom()) throw serverBusy();
  }

  async run<Input, Output>(task: CpuTask<Input, Output>, input: Input): Promise<Awaited<Output>> {
    this.assertRoom();
    this.inFlight++;
    try {
      return (await this.threads().run({ module: task.module, name: task.name, input })) as Awaited<Output>;
    } finally {
      this.inFlight--;
    }
  }

  /**
   * Starts the threads now rather than at the first task, and resolves once every one of them has
   * loaded the task modules (the server waits for it before it listens, so no request meets a
   * thread still compiling): true when all did. One meeting task per thread, each held until all
   * have arrived, proves every thread took one.
   */
  async warm(): Promise<boolean> {
    if (this.closed) return false;
    const threads = this.options.threads;
    const arrived = new SharedArrayBuffer(4);
    const met = await Promise.all(
      Array.from(
        { length: threads },
        () =>
          this.threads(true).run(
            { arrived, threads, timeoutMs: WARM_TIMEOUT_MS },
            { name: 'meet' },
          ) as Promise<boolean>,
      ),
    );
    return met.every(Boolean);
  }

  /** Stops the threads; tasks refused from now on. */
  async close(): Promise<void> {
    this.closed = true;
    const piscina = this.piscina;
    this.piscina = null;
    await piscina?.destroy();
  }

  /**
   * The threads, started at the first call. Started by `warm()` they load every declared task
   * module first; started by a task (tests), each module loads at its first task.
   */
  private threads(preload = false): Piscina {
    this.piscina ??= new Piscina({
      filename: new URL('./worker.mjs', import.meta.url).href,
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      // Admission is counted above; Piscina's own queue never refuses.
      maxQueue: Number.MAX_SAFE_INTEGER,
      // The worker registers tsx itself: the parent's loader flags (or Vitest's) are not inherited.
      execArgv: [],
      workerData: { preload: preload ? [...taskModules] : [] },
    });
    return this.piscina;
  }
}
