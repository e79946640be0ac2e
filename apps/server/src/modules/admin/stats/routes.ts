import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDailyStatsQuerySchema, adminDailyStatsSchema, adminOverviewSchema } from '@escazo/contracts/admin';
import { addDays, dayOf, instantOfDayNumber, toDayNumber } from '@escazo/contracts/dates';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import { dailyCounts, overviewCounts } from './repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const startOfDay = (day: string) => new Date(instantOfDayNumber(toDayNumber(day)));

/** The Security tab's figures and the charts' data (security:read), at the app's clock. */
export const adminStatsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/admin/overview',
    {
      config: { permission: 'security:read' },
      schema: {
        tags: ['admin'],
        summary: 'Active sessions, failed sign-ins (24 h), users and bookings',
        response: { 200: adminOverviewSchema, ...errors },
      },
    },
    async () => {
      const now = app.clock.now();
      return { ...(await overviewCounts(db, now)), generatedAt: now.toISOString() };
    },
  );

  app.get(
    '/api/admin/stats/daily',
    {
      config: { permission: 'security:read' },
      schema: {
        tags: ['admin'],
        summary: 'Sign-ups, bookings and failed sign-ins per UTC day, oldest first',
        querystring: adminDailyStatsQuerySchema,
        response: { 200: adminDailyStatsSchema, ...errors },
      },
    },
    async (request) => {
      const today = dayOf(app.clock.now());
      const first = addDays(today, 1 - request.query.days);
      const counts = await dailyCounts(db, startOfDay(first), startOfDay(addDays(today, 1)));
      const days = Array.from({ length: request.query.days }, (_, i) => addDays(first, i));
      return {
        days: days.map((day) => ({
          day,
          signUps: counts.signUps.get(day) ?? 0,
          bookings: counts.bookings.get(day) ?? 0,
          failedSignIns: counts.failedSignIns.get(day) ?? 0,
        })),
      };
    },
  );
};
