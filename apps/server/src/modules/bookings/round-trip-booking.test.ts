import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Take } from '@escazo/booking';
import { priceBreakdown } from '@escazo/booking';
import type { BookingCreated, BookingDetail, BookingListItem, Offer } from '@escazo/contracts/bookings';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { sql } from 'drizzle-orm';
import { TestClock } from '@server/lib/clock.ts';
import { TestClient } from '@server-test/helpers.ts';
import { signInAgain } from '../auth/test-support.ts';
import { icsLines, pdfText } from '../documents/test-support.ts';
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

type Leg = { flightNumber: string; departure: { local: string; utcOffset: string }; arrival: { local: string } };
type Found = { id: string; legs: Leg[] };
/** A direct flight of the search, with its seat take's key. */
type Flight = { id: string; number: string; date: string; arrivalDay: string; departsUtc: string };

const clock = new TestClock(new Date());
let ctx: BookingContext;
let outbound: Flight;
let back: Flight;
/** A second direct JFK → LHR flight: not a way back. */
let otherOutbound: Flight;

const direct = (items: Found[], skip = 0): Flight => {
  const found = items.filter((i) => i.legs.length === 1)[skip];
  if (!found) throw new Error('no direct flight');
  const leg = found.legs[0]!;
  return {
    id: found.id,
    number: leg.flightNumber,
    date: leg.departure.local.slice(0, 10),
    arrivalDay: leg.arrival.local.slice(0, 10),
    // As the calendar file writes it: 20301201T230000Z.
    departsUtc: new Date(Date.parse(`${leg.departure.local}:00${leg.departure.utcOffset}`))
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z'),
  };
};

