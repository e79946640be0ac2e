import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '@escazo/contracts/bookings';
import { createTestContext, testDriver } from '@server-test/helpers.ts';
import {
  book,
  contact,
  createBookingContext,
  GOOD_CARD,
  makeOffer,
  passenger,
  sampleOfferRequests,
  type BookingContext,
} from '../bookings/test-support.ts';

type Price = {
  base: { amount: number };
  taxesAndFees: { amount: number };
  total: { amount: number; currency: string };
};

describe(`test hook: underprice an offer (${testDriver})`, () => {
  let ctx: BookingContext;
  const before = process.env.E2E_INSPECT;

  beforeAll(async () => {
    process.env.E2E_INSPECT = '1';
    try {
      ctx = await createBookingContext(async () => []);
    } finally {
      if (before === undefined) delete process.env.E2E_INSPECT;
      else process.env.E2E_INSPECT = before;
    }
  }, 240_000);
  afterAll(() => ctx?.close());

  const underprice = (offer: Offer) => ctx.buyer.client.post(`/api/test/offers/${offer.id}/underprice`, {});

  it('lowers the agreed price with a consistent breakdown, so booking answers 409 PRICE_CHANGED with the live price and takes nothing', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory).hotel);
    const res = await underprice(offer);
    expect(res.statusCode, res.body).toBe(200);
    const { price } = res.json<{ price: Price }>();
    expect(price.total.amount).toBeLessThan(offer.price.total.amount);
    expect(price.base.amount + price.taxesAndFees.amount).toBe(price.total.amount);
    expect(price.total.currency).toBe(offer.price.total.currency);
    const stored = (await ctx.buyer.client.get(`/api/offers/${offer.id}`)).json<{ offer: Offer }>().offer;
    expect(stored.price.total.amount).toBe(price.total.amount);

    const booking = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
      'underpriced-1',
    );
    expect(booking.statusCode, booking.body).toBe(409);
    const error = booking.json<{ error: { code: string; price: Price } }>().error;
    expect(error.code).toBe('PRICE_CHANGED');
    expect(error.price.total.amount).toBe(offer.price.total.amount);
    expect((await ctx.buyer.client.get('/api/bookings')).json<{ bookings: unknown[] }>().bookings).toEqual([]);
  });

  it('needs the CSRF token, answers 404 for an unknown offer and stays out of the API document', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 125).hotel);
    const withoutToken = await ctx.buyer.client.request({
      method: 'POST',
      url: `/api/test/offers/${offer.id}/underprice`,
      payload: {},
      csrf: false,
    });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json<{ error: { code: string } }>().error.code).toBe('CSRF_INVALID');
    const unchanged = (await ctx.buyer.client.get(`/api/offers/${offer.id}`)).json<{ offer: Offer }>().offer;
    expect(unchanged.price.total.amount).toBe(offer.price.total.amount);

    const unknown = await ctx.buyer.client.post('/api/test/offers/no-such-offer/underprice', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');

    const doc = (await ctx.client.get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/test/'))).toEqual([]);
  });

  it('is not there without E2E_INSPECT=1', async () => {
    const plain = await createTestContext();
    try {
      const res = await plain.client.post('/api/test/offers/any-offer/underprice', {});
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
