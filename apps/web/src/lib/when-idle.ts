/**
 * Runs `task` once the browser has nothing more urgent to do (requestIdleCallback, at most
 * `timeoutMs` later; a short timer where it is missing). Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/** A module loader that starts once the browser is idle: for code a first paint does not need. */
export function afterIdle<T>(load: () => Promise<T>): () => Promise<T> {
  return () => new Promise<void>((resolve) => whenIdle(resolve)).then(load);
}
