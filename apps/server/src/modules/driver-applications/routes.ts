import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverApplicationInputSchema, driverApplicationReceiptSchema } from '@escazo/contracts/driver-application';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import type { Config } from '@server/config.ts';
import { submitDriverApplication } from './service.ts';
import { presentDriverApplicationReceipt } from './presenter.ts';

export const driverApplicationRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database },
) => {
  app.post(
    '/api/driver-applications',
    {
      // Per client address; the hourly limit is the admin setting's current value.
      config: {
        rateLimit: { max: async () => (await app.siteSettings.current()).driverFormPerHour, timeWindow: '1 hour' },
      },
      schema: {
        tags: ['drivers'],
        summary: 'Apply to drive with Escazo',
        security: [{ csrf: [] }],
        body: driverApplicationInputSchema,
        response: {
          201: driverApplicationReceiptSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await submitDriverApplication(database.db, request.body, app.clock.now());
      return reply.status(201).send(presentDriverApplicationReceipt(row));
    },
  );
};
