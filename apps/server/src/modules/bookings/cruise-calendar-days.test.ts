import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '@escazo/contracts/bookings';
import { addDays } from '@escazo/contracts/dates';
import { zonedInstant } from '@escazo/contracts/zoned-time';
import { sql } from 'drizzle-orm';
import { TestClient } from '@server-test/helpers.ts';
import { cancellationQuote } from './cancel-booking.ts';
import { sailingTimeZone } from './policy-place.ts';
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
} from './test-support.ts';

let ctx: BookingContext;

beforeAll(async () => {
  ctx = await createBookingContext(async (c) => [(await directFlightId(new TestClient(c.app))).split('-')[0]!]);
}, 240_000);
afterAll(async () => {
  await ctx?.close();
});

describe("cruise refunds count calendar days in the departure port's zone", () => {
  it('60 calendar days before sailing refunds 75% at any hour of that day in the port, 59 days 50%', async () => {
    const request = sampleOfferRequests(ctx.inventory).cruise;
    const offer = await makeOffer(ctx.buyer.client, request);
    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger(0), passenger(1)], contact, payment: { card: GOOD_CARD } },
      'cruise-calendar-days',
    );
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json<BookingCreated>();
    const { rows } = (await ctx.database.db.execute(
      sql`select user_id, starts_at from bookings where id = ${booking.id}`,
    )) as unknown as { rows: { user_id: string; starts_at: Date | string }[] };
    const userId = rows[0]!.user_id;
    const zone = sailingTimeZone(ctx.inventory, request.sailingId)!;
    const startsAt = new Date(rows[0]!.starts_at).getTime();
    // The booking starts at midnight of the sailing day in the port.
    expect(startsAt).toBe(zonedInstant(offer.startDate, zone));

    const total = offer.price.total.amount;
    const quoteAt = async (day: string, clock: string) =>
      (
        await cancellationQuote(
          ctx.database.db,
          ctx.inventory,
          userId,
          booking.id,
          new Date(zonedInstant(day, zone, clock)),
        )
      ).refund;
    const sixtyBefore = addDays(offer.startDate, -60);
    // Late on that day less than 60 × 24 hours remain; it is still 60 calendar days before.
    expect(startsAt - zonedInstant(sixtyBefore, zone, '23:30')).toBeLessThan(60 * 86_400_000);
    expect(await quoteAt(sixtyBefore, '23:30')).toBe(Math.floor(total * 0.75));
    expect(await quoteAt(sixtyBefore, '00:10')).toBe(Math.floor(total * 0.75));
    expect(await quoteAt(addDays(sixtyBefore, 1), '00:10')).toBe(Math.floor(total * 0.5));
    expect(await quoteAt(addDays(offer.startDate, -90), '22:00')).toBe(total);
  });
});
