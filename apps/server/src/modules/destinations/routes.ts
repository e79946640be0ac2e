import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { popularDestinationListSchema } from '@escazo/contracts/destinations';
import type { Database } from '@server/db/client.ts';
import { presentPopularDestination } from './presenter.ts';
import { loadedInventory } from '../inventory/public.ts';
import { popularDestinationsWithPrices } from './service.ts';

export const destinationRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/destinations/popular',
    {
      schema: {
        tags: ['destinations'],
        summary: 'Destinations featured on the home page, with from-prices',
        response: { 200: popularDestinationListSchema },
      },
    },
    async (request, reply) => {
      const destinations = await popularDestinationsWithPrices(
        database.db,
        loadedInventory(request.server),
        request.server.clock.now(),
      );
      reply.header('cache-control', 'public, max-age=300');
      return { items: destinations.map(presentPopularDestination) };
    },
  );
};
