import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  driverApplicationInputSchema,
  driverApplicationReceiptSchema,
} from '@escazo/contracts/driver-application';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { submitDriverApplication } from './service.ts';
import { presentDriverApplicationReceipt } from './presenter.ts';

export const driverApplicationRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  app.post(
    '/api/driver-applications',
    {
      config: { rateLimit: { max: config.rateLimit.formsPerTenMinutes, timeWindow: '10 minutes' } },
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
      const row = await submitDriverApplication(database.db, request.body);
      return reply.status(201).send(presentDriverApplicationReceipt(row));
    },
  );
};
