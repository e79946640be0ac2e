/**
 * The signed-in user's trips: their bookings (not cancelled) grouped by city and overlapping or
 * touching dates.
 *
 * GET /api/trips  → tripListSchema (soonest start first)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupTrips } from '@escazo/booking';
import { tripListSchema, type TripList } from '@escazo/contracts/bookings';
import { todayIso } from '@escazo/contracts/dates';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import { presentListItems } from './list-items.ts';
import { listBookings } from './repository.ts';

export const tripRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  app.get(
    '/api/trips',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: "The caller's trips: bookings grouped by city and dates",
        response: { 200: tripListSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply): Promise<TripList> => {
      const now = app.clock.now();
      const today = todayIso(now);
      const rows = (await listBookings(db, request.user!.id, { today, now })).filter((r) => r.status !== 'cancelled');
      const items = await presentListItems(db, rows, app.inventory, now, today);
      reply.header('cache-control', 'no-store');
      return { trips: groupTrips(items, today) };
    },
  );
};
