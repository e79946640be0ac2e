import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '@escazo/contracts/bookings';
import type { Take } from '@escazo/booking';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { sql } from 'drizzle-orm';
import { TestClient } from '@server-test/helpers.ts';
import { applySoldChange } from '../inventory/public.ts';
import {
  book,
  contact,
  createBookingContext,
  directFlightId,
  GOOD_CARD,
  ledgerKinds,
  makeOffer,
  passenger,
  sampleOfferRequests,
  setFlightSold,
  type BookingContext,
} from './test-support.ts';

/**
 * Concurrent buyers: real races on PostgreSQL (TEST_DATABASE_URL), serialised on PGlite; the counts
 * must hold on both. Nothing here depends on how fast the machine is.
 */
let ctx: BookingContext;
let flightId: string;

beforeAll(async () => {
  ctx = await createBookingContext(async (c) => {
    flightId = await directFlightId(new TestClient(c.app), 75);
    return [flightId.split('-')[0]!];
  });
}, 240_000);
afterAll(() => ctx?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const bodyFor = (offerId: string) => ({
  offerId,
  travellers: [passenger()],
  contact,
  payment: { card: GOOD_CARD },
});

/** `n` offers of one selection, one per buyer. */
async function offersOf(request: unknown, n: number) {
  const offers = [];
  for (let i = 0; i < n; i++) offers.push(await makeOffer(ctx.buyer.client, request));
  return offers;
}

function tally(responses: { statusCode: number; json(): unknown }[]) {
  const out: Record<string, number> = {};
  for (const res of responses) {
    const code = res.statusCode === 201 ? 'booked' : (res.json() as { error: { code: string } }).error.code;
    out[code] = (out[code] ?? 0) + 1;
  }
  return out;
}

describe('concurrent buyers', () => {
  it('500 buyers for a flight-date-cabin with 100 seats left: exactly 100 bookings', { timeout: 300_000 }, async () => {
    const [flightNumber, compact] = flightId.split('-') as [string, string];
    const date = `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
    const capacity = ctx.inventory.data.flights.patterns.find((p) => p.flightNumber === flightNumber)!.seats.economy;
    const take: Extract<Take, { kind: 'flight' }> = {
      kind: 'flight',
      flightNumber,
      date,
      cabin: 'economy',
      quantity: 0,
      capacity,
    };
    // Each buyer's own offer (an offer books once), priced with one seat left (the highest load
    // fare), so no buyer later meets a higher price; then 100 seats left.
    await setFlightSold(ctx, take, capacity - 1, 0);
    const request = { type: 'flight', itineraryId: flightId, cabin: 'economy', passengers: 1 };
    const offers = await offersOf(request, 500);
    await setFlightSold(ctx, take, capacity - 100, capacity - 1);
    const responses = await Promise.all(
      offers.map((offer, i) => book(ctx.buyer.client, bodyFor(offer.id), `race-flight-${i}`)),
    );
    expect(tally(responses)).toEqual({ booked: 100, SOLD_OUT: 400 });
    const [sold] = await rows<{ sold: number }>(
      sql`select sold from flight_seat_sales where flight_number = ${flightNumber} and date = ${date} and cabin = 'economy'`,
    );
    expect(sold!.sold).toBe(capacity);
    expect(ctx.inventory.sold.flights(flightNumber, date, 'economy')).toBe(capacity);
    expect((await ledgerKinds(ctx)).capture).toBe(100);
  });

  it('200 buyers of the last room-night: exactly 1 booking', { timeout: 300_000 }, async () => {
    const request = { ...sampleOfferRequests(ctx.inventory).hotel };
    const checkIn = addDays(todayIso(Date.now()), 130);
    const room = ctx.inventory.data.hotels.hotels[0]!.roomTypes.find((r) => r.id === request.roomTypeId)!;
    const offers = await offersOf({ ...request, checkIn, checkOut: addDays(checkIn, 1) }, 200);
    await ctx.database.db.execute(
      sql`insert into hotel_room_night_sales (room_type_id, night, sold) values (${room.id}, ${checkIn}, ${room.count - 1})`,
    );
    applySoldChange(
      ctx.inventory,
      [{ kind: 'hotel', roomTypeId: room.id, night: checkIn, quantity: room.count - 1, capacity: room.count }],
      1,
    );
    const responses = await Promise.all(
      offers.map((offer, i) => book(ctx.buyer.client, bodyFor(offer.id), `race-room-${i}`)),
    );
    expect(tally(responses)).toEqual({ booked: 1, SOLD_OUT: 199 });
    const [sold] = await rows<{ sold: number }>(
      sql`select sold from hotel_room_night_sales where room_type_id = ${room.id} and night = ${checkIn}`,
    );
    expect(sold!.sold).toBe(room.count);
  });

  it('50 requests with one Idempotency-Key: 1 booking and 1 capture', { timeout: 300_000 }, async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 140).stay);
    const before = (await ledgerKinds(ctx)).capture ?? 0;
    const bookingsBefore = (await rows<{ n: number }>(sql`select count(*)::int as n from bookings`))[0]!.n;
    const body = { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => book(ctx.buyer.client, body, 'one-key-for-all')),
    );
    expect(tally(responses)).toEqual({ booked: 50 });
    expect(new Set(responses.map((r) => r.json<BookingCreated>().booking.id)).size).toBe(1);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from bookings`))[0]!.n).toBe(bookingsBefore + 1);
    expect((await ledgerKinds(ctx)).capture).toBe(before + 1);
  });

  it(
    '20 requests for one offer under 20 keys: 1 booking, 1 charge, the others told which booking',
    { timeout: 300_000 },
    async () => {
      const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 150).stay);
      const ledgerBefore = await ledgerKinds(ctx);
      const liveCharges = async () =>
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from payments where kind = 'charge' and status <> 'failed'`,
          )
        )[0]!.n;
      const chargesBefore = await liveCharges();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => book(ctx.buyer.client, bodyFor(offer.id), `race-offer-${i}`)),
      );
      expect(tally(responses)).toEqual({ booked: 1, OFFER_ALREADY_BOOKED: 19 });
      const booked = responses.find((r) => r.statusCode === 201)!.json<BookingCreated>().booking;
      for (const res of responses.filter((r) => r.statusCode === 409))
        expect(res.json<{ error: { booking: unknown } }>().error.booking).toEqual({
          id: booked.id,
          confirmationCode: booked.confirmationCode,
        });
      const made = await rows<{ id: string }>(sql`select id from bookings where offer_id = ${offer.id}`);
      expect(made).toEqual([{ id: booked.id }]);
      expect(await liveCharges()).toBe(chargesBefore + 1);
      const ledger = await ledgerKinds(ctx);
      expect(ledger.authorize).toBe((ledgerBefore.authorize ?? 0) + 1);
      expect(ledger.capture).toBe((ledgerBefore.capture ?? 0) + 1);
      expect(ledger.void ?? 0).toBe(ledgerBefore.void ?? 0);
      expect(ledger.refund ?? 0).toBe(ledgerBefore.refund ?? 0);
    },
  );
});
