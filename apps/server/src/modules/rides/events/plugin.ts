import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@server/db/client.ts';
import { SESSION_ENDS_CHANNEL } from '../../auth/public.ts';
import { RideEventFanOut } from './fan-out.ts';
import { listenForRideEvents } from './listener.ts';
import { RIDE_EVENTS_CHANNEL } from './notify.ts';
import { parseRideEventPayload, type RideEventListener } from './ride-event.ts';

/** Ride status changes of every server instance, as this instance hears them. */
export type RideEventBus = {
  /** Calls `listener` for each committed change of the ride (and resyncs); returns the unsubscribe. */
  subscribe(rideId: string, listener: RideEventListener): () => void;
  /** How many rides have subscribers here (the watcher bench and tests read it). */
  watchedRides(): number;
  /**
   * Hears every ended session of any instance (its public id), and `resync` after the listening
   * connection was lost and regained (ends may have been missed); returns the unsubscribe.
   */
  onSessionEnds(listener: SessionEndsListener): () => void;
};

export type SessionEndsListener = { ended(sessionPublicId: string): void; resync(): void };

declare module 'fastify' {
  interface FastifyInstance {
    rideEvents: RideEventBus;
  }
}

/**
 * One LISTEN on `ride_events` (and one on `session_ends`) for this server instance (a dedicated PostgreSQL session, or the
 * embedded database's listen), fanned out in memory to the subscribers of each ride. Publishing is
 * `notifyRideEvent` inside the changing transaction, so only committed changes are heard, by every
 * instance on the database.
 */
export const rideEventsPlugin = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    const fanOut = new RideEventFanOut((err) => app.log.error({ err }, 'ride event subscriber failed'));
    const listener = await listenForRideEvents(database, RIDE_EVENTS_CHANNEL, {
      onPayload: (payload) => {
        const event = parseRideEventPayload(payload, app.clock.now());
        if (event) fanOut.publish(event);
        else app.log.warn('ignored a malformed ride event');
      },
      onResubscribed: () => fanOut.resyncAll(),
      log: app.log,
    });
    // Ended sessions, on their own channel over the same kind of listening connection: a live
    // stream belongs to its session and closes when it ends, on whichever instance it is open.
    const sessionListeners = new Set<SessionEndsListener>();
    const each = (fn: (l: SessionEndsListener) => void) => {
      for (const l of [...sessionListeners]) {
        try {
          fn(l);
        } catch (err) {
          app.log.error({ err }, 'session end subscriber failed');
        }
      }
    };
    const sessionEnds = await listenForRideEvents(database, SESSION_ENDS_CHANNEL, {
      onPayload: (publicId) => each((l) => l.ended(publicId)),
      onResubscribed: () => each((l) => l.resync()),
      log: app.log,
    });
    app.decorate('rideEvents', {
      subscribe: (rideId, fn) => fanOut.subscribe(rideId, fn),
      watchedRides: () => fanOut.watchedRides(),
      onSessionEnds: (l) => {
        sessionListeners.add(l);
        return () => sessionListeners.delete(l);
      },
    } satisfies RideEventBus);
    app.addHook('onClose', async () => {
      await Promise.all([listener.close(), sessionEnds.close()]);
      fanOut.clear();
      sessionListeners.clear();
    });
  },
  { name: 'ride-events' },
);
