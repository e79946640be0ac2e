/**
 * The trip planner's knowledge base (public, cached).
 *
 * GET /api/planning/destinations                 → { destinations } sorted by name
 * GET /api/planning/destinations/:id             → { destination }  (:id an id or a name; 404)
 * GET /api/planning/destinations/:id/places      → { places }
 * GET /api/planning/destinations/:id/sample-plan → { plan } a 3-day sample, not saved
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import {
  planResponseSchema,
  planningDestinationListSchema,
  planningDestinationParamsSchema,
  planningDestinationResponseSchema,
  planningPlaceListSchema,
} from '@escazo/contracts/planning';
import { notFound } from '@server/lib/app-error.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { buildSamplePlan, samplePlanCache } from './sample-plan.ts';

const CACHED = 'public, max-age=300';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['planning'];
  const params = planningDestinationParamsSchema;
  const samplePlan = samplePlanCache();

  const entryOf = (idOrName: string): CatalogueEntry => {
    const entry = app.planningCatalogue.find(idOrName);
    if (!entry) throw notFound('This destination');
    return entry;
  };

  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', CACHED);
  });

  app.get(
    '/api/planning/destinations',
    {
      schema: {
        tags,
        summary: 'Destinations with a planning guide, sorted by name',
        response: { 200: planningDestinationListSchema },
      },
    },
    async () => ({ destinations: app.planningCatalogue.destinations.map((entry) => entry.api) }),
  );

  app.get(
    '/api/planning/destinations/:id',
    {
      schema: {
        tags,
        summary: 'A destination by id or name (accents and letter case ignored)',
        params,
        response: { 200: planningDestinationResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ destination: entryOf(request.params.id).api }),
  );

  app.get(
    '/api/planning/destinations/:id/places',
    {
      schema: {
        tags,
        summary: "A destination's attractions, restaurants and experiences",
        params,
        response: { 200: planningPlaceListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ places: [...entryOf(request.params.id).apiPlaces] }),
  );

  app.get(
    '/api/planning/destinations/:id/sample-plan',
    {
      schema: {
        tags,
        summary:
          'A 3-day sample itinerary (moderate pace, no budget, no flights) from the next Monday at least 14 days ahead; not saved',
        params,
        response: { 200: planResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const entry = entryOf(request.params.id);
      const now = app.clock.now();
      return {
        plan: samplePlan(entry, now, (startDate) =>
          buildSamplePlan(entry, app.planningCatalogue, app.inventory, startDate, now),
        ),
      };
    },
  );
};
