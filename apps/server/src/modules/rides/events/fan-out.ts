import type { RideEvent, RideEventListener } from './ride-event.ts';

/** In-memory subscribers per ride id: the one LISTEN connection of an instance fans out through it. */
export class RideEventFanOut {
  private readonly byRide = new Map<string, Set<RideEventListener>>();

  constructor(private readonly onListenerError: (err: unknown) => void = () => {}) {}

  subscribe(rideId: string, listener: RideEventListener): () => void {
    let listeners = this.byRide.get(rideId);
    if (!listeners) {
      listeners = new Set();
      this.byRide.set(rideId, listeners);
    }
    listeners.add(listener);
    return () => {
      const current = this.byRide.get(rideId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.byRide.delete(rideId);
    };
  }

  publish(event: RideEvent): void {
    const listeners = this.byRide.get(event.rideId);
    if (!listeners) return;
    // A copy: a listener may unsubscribe (the stream ends) while being called.
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (err) {
        this.onListenerError(err);
      }
    }
  }

  /** After a lost connection: every watched ride reloads, since changes may have been missed. */
  resyncAll(): void {
    for (const rideId of [...this.byRide.keys()]) this.publish({ kind: 'resync', rideId });
  }

  watchedRides(): number {
    return this.byRide.size;
  }

  clear(): void {
    this.byRide.clear();
  }
}
