import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceBreakdown } from '@escazo/booking';
import { offerIdParamsSchema, priceBreakdownSchema } from '@escazo/contracts/bookings';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import { notFound } from '@server/lib/app-error.ts';
import { findOffer, offerType, setOfferPrice } from '../offers/public.ts';

/** How much of its base price an underpriced offer keeps. */
const UNDERPRICED_SHARE = 0.9;

/**
 * Lowers a stored offer's agreed price (base cut by a tenth, taxes and fees worked out again from
 * it), so the live re-price at booking is higher and the booking answers 409 PRICE_CHANGED. For the
 * browser tests only; a state-changing /api route, so it needs the CSRF token like any other.
 */
export const testOfferPriceRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.post(
    '/api/test/offers/:id/underprice',
    {
      schema: {
        hide: true,
        params: offerIdParamsSchema,
        response: { 200: z.object({ price: priceBreakdownSchema }), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const offer = await findOffer(database.db, request.params.id);
      if (!offer) throw notFound('This offer');
      const price = priceBreakdown(offerType(offer), Math.floor(offer.baseAmount * UNDERPRICED_SHARE), offer.currency);
      await setOfferPrice(database.db, offer.id, price);
      const money = (amount: number) => ({ amount, currency: price.currency });
      return { price: { base: money(price.base), taxesAndFees: money(price.taxesAndFees), total: money(price.total) } };
    },
  );
};
