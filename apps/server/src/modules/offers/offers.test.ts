import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '@escazo/contracts/bookings';
import type { CarSearchResponse } from '@escazo/contracts/search-cars';
import { sql } from 'drizzle-orm';
import { TestClient } from '@server-test/helpers.ts';
import {
  book,
  contact,
  createBookingContext,
  directFlightId,
  GOOD_CARD,
  makeOffer,
  passenger,
  sampleOfferRequests,
  type BookingContext,
} from '../bookings/test-support.ts';

let ctx: BookingContext;
let flightId: string;

beforeAll(async () => {
  ctx = await createBookingContext(async (c) => {
    flightId = await directFlightId(new TestClient(c.app));
    return [flightId.split('-')[0]!];
  });
}, 240_000);
afterAll(() => ctx?.close());

describe('offers', () => {
  it('prices each product on the server with a breakdown, a policy and a 30-minute expiry', async () => {
    const samples = sampleOfferRequests(ctx.inventory);
    for (const request of [
      { type: 'flight', itineraryId: flightId, cabin: 'economy', passengers: 1 },
      ...Object.values(samples),
    ]) {
      const offer = await makeOffer(ctx.buyer.client, request);
      expect(offer.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(offer.price.base.amount + offer.price.taxesAndFees.amount).toBe(offer.price.total.amount);
      expect(offer.price.total.amount).toBeGreaterThan(0);
      expect(new Date(offer.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
      const again = await ctx.buyer.client.get(`/api/offers/${offer.id}`);
      expect(again.json<{ offer: Offer }>().offer).toEqual(offer);
    }
  });

  it('a car rental may end later the same day; the results promise the total the checkout charges, and cancelling is free until 48 hours before pickup', async () => {
    const { car } = sampleOfferRequests(ctx.inventory);
    const sameDay = { ...car, dropoffDate: car.pickupDate, pickupTime: '09:00', dropoffTime: '17:00' };
    const search = await ctx.buyer.client.get(
      `/api/search/cars?${new URLSearchParams({
        pickupLocation: car.locationId,
        dropoffLocation: car.locationId,
        pickupDate: sameDay.pickupDate,
        dropoffDate: sameDay.dropoffDate,
        pickupTime: sameDay.pickupTime,
        dropoffTime: sameDay.dropoffTime,
        categories: car.category,
      }).toString()}`,
    );
    expect(search.statusCode).toBe(200);
    const result = search.json<CarSearchResponse>();
    expect(result.days).toBe(1);
    const listed = result.items.find((item) => item.location.id === car.locationId)!;
    const offer = await makeOffer(ctx.buyer.client, sameDay);
    expect(listed.totalWithTaxes).toEqual(offer.price.total);
    expect(listed.taxesAndFees).toEqual(offer.price.taxesAndFees);
    expect(listed.total).toEqual(offer.price.base);
    expect(offer.cancellationPolicy).toEqual({
      kind: 'car-free-until-48h',
      description: 'Free cancellation until 48 hours before pick-up. After that the booking is non-refundable.',
    });
    // Returned at the pickup hour (forms without times): one day. Before it: refused, saying why.
    expect((await makeOffer(ctx.buyer.client, { ...sameDay, dropoffTime: '09:00' })).price.base.amount).toBeGreaterThan(
      0,
    );
    const early = await ctx.buyer.client.post('/api/offers', { ...sameDay, dropoffTime: '08:00' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields[0]).toMatchObject({
      path: 'dropoffTime',
      message: 'On a same-day rental, the drop-off time must not be before the pickup time.',
    });
  });

  it("names the destination's country in full (flights and cars; hotels and stays already do)", async () => {
    const flight = await makeOffer(ctx.buyer.client, {
      type: 'flight',
      itineraryId: flightId,
      cabin: 'economy',
      passengers: 1,
    });
    expect(flight.destination).toBe('London, United Kingdom');
    const carRequest = sampleOfferRequests(ctx.inventory).car;
    const desk = ctx.inventory.data.cars.locations.find((l) => l.id === carRequest.locationId)!;
    const country = ctx.inventory.data.reference.countries.find((c) => c.code === desk.country)!;
    const car = await makeOffer(ctx.buyer.client, carRequest);
    expect(car.destination).toBe(`${desk.cityName}, ${country.name}`);
    expect(car.destination).not.toMatch(/, [A-Z]{2}$/);
  });

  it('answers 404 for an unknown product or offer and 410 for an expired offer', async () => {
    expect(
      (await ctx.buyer.client.post('/api/offers', { ...sampleOfferRequests(ctx.inventory).stay, stayId: 'nope' }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.buyer.client.get('/api/offers/unknown-offer')).statusCode).toBe(404);
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory).hotel);
    await ctx.database.db.execute(
      sql`update offers set expires_at = now() - interval '1 minute' where id = ${offer.id}`,
    );
    const res = await ctx.buyer.client.get(`/api/offers/${offer.id}`);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('OFFER_EXPIRED');
    const booking = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
      'expired-offer',
    );
    expect(booking.statusCode).toBe(410);
    expect(
      (
        await book(
          ctx.buyer.client,
          { offerId: 'unknown', travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
          'unknown-offer',
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('offer validation', () => {
  it('refuses past dates, too many guests and sold-out selections', async () => {
    const { hotel, stay } = sampleOfferRequests(ctx.inventory);
    expect(
      (await ctx.buyer.client.post('/api/offers', { ...hotel, checkIn: '2020-01-01', checkOut: '2020-01-02' }))
        .statusCode,
    ).toBe(400);
    expect((await ctx.buyer.client.post('/api/offers', { ...hotel, guests: 10, rooms: 1 })).statusCode).toBe(400);
    expect((await ctx.buyer.client.post('/api/offers', { ...stay, checkOut: stay.checkIn })).statusCode).toBe(400);
    expect(
      (
        await ctx.buyer.client.post('/api/offers', {
          type: 'flight',
          itineraryId: 'ZZ9999-20990101',
          cabin: 'economy',
          passengers: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});
