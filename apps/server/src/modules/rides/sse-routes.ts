import type { OutgoingHttpHeaders } from 'node:http';
import DataLoader from 'dataloader';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { rideIdParamsSchema } from '@escazo/contracts/rides';
import { rideStatuses, type RideStatus } from '@escazo/contracts/ride-options';
import { positionAt } from '@escazo/rides';
import type { Config } from '@server/config.ts';
import type { Database, Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { existingSessionIds, isSessionAlive, requireUser } from '../auth/public.ts';
import { presentRideDetail } from './detail.ts';
import { clockIn, type ClockOf } from './presenter.ts';
import { RideHubs } from './events/ride-hubs.ts';
import { RideWatch, type WatchedRide } from './events/ride-watch.ts';
import { sseHeaders } from './events/sse-frame.ts';
import { findRideView, findRideViews, type RideRow, type RideView } from './repository.ts';

const FINAL: ReadonlySet<string> = new Set(['completed', 'cancelled']);

/** The ride's detail (with userId: only the owner's; one query) and where its driver is at any moment. */
async function loadWatched(
  db: Db,
  clockOf: ClockOf,
  rideId: string,
  now: Date,
  userId?: string,
): Promise<WatchedRide | null> {
  const view = await findRideView(db, rideId, userId);
  return view ? watched(view, now, clockOf) : null;
}

function watched(view: RideView, now: Date, clockOf: ClockOf): WatchedRide {
  const { ride } = view;
  return {
    detail: presentRideDetail(view, now, clockOf),
    // Later changes are later in time; changes at one instant (a catch-up) follow the lifecycle.
    order: ride.updatedAt.getTime() * 10 + rideStatuses.indexOf(ride.status as RideStatus),
    position: (at) => driverPosition(ride, at),
  };
}

/**
 * Reloads after changes: the rides a burst of notifications names (one tick's commit moves many) are
 * read in one query, so the last ride's watchers do not wait for every other ride's read. No cache:
 * each burst reads afresh.
 */
function batchedRideLoader(db: Db, now: () => Date, clockOf: ClockOf) {
  const loader = new DataLoader<string, WatchedRide | null>(
    async (ids) => {
      const views = new Map((await findRideViews(db, ids)).map((view) => [view.ride.id, view]));
      const at = now();
      return ids.map((id) => {
        const view = views.get(id);
        return view ? watched(view, at, clockOf) : null;
      });
    },
    { cache: false },
  );
  return (rideId: string) => loader.load(rideId);
}

function driverPosition(ride: RideRow, at: Date) {
  const start = { lat: ride.driverStartLat, lon: ride.driverStartLon };
  return positionAt(ride, start, ride.pickup, ride.destination, ride.status as RideStatus, at);
}

/**
 * GET /api/rides/:id/events: the ride's live status as server-sent events (the owner's ride only;
 * anyone else's is a 404). One long request, never compressed; a GET, so no CSRF token. Opening
 * streams has its own rate-limit bucket, five times the global one per address: watchers never
 * spend a page's API budget and many riders behind one address are fine, while a reconnect storm
 * is still capped.
 */
export const rideEventRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  const clockOf = clockIn(() => app.rides.catalogue);
  const hubs = new RideHubs({
    subscribe: (rideId, listener) => app.rideEvents.subscribe(rideId, listener),
    load: batchedRideLoader(database.db, () => app.clock.now(), clockOf),
    log: app.log,
  });
  // A stream belongs to the session that opened it: when the session ends anywhere (sign-out,
  // revocation, a ban, a password change, a deleted account; heard from the database on every
  // instance), its streams close; when it expires on the clock, the stream sees it before its
  // next frame.
  const bySession = new Map<string, Set<RideWatch>>();
  const closeSession = (publicId: string) => {
    for (const watch of [...(bySession.get(publicId) ?? [])]) watch.close();
  };
  const stopHearing = app.rideEvents.onSessionEnds({
    ended: closeSession,
    resync: () => {
      const ids = [...bySession.keys()];
      void existingSessionIds(database.db, ids)
        .then((alive) => ids.filter((id) => !alive.has(id)).forEach(closeSession))
        .catch((err: unknown) => app.log.error({ err }, 'checking the sessions of open streams failed'));
    },
  });
  // Open streams would hold the server's close forever: they end first.
  app.addHook('preClose', async () => {
    stopHearing();
    for (const watch of hubs.openStreams()) watch.close();
  });

  app.get(
    '/api/rides/:id/events',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: config.rateLimit.globalPerMinute * 5, timeWindow: '1 minute' } },
      compress: false,
      schema: {
        tags: ['rides'],
        summary:
          'Live ride status (text/event-stream): status on every change, position every 2 s while moving, ping every 15 s',
        params: rideIdParamsSchema,
        response: { 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const session = request.session!;
      const watch = new RideWatch({
        response: reply.raw,
        now: () => app.clock.now(),
        alive: (now) => isSessionAlive(session, now),
      });
      // Joined before the first load, so a change committed meanwhile is heard; likewise the
      // session's end.
      const membership = hubs.join(id, watch);
      const ofSession = bySession.get(session.publicId) ?? new Set<RideWatch>();
      bySession.set(session.publicId, ofSession.add(watch));
      watch.whenClosed(() => {
        membership.leave();
        ofSession.delete(watch);
        if (ofSession.size === 0 && bySession.get(session.publicId) === ofSession) bySession.delete(session.publicId);
      });
      let first: WatchedRide | null;
      let sessionLives: boolean;
      try {
        // The session is read again after joining: one that ended since this request's lookup,
        // before the stream could hear of it, is not streamed to.
        const [loaded, existing] = await Promise.all([
          loadWatched(database.db, clockOf, id, app.clock.now(), request.user!.id),
          existingSessionIds(database.db, [session.publicId]),
        ]);
        first = loaded;
        sessionLives = existing.has(session.publicId);
      } catch (err) {
        watch.close();
        throw err;
      }
      if (!sessionLives) {
        watch.close();
        throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
      }
      if (!first) {
        watch.close();
        throw notFound('Ride');
      }
      const finishedAlready = Boolean(request.headers['last-event-id']) && FINAL.has(first.detail.status);
      reply.hijack();
      // The headers set so far (request id, rate limit) go out with the stream's own; helmet's are on the raw response already.
      const headers = reply.getHeaders() as OutgoingHttpHeaders;
      if (finishedAlready) {
        // An EventSource reconnecting after the last event of a finished ride: 204 tells it to stop.
        watch.close();
        reply.raw.writeHead(204, { ...headers, 'cache-control': 'no-store' });
        reply.raw.end();
        return;
      }
      reply.raw.writeHead(200, { ...headers, ...sseHeaders });
      watch.start(first);
      if (membership.heardSince()) hubs.refresh(id);
    },
  );
};
