// A CPU-pool task for tests: occupies its worker thread until the test sets the flag and notifies,
// so a test can fill the pool and its queue without depending on how long real work takes.

/** Blocks the worker until `Atomics.notify` on index 0 of `flag` after it is set to 1. */
export function hold({ flag }: { flag: SharedArrayBuffer }): 'released' {
  Atomics.wait(new Int32Array(flag), 0, 0);
  return 'released';
}
