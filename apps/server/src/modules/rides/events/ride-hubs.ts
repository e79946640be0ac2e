import type { FastifyBaseLogger } from 'fastify';
import type { RideEventListener } from './ride-event.ts';
import type { RideWatch, WatchedRide } from './ride-watch.ts';

export type RideHubsOptions = {
  subscribe(rideId: string, listener: RideEventListener): () => void;
  /** The ride as it is now (for any of its watchers: each was checked to be the owner when it opened). */
  load(rideId: string): Promise<WatchedRide | null>;
  log: FastifyBaseLogger;
};

type Hub = { watches: Set<RideWatch>; unsubscribe: () => void; loading: boolean; again: boolean; heard: number };

/**
 * The watchers of each ride on this instance share one bus subscription and one reload per change:
 * a thousand open pages of one ride cost one query per change, not a thousand. Reloads of a ride
 * run one at a time; changes heard meanwhile cost one more reload after it.
 */
export class RideHubs {
  private readonly hubs = new Map<string, Hub>();

  constructor(private readonly options: RideHubsOptions) {}

  /** Adds a watcher (before its first load, so no change is missed); returns `leave`. */
  join(rideId: string, watch: RideWatch): { leave(): void; heardSince(): boolean } {
    let hub = this.hubs.get(rideId);
    if (!hub) {
      const created: Hub = { watches: new Set(), unsubscribe: () => {}, loading: false, again: false, heard: 0 };
      created.unsubscribe = this.options.subscribe(rideId, () => {
        created.heard++;
        this.reload(rideId, created);
      });
      this.hubs.set(rideId, created);
      hub = created;
    }
    hub.watches.add(watch);
    const joined = hub.heard;
    const own = hub;
    return {
      leave: () => this.leave(rideId, own, watch),
      heardSince: () => own.heard !== joined,
    };
  }

  /** Reloads the ride for its watchers (after a watcher's first load raced a change). */
  refresh(rideId: string): void {
    const hub = this.hubs.get(rideId);
    if (hub) this.reload(rideId, hub);
  }

  openStreams(): RideWatch[] {
    return [...this.hubs.values()].flatMap((hub) => [...hub.watches]);
  }

  private leave(rideId: string, hub: Hub, watch: RideWatch): void {
    hub.watches.delete(watch);
    if (hub.watches.size > 0 || this.hubs.get(rideId) !== hub) return;
    hub.unsubscribe();
    this.hubs.delete(rideId);
  }

  private reload(rideId: string, hub: Hub): void {
    if (hub.loading) {
      hub.again = true;
      return;
    }
    hub.loading = true;
    void this.options
      .load(rideId)
      .then((ride) => {
        for (const watch of [...hub.watches]) {
          if (ride) watch.update(ride);
          else watch.close();
        }
      })
      .catch((err: unknown) => this.options.log.error({ err, rideId }, 'ride watchers reload failed'))
      .finally(() => {
        hub.loading = false;
        if (hub.again && hub.watches.size > 0) {
          hub.again = false;
          this.reload(rideId, hub);
        }
      });
  }
}
