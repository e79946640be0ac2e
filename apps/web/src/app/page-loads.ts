import { useSyncExternalStore } from 'react';

/** How many page loads (code and namespaces) are under way: the shell shows it as aria-busy. */
let inFlight = 0;
const listeners = new Set<() => void>();
// A load starts while a page renders; listeners hear of it once that render is over.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

export function pageLoadStarted(load: Promise<void>): Promise<void> {
  inFlight += 1;
  notify();
  const done = () => {
    inFlight -= 1;
    notify();
  };
  load.then(done, done);
  return load;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a page's code is loading after a navigation (false in prerendered HTML). */
export const usePageLoading = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => inFlight > 0,
    () => false,
  );
