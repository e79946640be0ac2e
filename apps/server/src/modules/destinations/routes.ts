import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { popularDestinationListSchema } from '@escazo/contracts/destinations';
import type { Database } from '../../db/client.ts';
import { popularDestinations } from '../../db/schema.ts';
import type { Inventory } from '../inventory/in-memory.ts';
import { inventoryFromPrice } from './from-prices.ts';
import { presentPopularDestination } from './presenter.ts';

/** The app's inventory, or null when it has none (a test app built without one: reading it throws). */
function loadedInventory(server: { inventory: Inventory }): Inventory | null {
  try {
    return server.inventory;
  } catch {
    return null;
  }
}

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
      const rows = await database.db.select().from(popularDestinations).orderBy(asc(popularDestinations.position));
      // From-prices come from the inventory (cheapest fare from London, see from-prices.ts); the
      // seeded documented fares stand in when there is no inventory or no fare.
      const inventory = loadedInventory(request.server);
      reply.header('cache-control', 'public, max-age=300');
      return {
        items: rows.map((row) => {
          const item = presentPopularDestination(row);
          const fromPrice = inventory ? inventoryFromPrice(inventory, row.slug) : null;
          return fromPrice ? { ...item, fromPrice } : item;
        }),
      };
    },
  );
};
