/**
 * Read-only links to a trip.
 *
 * POST   /api/plans/:id/share      (owner) → { url, token } a new link; the previous one stops working
 * DELETE /api/plans/:id/share      (owner) → 204 the link stops working
 * GET    /api/shared-plans/:token  (public) → { plan } a read-only copy (saved: false; nothing bookable, no notes
 *                                            or origin); 404 SHARE_LINK_INVALID
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@escazo/contracts/common';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { planResponseSchema, planShareParamsSchema, planShareSchema } from '@escazo/contracts/planning';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import { answerNoStore } from './no-store.ts';
import { planNotFound } from './edit-errors.ts';
import { presentSharedPlan } from './presenter.ts';
import { setShareTokenHash } from './repository.ts';
import { sharedPlanOr404 } from './share-access.ts';
import { sharedLinkLimit } from './share-limit.ts';
import { webLink } from './share-link.ts';
import { newShareToken, sharedItineraryPath } from './share-token.ts';

type Options = { database: Database; config: Config };

export const shareRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, config }) => {
  const { db } = database;
  const tags = ['planning'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
  const security = [{ csrf: [] }];

  answerNoStore(app);

  app.post(
    '/api/plans/:id/share',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'A new read-only link to a trip (the previous link stops working)',
        security,
        params: idParamSchema,
        response: { 200: planShareSchema, ...errors },
      },
    },
    async (request) => {
      const { token, hash } = newShareToken();
      if (!(await setShareTokenHash(db, request.params.id, request.user!.id, hash))) throw planNotFound();
      return { url: webLink(app, config, sharedItineraryPath(token)), token };
    },
  );

  app.delete(
    '/api/plans/:id/share',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Turn a trip's read-only link off",
        security,
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await setShareTokenHash(db, request.params.id, request.user!.id, null))) throw planNotFound();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/shared-plans/:token',
    {
      config: sharedLinkLimit(config),
      schema: {
        tags,
        summary: 'A shared trip, read-only',
        params: planShareParamsSchema,
        response: { 200: planResponseSchema, ...errors },
      },
    },
    async (request) => ({
      plan: presentSharedPlan(await sharedPlanOr404(db, request.params.token), app.planningCatalogue),
    }),
  );
};
