/**
 * Personalised recommendations.
 *
 * GET /api/recommendations    (signed in)          → RecommendationsResponse
 * GET /api/me/travel-profile  (signed in)          → { profile, chips }
 * PUT /api/me/travel-profile  (signed in) { interests } → { profile, chips }
 *
 * Favourites and bookmarks are saved items ('recommendation', 'bookmark') of the saved routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import {
  recommendationsResponseSchema,
  travelProfileResponseSchema,
  travelProfileUpdateSchema,
} from '@escazo/contracts/recommendations';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import { profileResponse, travelProfile, updateTravelProfile } from './profile-service.ts';
import { recommendationsFor } from './service.ts';

type Options = { database: Database };

export const recommendationPageRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;
  const tags = ['recommendations'];
  const deps = () => ({ db, catalogue: app.recommendationCatalogue, planning: app.planningCatalogue });

  // Every answer is the caller's own.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/recommendations',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Recommendations for the caller: For You, Trending, Featured, Favourites, stats and profile',
        response: { 200: recommendationsResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => recommendationsFor({ ...deps(), inventory: app.inventory }, request.user!.id, app.clock.now()),
  );

  app.get(
    '/api/me/travel-profile',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The caller's travel profile and preference chips",
        response: { 200: travelProfileResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => profileResponse(await travelProfile(deps(), request.user!.id, app.clock.now())),
  );

  app.put(
    '/api/me/travel-profile',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Replace the caller's preference chips (at least one)",
        security: [{ csrf: [] }],
        body: travelProfileUpdateSchema,
        response: { 200: travelProfileResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) =>
      profileResponse(await updateTravelProfile(deps(), request.user!.id, request.body.interests, app.clock.now())),
  );
};
