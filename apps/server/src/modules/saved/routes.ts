import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { savedItemParamsSchema, savedItemSchema, savedListSchema, savedPutParamsSchema } from '@escazo/contracts/saved';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import * as service from './service.ts';

type Options = { database: Database };

/** The signed-in user's saved destinations, deals, hotels, stays, favourite and bookmarked recommendations and budget plans. */
export const savedRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;
  const tags = ['saved'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Read when a recommendation is named or linked, so a test app without an inventory still lists.
  const recommendations = { byId: (id: string) => app.recommendationCatalogue.byId(id) };

  app.get(
    '/api/me/saved',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Own saved items, newest first',
        response: { 200: savedListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ items: await service.listSaved(db, request.user!.id, recommendations) }),
  );

  app.put(
    '/api/me/saved/:kind/:refId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Save an item (idempotent; the name comes from the catalogue)',
        security: [{ csrf: [] }],
        params: savedPutParamsSchema,
        response: { 200: savedItemSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      service.saveItem(
        db,
        { inventory: app.inventory, recommendations },
        request.user!.id,
        request.params.kind,
        request.params.refId,
        app.clock.now(),
      ),
  );

  app.delete(
    '/api/me/saved/:kind/:refId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Remove a saved item (idempotent)',
        security: [{ csrf: [] }],
        params: savedItemParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.unsaveItem(db, request.user!.id, request.params.kind, request.params.refId);
      return reply.status(204).send(null);
    },
  );
};
