import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { exploreQuerySchema, exploreResponseSchema } from '@escazo/contracts/explore';
import type { Database } from '@server/db/client.ts';
import { presentExplore } from './presenter.ts';
import { createExploreService } from './service.ts';

/**
 * GET /api/explore?tab=&from=  (public) the explore page's six destinations of a tab, with the
 * lowest fare from the origin and the cheapest hotel night. A signed-in caller without `from`
 * gets fares from their home city's airport.
 */
export const exploreRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = createExploreService({ db: database.db, clock: app.clock, inventory: () => app.inventory });

  app.get(
    '/api/explore',
    {
      schema: {
        tags: ['explore'],
        summary: 'Destinations to explore: popular, trending or adventure, with fares from the origin',
        querystring: exploreQuerySchema,
        response: { 200: exploreResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.explore(request.query.tab, request.query.from, request.user?.id ?? null);
      // Signed-in answers may depend on the home city: never shared by a cache.
      reply.header('cache-control', request.user ? 'private, max-age=60' : 'public, max-age=60');
      return presentExplore(answer);
    },
  );
};
