/** Long work runs at most about this long before letting requests run. */
export const SLICE_MS = 10;

/** Lets other work (requests) run before continuing: resolves in the event loop's next check phase. */
export const nextCheckPhase = () => new Promise<void>((resolve) => setImmediate(resolve));
