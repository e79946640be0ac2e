import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@escazo/contracts/common';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { createPriceWatchSchema, priceWatchListSchema, priceWatchSchema } from '@escazo/contracts/price-watches';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import { REPRICE_JOB, repriceWatches, scheduleNextReprice } from './reprice-job.ts';
import * as service from './service.ts';

type Options = { database: Database; config: Config };

/** The signed-in user's price alerts, and the job that re-prices them. */
export const priceWatchRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, config }) => {
  const { db } = database;
  const tags = ['price alerts'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

  // Each run schedules the next slot, so the chain goes on from the first one server.ts schedules.
  app.jobs.handle(REPRICE_JOB, async (_payload, { db: jobDb, now, log }) => {
    const summary = await repriceWatches(jobDb, { inventory: app.inventory, config, ...(log ? { log } : {}) }, now);
    log?.info({ ...summary }, 'price watches re-priced');
    await scheduleNextReprice(jobDb, now);
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/me/price-watches',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Own active price alerts, newest first, with their last 30 checks',
        response: { 200: priceWatchListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ items: await service.listWatches(db, request.user!.id) }),
  );

  app.post(
    '/api/me/price-watches',
    {
      preHandler: requireUser,
      config: { bookingDays: ['body.date', 'body.checkIn', 'body.checkOut'] },
      schema: {
        tags,
        summary:
          'Watch the price of a flight search, a hotel or a stay (the same selection again answers the existing alert with 200)',
        security: [{ csrf: [] }],
        body: createPriceWatchSchema,
        response: { 200: priceWatchSchema, 201: priceWatchSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { watch, created } = await service.createWatch(
        db,
        app.inventory,
        request.user!.id,
        request.body,
        app.clock.now(),
      );
      return reply.status(created ? 201 : 200).send(watch);
    },
  );

  app.delete(
    '/api/me/price-watches/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Stop one own price alert',
        security: [{ csrf: [] }],
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.stopWatch(db, request.user!.id, request.params.id, app.clock.now());
      return reply.status(204).send(null);
    },
  );
};
