import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardInputSchema, paymentMethodListSchema, paymentMethodSchema } from '@escazo/contracts/account';
import { idParamSchema } from '@escazo/contracts/common';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import { presentPaymentMethod } from './presenter.ts';
import type { PaymentProcessor } from '../payments/public.ts';
import { selectPaymentProcessor } from '../payments/public.ts';
import * as service from './service.ts';

type Options = { database: Database; config: Config; processor?: PaymentProcessor };

/** The signed-in user's saved cards (Profile Settings → Payment Methods). */
export const paymentMethodRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { database, config, processor: given },
) => {
  const { db } = database;
  const processor = given ?? selectPaymentProcessor(db);
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
  const tags = ['payment methods'];
  const list = async (userId: string) => ({ paymentMethods: await service.listPresentedPaymentMethods(db, userId) });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/me/payment-methods',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Saved cards (default first)',
        response: { 200: paymentMethodListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => list(request.user!.id),
  );

  app.post(
    '/api/me/payment-methods',
    {
      preHandler: requireUser,
      // Adding cards is what card-testing fraud does: the form limit per address applies.
      config: { rateLimit: { max: config.rateLimit.formsPerTenMinutes, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Save a card: it goes to the payment processor; only its token, brand, last four and expiry are kept',
        security: [{ csrf: [] }],
        body: cardInputSchema,
        response: { 201: paymentMethodSchema, 402: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await service.addPaymentMethod(db, processor, request.user!.id, request.body);
      return reply.status(201).send(presentPaymentMethod(row));
    },
  );

  app.post(
    '/api/me/payment-methods/:id/default',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Make a card the default',
        security: [{ csrf: [] }],
        params: idParamSchema,
        response: { 200: paymentMethodListSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await service.makeDefaultPaymentMethod(db, request.user!.id, request.params.id);
      return { paymentMethods: rows.map(presentPaymentMethod) };
    },
  );

  app.delete(
    '/api/me/payment-methods/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Remove a card (the newest remaining one becomes the default if it was)',
        security: [{ csrf: [] }],
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removePaymentMethod(db, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
