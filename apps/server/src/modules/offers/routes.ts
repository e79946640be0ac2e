/**
 * Offers: a priced, expiring selection of any product, made signed in or not.
 *
 * POST /api/offers      body offerRequestSchema (discriminated on `type`) → 201 offerResponseSchema   (400, 404 unknown product, 409 SOLD_OUT)
 * GET  /api/offers/:id                                                   → offerResponseSchema         (404 unknown, 410 OFFER_EXPIRED)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerIdParamsSchema, offerRequestSchema, offerResponseSchema } from '@escazo/contracts/bookings';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '../../db/client.ts';
import { presentOffer } from './presenter.ts';
import { createOffer, liveOffer } from './service.ts';

export const offerRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  const tags = ['bookings'];

  app.post(
    '/api/offers',
    {
      schema: {
        tags,
        summary: 'Price a selection (flight, hotel room, stay, car, cruise cabin) as an offer valid 30 minutes',
        body: offerRequestSchema,
        response: { 201: offerResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const offer = await createOffer(db, request.server.inventory, request.body);
      return reply.status(201).send({ offer: presentOffer(offer) });
    },
  );

  app.get(
    '/api/offers/:id',
    {
      schema: {
        tags,
        summary: 'An offer',
        params: offerIdParamsSchema,
        response: { 200: offerResponseSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { offer: presentOffer(await liveOffer(db, request.params.id)) };
    },
  );
};
