import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Take } from '@escazo/booking';
import type { Offer } from '@escazo/contracts/bookings';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { sql } from 'drizzle-orm';
import { TestClient } from '@server-test/helpers.ts';
import {
  book,
  contact,
  createBookingContext,
  GOOD_CARD,
  ledgerKinds,
  makeOffer,
  passenger,
  setFlightSold,
  type BookingContext,
} from './test-support.ts';

/**
 * Concurrent buyers of round trips for the last seat of the return flight: real races on
 * PostgreSQL (TEST_DATABASE_URL), serialised on PGlite. One wins both flights; every other buyer
 * gets neither, so the outbound holds the winner's seat only.
 */
type Found = { id: string; legs: { flightNumber: string; departure: { local: string } }[] };
type Flight = { id: string; number: string; date: string };

let ctx: BookingContext;
let outbound: Flight;
let back: Flight;

const direct = (items: Found[]): Flight => {
  const found = items.find((i) => i.legs.length === 1);
  if (!found) throw new Error('no direct flight');
  return { id: found.id, number: found.legs[0]!.flightNumber, date: found.legs[0]!.departure.local.slice(0, 10) };
};

beforeAll(async () => {
  ctx = await createBookingContext(async (c) => {
    const day = addDays(todayIso(Date.now()), 95);
    const res = await new TestClient(c.app).get(
      `/api/search/flights?from=JFK&to=LHR&date=${day}&returnDate=${addDays(day, 5)}&stops=nonstop`,
    );
    const found = res.json<{ outbound: { items: Found[] }; return: { items: Found[] } }>();
    outbound = direct(found.outbound.items);
    back = direct(found.return.items);
    return [outbound.number, back.number];
  });
}, 240_000);
afterAll(() => ctx?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const soldInDb = async (flight: Flight) =>
  (
    await rows<{ sold: number }>(
      sql`select sold from flight_seat_sales where flight_number = ${flight.number} and date = ${flight.date} and cabin = 'economy'`,
    )
  )[0]?.sold ?? 0;

function tally(responses: { statusCode: number; json(): unknown }[]) {
  const out: Record<string, number> = {};
  for (const res of responses) {
    const code = res.statusCode === 201 ? 'booked' : (res.json() as { error: { code: string } }).error.code;
    out[code] = (out[code] ?? 0) + 1;
  }
  return out;
}

describe('concurrent round trips', () => {
  it(
    '40 buyers for the last seat on the return: one booking; the others take nothing on the outbound either',
    { timeout: 300_000 },
    async () => {
      const capacity = ctx.inventory.data.flights.patterns.find((p) => p.flightNumber === back.number)!.seats.economy;
      const take: Extract<Take, { kind: 'flight' }> = {
        kind: 'flight',
        flightNumber: back.number,
        date: back.date,
        cabin: 'economy',
        quantity: 0,
        capacity,
      };
      // The return with one seat left, in the database and in memory, before the offers are priced.
      await setFlightSold(ctx, take, capacity - 1, 0);
      const request = {
        type: 'flight',
        itineraryId: outbound.id,
        returnItineraryId: back.id,
        cabin: 'economy',
        passengers: 1,
      };
      const offers: Offer[] = [];
      for (let i = 0; i < 40; i++) offers.push(await makeOffer(ctx.buyer.client, request));

      const responses = await Promise.all(
        offers.map((offer, i) =>
          book(
            ctx.buyer.client,
            { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
            `race-round-trip-${i}`,
          ),
        ),
      );
      expect(tally(responses)).toEqual({ booked: 1, SOLD_OUT: 39 });
      expect(await soldInDb(back)).toBe(capacity);
      expect(await soldInDb(outbound)).toBe(1);
      expect(ctx.inventory.sold.flights(back.number, back.date, 'economy')).toBe(capacity);
      expect(ctx.inventory.sold.flights(outbound.number, outbound.date, 'economy')).toBe(1);
      expect((await ledgerKinds(ctx)).capture).toBe(1);
      const [booked] = await rows<{ n: number }>(sql`select count(*)::int as n from bookings`);
      expect(booked!.n).toBe(1);
    },
  );
});
