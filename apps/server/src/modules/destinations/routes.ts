import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { popularDestinationListSchema } from '@escazo/contracts/destinations';
import type { Database } from '../../db/client.ts';
import { popularDestinations } from '../../db/schema.ts';
import { presentPopularDestination } from './presenter.ts';

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
    async (_request, reply) => {
      const rows = await database.db.select().from(popularDestinations).orderBy(asc(popularDestinations.position));
      reply.header('cache-control', 'public, max-age=300');
      return { items: rows.map(presentPopularDestination) };
    },
  );
};