beforeAll(async () => {
  ctx = await createBookingContext(
    async (c) => {
      const day = addDays(todayIso(Date.now()), 80);
      const res = await new TestClient(c.app).get(
        `/api/search/flights?from=JFK&to=LHR&date=${day}&returnDate=${addDays(day, 7)}&stops=nonstop`,
      );
      const found = res.json<{ outbound: { items: Found[] }; return: { items: Found[] } }>();
      outbound = direct(found.outbound.items);
      otherOutbound = direct(found.outbound.items, 1);
      back = direct(found.return.items);
      return [outbound.number, otherOutbound.number, back.number];
    },
    undefined,
    clock,
  );
}, 240_000);
afterAll(() => ctx?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const seatsSold = async (flight: Flight) =>
  (
    await rows<{ sold: number }>(
      sql`select sold from flight_seat_sales where flight_number = ${flight.number} and date = ${flight.date} and cabin = 'economy'`,
    )
  )[0]?.sold ?? 0;
const memorySeats = (flight: Flight, cabin: 'economy' | 'business' = 'economy') =>
  ctx.inventory.sold.flights(flight.number, flight.date, cabin);
const capacity = (flight: Flight) =>
  ctx.inventory.data.flights.patterns.find((p) => p.flightNumber === flight.number)!.seats.economy;
const seatTake = (flight: Flight): Extract<Take, { kind: 'flight' }> => ({
  kind: 'flight',
  flightNumber: flight.number,
  date: flight.date,
  cabin: 'economy',
  quantity: 0,
  capacity: capacity(flight),
});

const roundTrip = (cabin = 'economy', passengers = 2) => ({
  type: 'flight',
  itineraryId: outbound.id,
  returnItineraryId: back.id,
  cabin,
  passengers,
});
const bodyFor = (offer: Offer, travellers = 2) => ({
  offerId: offer.id,
  travellers: Array.from({ length: travellers }, (_, i) => passenger(i)),
  contact,
  payment: { card: GOOD_CARD },
});

describe('round-trip offers', () => {
  it('price both flights as one product: both fares, one set of taxes and fees, from the first departure to the return', async () => {
    const there = await makeOffer(ctx.buyer.client, {
      type: 'flight',
      itineraryId: outbound.id,
      cabin: 'economy',
      passengers: 2,
    });
    const home = await makeOffer(ctx.buyer.client, {
      type: 'flight',
      itineraryId: back.id,
      cabin: 'economy',
      passengers: 2,
    });
    const offer = await makeOffer(ctx.buyer.client, roundTrip());
    const base = there.price.base.amount + home.price.base.amount;
    expect(offer).toMatchObject({
      type: 'flight',
      title: expect.stringMatching(/\(JFK\) ↔ .*\(LHR\)$/),
      destination: there.destination,
      startDate: outbound.date,
      endDate: home.endDate,
      price: {
        base: { amount: base, currency: 'USD' },
        total: { amount: priceBreakdown('flight', base, 'USD').total, currency: 'USD' },
      },
      cancellationPolicy: { kind: 'flight-non-refundable' },
      travellers: { kind: 'passengers', count: 2, dateOfBirth: true },
      product: { returnItineraryId: back.id },
    });
    // Booked as one, the round trip pays one service fee, not one per flight.
    expect(offer.price.total.amount).toBeLessThan(there.price.total.amount + home.price.total.amount);
  });

  it('refuses a return that is unknown, malformed or not the way back (4xx, nothing stored)', async () => {
    const offersBefore = (await rows<{ n: number }>(sql`select count(*)::int as n from offers`))[0]!.n;
    const unknown = await ctx.buyer.client.post('/api/offers', { ...roundTrip(), returnItineraryId: 'ZZ999-20300101' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await ctx.buyer.client.post('/api/offers', { ...roundTrip(), returnItineraryId: '' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const sameWay = await ctx.buyer.client.post('/api/offers', { ...roundTrip(), returnItineraryId: otherOutbound.id });
    expect(sameWay.statusCode).toBe(400);
    expect(sameWay.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: [{ path: 'returnItineraryId' }] },
    });
    const backwards = await ctx.buyer.client.post('/api/offers', {
      ...roundTrip(),
      itineraryId: back.id,
      returnItineraryId: outbound.id,
    });
    expect(backwards.statusCode).toBe(400);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from offers`))[0]!.n).toBe(offersBefore);
  });
});

describe('booking a round trip', () => {
  it('is one booking with one code and one charge, taking both flights’ seats, with both on its documents', async () => {
    const offer = await makeOffer(ctx.buyer.client, roundTrip());
    const before = { out: await seatsSold(outbound), back: await seatsSold(back), ledger: await ledgerKinds(ctx) };
    const bookingsBefore = (await rows<{ n: number }>(sql`select count(*)::int as n from bookings`))[0]!.n;

    const res = await book(ctx.buyer.client, bodyFor(offer), 'round-trip-1');
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json<BookingCreated>();
    expect(booking).toMatchObject({ status: 'confirmed', type: 'flight', total: offer.price.total });
    expect(booking.confirmationCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from bookings`))[0]!.n).toBe(bookingsBefore + 1);

    const captured = await rows<{ amount: number }>(
      sql`select l.amount from payment_ledger l join payments p on p.processor_payment_id = l.processor_payment_id where p.booking_id = ${booking.id} and l.kind = 'capture'`,
    );
    expect(captured).toEqual([{ amount: offer.price.total.amount }]);
    expect((await ledgerKinds(ctx)).capture).toBe((before.ledger.capture ?? 0) + 1);

    const items = await rows<{ flight: string }>(
      sql`select take->>'flightNumber' as flight from booking_items where booking_id = ${booking.id} order by id`,
    );
    expect(items.map((i) => i.flight)).toEqual([outbound.number, back.number]);
    expect(await seatsSold(outbound)).toBe(before.out + 2);
    expect(await seatsSold(back)).toBe(before.back + 2);
    expect(memorySeats(outbound)).toBe(before.out + 2);
    expect(memorySeats(back)).toBe(before.back + 2);

    const list = (await ctx.buyer.client.get('/api/bookings')).json<{ bookings: BookingListItem[] }>().bookings;
    expect(list.find((b) => b.id === booking.id)!.details).toEqual({
      type: 'flight',
      departure: expect.stringContaining('(JFK)'),
      arrival: expect.stringContaining('(LHR)'),
      airline: expect.any(String),
      flightNumber: outbound.number,
      return: {
        departure: expect.stringContaining('(LHR)'),
        arrival: expect.stringContaining('(JFK)'),
        airline: expect.any(String),
        flightNumber: back.number,
      },
    });

    const pdf = await ctx.buyer.client.get(`/api/bookings/${booking.id}/ticket.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // The e-ticket lists both flights.
    const ticket = (await pdfText(pdf.rawPayload)).replaceAll('\n', ' ');
    expect(ticket).toMatch(new RegExp(`Outbound: [^:]*${outbound.number}`));
    expect(ticket).toMatch(new RegExp(`Return: [^:]*${back.number}`));
    // Each flight on its own airports' clocks, with the zones.
    expect(ticket).toMatch(/Departs JFK: [^(]+\(America\/New_York\) Arrives LHR: [^(]+\(Europe\/London\)/);
    expect(ticket).toMatch(/Departs LHR: [^(]+\(Europe\/London\) Arrives JFK: [^(]+\(America\/New_York\)/);
    const ics = icsLines((await ctx.buyer.client.get(`/api/bookings/${booking.id}/calendar.ics`)).body);
    expect(ics.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(ics).toContain(`UID:booking-${booking.id}-1@escazo`);
    expect(ics).toContain(`UID:booking-${booking.id}-2@escazo`);
    expect(ics.filter((l) => l.startsWith('DTSTART'))).toEqual([
      `DTSTART:${outbound.departsUtc}`,
      `DTSTART:${back.departsUtc}`,
    ]);
    // Each direction ends when it lands, not when it leaves.
    const ends = ics.filter((l) => l.startsWith('DTEND'));
    expect(ends).toHaveLength(2);
    expect(ends[0]!.slice(6)).not.toBe(outbound.departsUtc);
    expect(ends[1]!.slice(6)).not.toBe(back.departsUtc);
    const summaries = ics.filter((l) => l.startsWith('SUMMARY:'));
    expect(summaries[0]).toMatch(/\(JFK\) → .*\(LHR\)/);
    expect(summaries[1]).toMatch(/\(LHR\) → .*\(JFK\)/);
    const description = ics.find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toContain(`Outbound: `);
    expect(description).toContain(`Return: `);
    expect(description).toContain(`Confirmation code: ${booking.confirmationCode}`);

    const again = await book(ctx.buyer.client, bodyFor(offer), 'round-trip-1-again');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'OFFER_ALREADY_BOOKED', booking: { id: booking.id } } });
  });

  it('cancels as a whole: the policy by the first departure on the whole amount, both flights’ seats released', async () => {
    const offer = await makeOffer(ctx.buyer.client, roundTrip('business', 1));
    const sold = () => ({ out: memorySeats(outbound, 'business'), back: memorySeats(back, 'business') });
    const before = sold();
    const res = await book(ctx.buyer.client, bodyFor(offer, 1), 'round-trip-cancel');
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json<BookingCreated>();
    expect(sold()).toEqual({ out: before.out + 1, back: before.back + 1 });

    // Past the free 24 hours: the refundable fare keeps its 10 % fee, on both flights together.
    clock.advance(25 * 3_600_000);
    await signInAgain(ctx.buyer);
    try {
      const paid = offer.price.total.amount;
      const refund = { amount: paid - Math.floor(paid / 10), currency: 'USD' };
      const quote = await ctx.buyer.client.get(`/api/bookings/${booking.id}/cancellation-quote`);
      expect(quote.json()).toMatchObject({ refund, paid: offer.price.total });
      const cancel = await ctx.buyer.client.post(`/api/bookings/${booking.id}/cancel`, {});
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(cancel.json()).toEqual({ booking: { id: booking.id, status: 'cancelled' }, refund });
    } finally {
      clock.set(new Date());
      await signInAgain(ctx.buyer);
    }
    expect(sold()).toEqual(before);
    const dbBusiness = await rows<{ flight: string; sold: number }>(
      sql`select flight_number as flight, sold from flight_seat_sales where cabin = 'business' and flight_number in (${outbound.number}, ${back.number}) order by flight_number`,
    );
    expect(dbBusiness.map((r) => r.sold)).toEqual(dbBusiness.map(() => 0));
    const detail = (await ctx.buyer.client.get(`/api/bookings/${booking.id}`)).json<{ booking: BookingDetail }>()
      .booking;
    expect(detail.events.map((e) => e.kind)).toEqual(['created', 'paid', 'cancelled', 'refunded']);
  });

  it('refuses when the return sold out meanwhile, and leaves the outbound untouched and the offer bookable', async () => {
    const offer = await makeOffer(ctx.buyer.client, roundTrip('economy', 1));
    const before = { out: await seatsSold(outbound), back: await seatsSold(back), ledger: await ledgerKinds(ctx) };
    // Another server sold the return's last seats: this server's memory does not know, the database guard does.
    await setFlightSold(ctx, seatTake(back), capacity(back), capacity(back));
    try {
      const res = await book(ctx.buyer.client, bodyFor(offer, 1), 'round-trip-sold-out');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: 'SOLD_OUT' } });
      expect(await seatsSold(outbound)).toBe(before.out);
      expect(memorySeats(outbound)).toBe(before.out);
      expect((await ledgerKinds(ctx)).capture ?? 0).toBe(before.ledger.capture ?? 0);
      const [row] = await rows<{ booking_id: string | null }>(
        sql`select booking_id from offers where id = ${offer.id}`,
      );
      expect(row!.booking_id).toBeNull();
    } finally {
      await setFlightSold(ctx, seatTake(back), before.back, before.back);
    }
  });

  it('answers 409 PRICE_CHANGED with the new total when the return fare rose', async () => {
    const offer = await makeOffer(ctx.buyer.client, roundTrip('economy', 1));
    const before = memorySeats(back);
    // Nearly full, the return's fare is at its highest load price.
    await setFlightSold(ctx, seatTake(back), capacity(back) - 2, before);
    try {
      const res = await book(ctx.buyer.client, bodyFor(offer, 1), 'round-trip-price');
      expect(res.statusCode, res.body).toBe(409);
      const error = res.json<{ error: { code: string; price: { total: { amount: number } } } }>().error;
      expect(error.code).toBe('PRICE_CHANGED');
      expect(error.price.total.amount).toBeGreaterThan(offer.price.total.amount);
    } finally {
      await setFlightSold(ctx, seatTake(back), before, capacity(back) - 2);
    }
  });
});
