import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, BookingDetail, BookingListItem, Offer } from '@escazo/contracts/bookings';
import { packageBase, priceBreakdown } from '@escazo/booking';
import { addDays, todayIso, toDayNumber } from '@escazo/contracts/dates';
import { sql } from 'drizzle-orm';
import { TestClient } from '@server-test/helpers.ts';
import { icsLines } from '../documents/test-support.ts';
import {
  book,
  contact,
  createBookingContext,
  GOOD_CARD,
  makeOffer,
  passenger,
  type BookingContext,
} from './test-support.ts';

type Leg = { flightNumber: string; arrival: { local: string } };
let ctx: BookingContext;
let flight: { id: string; number: string; arrivalDay: string };
let londonHotel: { id: string; name: string; roomTypeId: string; roomName: string };

beforeAll(async () => {
  const londonHotels = (inventory: BookingContext['inventory']) =>
    inventory.data.hotels.hotels.filter((h) => h.cityName === 'London' && h.country === 'GB');
  ctx = await createBookingContext(
    async (c) => {
      const res = await new TestClient(c.app).get(
        `/api/search/flights?from=JFK&to=LHR&date=${addDays(todayIso(Date.now()), 70)}`,
      );
      const items = res.json<{ outbound: { items: { id: string; legs: Leg[] }[] } }>().outbound.items;
      const direct = items.find((i) => i.legs.length === 1)!;
      flight = {
        id: direct.id,
        number: direct.legs[0]!.flightNumber,
        arrivalDay: direct.legs[0]!.arrival.local.slice(0, 10),
      };
      return [flight.number];
    },
    (inventory) =>
      londonHotels(inventory)
        .slice(0, 1)
        .map((h) => h.id),
  );
  const hotel = londonHotels(ctx.inventory)[0]!;
  londonHotel = {
    id: hotel.id,
    name: hotel.name,
    roomTypeId: hotel.roomTypes[0]!.id,
    roomName: hotel.roomTypes[0]!.name,
  };
}, 240_000);
afterAll(() => ctx?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const dbSold = async () => {
  const [row] = await rows<{ seats: number; nights: number }>(sql`select
    (select coalesce(sum(sold), 0) from flight_seat_sales)::int as seats,
    (select coalesce(sum(sold), 0) from hotel_room_night_sales)::int as nights`);
  return row!;
};
const memorySold = (checkIn: string, checkOut: string) => {
  let nights = 0;
  for (let day = checkIn; day < checkOut; day = addDays(day, 1))
    nights += ctx.inventory.sold.hotels.soldOn(toDayNumber(day)).get(londonHotel.roomTypeId) ?? 0;
  return {
    seats: ctx.inventory.sold.flights(
      flight.number,
      flight.id.split('-')[1]!.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3'),
      'economy',
    ),
    nights,
  };
};

const selection = (overrides: { hotelId?: string; roomTypeId?: string; checkIn?: string } = {}) => {
  const checkIn = overrides.checkIn ?? flight.arrivalDay;
  return {
    flight: { itineraryId: flight.id, cabin: 'economy', passengers: 2 },
    hotel: {
      hotelId: overrides.hotelId ?? londonHotel.id,
      roomTypeId: overrides.roomTypeId ?? londonHotel.roomTypeId,
      checkIn,
      checkOut: addDays(checkIn, 3),
      guests: 2,
      rooms: 1,
    },
  };
};

describe('package offers', () => {
  it('prices the flight and the hotel as they are alone, 10 % off their sum, with the flight cabin policy', async () => {
    const parts = selection();
    const flightOffer = await makeOffer(ctx.buyer.client, { type: 'flight', ...parts.flight });
    const hotelOffer = await makeOffer(ctx.buyer.client, { type: 'hotel', ...parts.hotel });
    const offer = await makeOffer(ctx.buyer.client, { type: 'package', ...parts });
    const base = packageBase(flightOffer.price.base.amount, hotelOffer.price.base.amount);
    expect(base).toBeLessThan(flightOffer.price.base.amount + hotelOffer.price.base.amount);
    expect(offer).toMatchObject({
      type: 'package',
      title: `London package: flight + ${londonHotel.name}`,
      destination: hotelOffer.destination,
      startDate: flightOffer.startDate,
      endDate: parts.hotel.checkOut,
      price: {
        base: { amount: base, currency: 'USD' },
        total: { amount: priceBreakdown('package', base, 'USD').total, currency: 'USD' },
      },
      cancellationPolicy: { kind: 'package-non-refundable' },
      travellers: { kind: 'passengers', count: 2, dateOfBirth: true },
      payLaterAllowed: false,
    });
    expect(offer.cancellationPolicy.description).toMatch(/flight's fare rules apply to the whole package/);
    const business = await makeOffer(ctx.buyer.client, {
      type: 'package',
      ...parts,
      flight: { ...parts.flight, cabin: 'business' },
    });
    expect(business.cancellationPolicy.kind).toBe('package-refundable-less-fee');
  });

  it("refuses a hotel outside the flight's destination city and a check-in other than the arrival day (400)", async () => {
    const paris = ctx.inventory.data.hotels.hotels.find((h) => h.cityName === 'Paris' && h.country === 'FR')!;
    const elsewhere = await ctx.buyer.client.post('/api/offers', {
      type: 'package',
      ...selection({ hotelId: paris.id, roomTypeId: paris.roomTypes[0]!.id }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: [{ path: 'hotel.hotelId' }] },
    });
    const late = await ctx.buyer.client.post('/api/offers', {
      type: 'package',
      ...selection({ checkIn: addDays(flight.arrivalDay, 1) }),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: [{ path: 'hotel.checkIn' }] } });
    const unknown = await ctx.buyer.client.post('/api/offers', {
      type: 'package',
      ...selection({ hotelId: 'no-such-hotel' }),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('booking a package', () => {
  it('is one booking holding the seats and the room-nights, charged the offer total, and a cancel releases both', async () => {
    const parts = selection();
    const offer: Offer = await makeOffer(ctx.buyer.client, { type: 'package', ...parts });
    const before = { db: await dbSold(), memory: memorySold(parts.hotel.checkIn, parts.hotel.checkOut) };
    const bookingsBefore = (await rows<{ n: number }>(sql`select count(*)::int as n from bookings`))[0]!.n;

    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger(0), passenger(1)], contact, payment: { card: GOOD_CARD } },
      'package-1',
    );
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json<BookingCreated>();
    expect(booking).toMatchObject({ status: 'confirmed', type: 'package', total: offer.price.total });
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from bookings`))[0]!.n).toBe(bookingsBefore + 1);

    const items = await rows<{ kind: string }>(
      sql`select take->>'kind' as kind from booking_items where booking_id = ${booking.id} order by id`,
    );
    expect(items.map((i) => i.kind)).toEqual(['flight', 'hotel', 'hotel', 'hotel']);
    expect(await dbSold()).toEqual({ seats: before.db.seats + 2, nights: before.db.nights + 3 });
    expect(memorySold(parts.hotel.checkIn, parts.hotel.checkOut)).toEqual({
      seats: before.memory.seats + 2,
      nights: before.memory.nights + 3,
    });
    const captured = await rows<{ amount: number }>(
      sql`select l.amount from payment_ledger l join payments p on p.processor_payment_id = l.processor_payment_id where p.booking_id = ${booking.id} and l.kind = 'capture'`,
    );
    expect(captured).toEqual([{ amount: offer.price.total.amount }]);

    const list = (await ctx.buyer.client.get('/api/bookings')).json<{ bookings: BookingListItem[] }>().bookings;
    const card = list.find((b) => b.id === booking.id)!;
    expect(card.details).toEqual({
      type: 'package',
      flight: expect.objectContaining({
        flightNumber: flight.number,
        departure: expect.stringContaining('(JFK)'),
        arrival: expect.stringContaining('(LHR)'),
      }),
      hotel: {
        location: offer.destination,
        roomType: londonHotel.roomName,
        checkIn: parts.hotel.checkIn,
        checkOut: parts.hotel.checkOut,
      },
    });
    expect(card.travellerNames).toEqual(['Ana0 Traveller', 'Ana1 Traveller']);

    const pdf = await ctx.buyer.client.get(`/api/bookings/${booking.id}/ticket.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const ics = icsLines((await ctx.buyer.client.get(`/api/bookings/${booking.id}/calendar.ics`)).body);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${offer.startDate.replaceAll('-', '')}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${addDays(parts.hotel.checkOut, 1).replaceAll('-', '')}`);
    const description = ics.find((l) => l.startsWith('DESCRIPTION:'))!;
    // The flight on its airports' clocks.
    expect(description).toMatch(new RegExp(`${flight.number} [^:]+: departs .+\\(America/New_York\\)\\\\, arrives`));
    expect(description).toContain(`Check-in: ${parts.hotel.checkIn}`);

    const cancel = await ctx.buyer.client.post(`/api/bookings/${booking.id}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toEqual({ booking: { id: booking.id, status: 'cancelled' }, refund: offer.price.total });
    expect(await dbSold()).toEqual(before.db);
    expect(memorySold(parts.hotel.checkIn, parts.hotel.checkOut)).toEqual(before.memory);
    const detail = (await ctx.buyer.client.get(`/api/bookings/${booking.id}`)).json<{ booking: BookingDetail }>()
      .booking;
    expect(detail.events.map((e) => e.kind)).toEqual(['created', 'paid', 'cancelled', 'refunded']);
  });
});
