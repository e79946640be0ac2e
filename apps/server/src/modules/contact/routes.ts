import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageInputSchema, contactMessageReceiptSchema } from '@escazo/contracts/contact';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import type { Config } from '@server/config.ts';
import { receiveContactMessage } from './service.ts';
import { presentContactReceipt } from './presenter.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database },
) => {
  app.post(
    '/api/contact-messages',
    {
      // Per client address; the hourly limit is the admin setting's current value.
      config: {
        rateLimit: { max: async () => (await app.siteSettings.current()).contactFormPerHour, timeWindow: '1 hour' },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team',
        security: [{ csrf: [] }],
        body: contactMessageInputSchema,
        response: { 201: contactMessageReceiptSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await receiveContactMessage(database.db, request.body);
      return reply.status(201).send(presentContactReceipt(row));
    },
  );
};
