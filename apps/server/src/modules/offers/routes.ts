/**
 * Offers: a priced, expiring selection of any product, made signed in or not. An offer made signed
 * in belongs to its maker; one made signed out belongs to the first account that opens it. Another
 * account's offer (any owned offer, signed out) is a 404.
 *
 * POST /api/offers      body offerRequestSchema (discriminated on `type`) → 201 offerResponseSchema   (400, 404 unknown product, 409 SOLD_OUT)
 * GET  /api/offers/:id                                                   → offerResponseSchema         (404 unknown or not the caller's, 410 OFFER_EXPIRED)
 *      Signed in, an unowned offer becomes the caller's. A booked offer answers with its booking.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerIdParamsSchema, offerRequestSchema, offerResponseSchema } from '@escazo/contracts/bookings';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database, Db } from '@server/db/client.ts';
import { openOffer } from './offer-access.ts';
import { presentOffer } from './presenter.ts';
import type { BookingSummary } from './repository.ts';
import { createOffer } from './service.ts';

/** The booking an offer was consumed by, looked up by its owner (bookings; handed in by app.ts). */
export type BookingSummaryLookup = (db: Db, bookingId: string) => Promise<BookingSummary | null>;

type Options = { database: Database; bookingSummary: BookingSummaryLookup };

export const offerRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, bookingSummary }) => {
  const { db } = database;
  const tags = ['bookings'];

  app.post(
    '/api/offers',
    {
      config: { bookingDays: ['body.checkIn', 'body.checkOut', 'body.pickupDate', 'body.dropoffDate'] },
      schema: {
        tags,
        summary: 'Price a selection (flight, hotel room, stay, car, cruise cabin) as an offer valid 30 minutes',
        body: offerRequestSchema,
        response: { 201: offerResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const offer = await createOffer(
        db,
        request.server.inventory,
        request.body,
        app.clock.now(),
        request.user?.id ?? null,
      );
      return reply.status(201).send({ offer: presentOffer({ ...offer, booking: null }) });
    },
  );

  app.get(
    '/api/offers/:id',
    {
      schema: {
        tags,
        summary: "An offer (the caller's or no one's; opening it signed in claims an unowned one)",
        params: offerIdParamsSchema,
        response: { 200: offerResponseSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const offer = await openOffer(db, request.params.id, request.user?.id ?? null, app.clock.now());
      const booking = offer.bookingId ? await bookingSummary(db, offer.bookingId) : null;
      return { offer: presentOffer({ ...offer, booking }) };
    },
  );
};
