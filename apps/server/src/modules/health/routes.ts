import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { healthSchema } from '@escazo/contracts/health';
import { AppError } from '@server/lib/app-error.ts';
import type { Database } from '@server/db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ok' as const, database: 'up' as const, driver: database.driver };
    },
  );
};
