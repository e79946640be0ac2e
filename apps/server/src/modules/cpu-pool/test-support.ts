// For tests: a pool task that occupies its worker thread until the test lets it go, so a test can
// fill the pool and its queue without depending on how long real work takes. Loaded by the worker
// too (the task below), so it imports nothing.

/** A flag the held tasks wait on, and how the test lets every one of them go. */
export function holdFlag() {
  const flag = new SharedArrayBuffer(4);
  return {
    flag,
    release() {
      Atomics.store(new Int32Array(flag), 0, 1);
      Atomics.notify(new Int32Array(flag), 0);
    },
  };
}

/** The task: blocks its worker until the flag is released. */
export function hold({ flag }: { flag: SharedArrayBuffer }): 'released' {
  Atomics.wait(new Int32Array(flag), 0, 0);
  return 'released';
}

/** `hold` as a pool task reference (for `pool.run(holdTask, { flag })`). */
export const holdTask = {
  module: new URL('./test-support.ts', import.meta.url).href,
  name: 'hold',
} as { module: string; name: string; __run?: (input: { flag: SharedArrayBuffer }) => 'released' };
