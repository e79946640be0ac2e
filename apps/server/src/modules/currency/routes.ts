import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratesResponseSchema } from '@escazo/contracts/currency-schemas';
import type { Database } from '@server/db/client.ts';
import { presentRates } from './presenter.ts';
import { loadRates } from './service.ts';

export const currencyRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/currency/rates',
    {
      schema: {
        tags: ['currency'],
        summary: 'Reference exchange rates (units per euro) used to display prices in another currency',
        response: { 200: ratesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return presentRates(await loadRates(database.db));
    },
  );
};
