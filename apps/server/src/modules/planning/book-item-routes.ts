/**
 * Booking what a trip planned.
 *
 * POST /api/plans/:id/items/:itemId/offer (owner) → 201 { offerId } for a planned hotel, stay or flight
 *   (400 planner.notBookable otherwise; 404 unknown; 409 SOLD_OUT as the offers module answers)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { planItemOfferSchema, planItemParamsSchema } from '@escazo/contracts/planning';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import { offerForPlanItem } from './book-item.ts';

export const bookItemRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.post(
    '/api/plans/:id/items/:itemId/offer',
    {
      preHandler: requireUser,
      schema: {
        tags: ['planning'],
        summary: 'An offer for a planned hotel, stay or flight, to open in checkout',
        security: [{ csrf: [] }],
        params: planItemParamsSchema,
        response: {
          201: planItemOfferSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const offer = await offerForPlanItem(
        { db: database.db, inventory: app.inventory, now: app.clock.now() },
        request.params.id,
        request.user!.id,
        request.params.itemId,
      );
      return reply.status(201).header('cache-control', 'no-store').send(offer);
    },
  );
};
