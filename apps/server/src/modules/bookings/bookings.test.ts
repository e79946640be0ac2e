import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookingCardDetails,
  BookingCreated,
  BookingDetail,
  BookingListItem,
  BookingSummary,
  Offer,
  TripList,
} from '@escazo/contracts/bookings';
import type { Take } from '@escazo/booking';
import { addDays, toDayNumber } from '@escazo/contracts/dates';
import { sql } from 'drizzle-orm';
import { signedUpClient } from '../auth/test-support.ts';
import { applySoldChange } from '../inventory/public.ts';
import {
  book,
  contact,
  createBookingContext,
  DECLINED_CARD,
  directFlightId,
  GOOD_CARD,
  ledgerKinds,
  makeOffer,
  passenger,
  sampleOfferRequests,
  type BookingContext,
} from './test-support.ts';

let ctx: BookingContext;
let flightId: string;
let keyCounter = 0;
const key = () => `test-key-${++keyCounter}`;

beforeAll(async () => {
  ctx = await createBookingContext(async (c) => {
    const { TestClient } = await import('@server-test/helpers.ts');
    flightId = await directFlightId(new TestClient(c.app));
    return [flightId.split('-')[0]!];
  });
}, 240_000);
afterAll(() => ctx?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await ctx.database.db.execute(query)) as unknown as { rows: T[] };
const bookingCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from bookings`)).rows[0]!.n;

/** What the in-memory sold counts say for an offer's first take (what a search sees). */
function memorySold(offer: Offer): number {
  const sold = ctx.inventory.sold;
  const p = offer.product as Record<string, string>;
  switch (offer.type) {
    case 'flight':
      return sold.flights(p.itineraryId!.split('-')[0]!, offer.startDate, p.cabin as 'economy');
    case 'hotel':
      return sold.hotels.soldOn(toDayNumber(offer.startDate)).get(p.roomTypeId!) ?? 0;
    case 'stay':
      return sold.stays.isBooked(p.stayId!, toDayNumber(offer.startDate)) ? 1 : 0;
    case 'car':
      return [...sold.cars.soldOn(toDayNumber(offer.startDate)).values()].reduce((a, b) => a + b, 0);
    case 'cruise':
      return sold.cruises.cabinsSold(p.sailingId!, p.category as 'inside');
    case 'package': {
      const flight = offer.product.flight as Record<string, string>;
      return sold.flights(flight.itineraryId!.split('-')[0]!, offer.startDate, flight.cabin as 'economy');
    }
  }
}

/** What a card must show for an offer, looked up in the inventory by the ids the offer was asked with. */
function expectedDetails(offer: Offer): BookingCardDetails {
  const p = offer.product as Record<string, string>;
  const { engines, data } = ctx.inventory;
  switch (offer.type) {
    case 'flight': {
      const number = p.itineraryId!.split('-')[0]!;
      const pattern = data.flights.patterns.find((f) => f.flightNumber === number)!;
      const airport = (iata: string) => `${data.flights.airports.find((a) => a.iata === iata)!.city} (${iata})`;
      const airline = data.flights.airlines.find((a) => a.iata === pattern.airline)!.name;
      return {
        type: 'flight',
        departure: airport(pattern.origin),
        arrival: airport(pattern.destination),
        airline,
        flightNumber: number,
      };
    }
    case 'hotel': {
      const room = engines.hotels.hotel(p.hotelId!)!.roomTypes.find((r) => r.id === p.roomTypeId)!;
      return {
        type: 'hotel',
        location: offer.destination,
        roomType: room.name,
        checkIn: offer.startDate,
        checkOut: offer.endDate,
      };
    }
    case 'stay':
      return { type: 'stay', place: offer.destination, checkIn: offer.startDate, checkOut: offer.endDate };
    case 'car': {
      const location = engines.cars.location(p.locationId!)!;
      const fleet = location.fleet.find((f) => f.category === p.category)!;
      return {
        type: 'car',
        location: location.name,
        carType: `${fleet.model} (${p.category})`,
        company: location.companyName,
      };
    }
    case 'cruise': {
      const found = engines.cruises.sailing(p.sailingId!)!;
      return {
        type: 'cruise',
        departure: found.itinerary.embark.name,
        portsOfCall: found.itinerary.calls.map((port) => port.name),
        ship: found.ship.name,
        cabin: p.category!,
      };
    }
    case 'package':
      throw new Error('packages are checked in package-booking.test.ts');
  }
}

function travellersFor(offer: Offer) {
  if (offer.travellers.kind === 'driver') return [{ firstName: 'Ana', lastName: 'Driver', ageBand: '25-65' }];
  return Array.from({ length: offer.travellers.count }, (_, i) => passenger(i));
}

describe('booking each product end to end', () => {
  it('books, lists, shows, quotes, cancels with a refund in the ledger and releases the availability', async () => {
    const samples = sampleOfferRequests(ctx.inventory);
    const requests = [
      { type: 'flight', itineraryId: flightId, cabin: 'business', passengers: 2 },
      samples.hotel,
      samples.stay,
      samples.car,
      samples.cruise,
    ];
    for (const request of requests) {
      const offer = await makeOffer(ctx.buyer.client, request);
      const before = memorySold(offer);
      const res = await book(
        ctx.buyer.client,
        { offerId: offer.id, travellers: travellersFor(offer), contact, payment: { card: GOOD_CARD } },
        key(),
      );
      expect(res.statusCode, res.body).toBe(201);
      const { booking } = res.json<BookingCreated>();
      expect(booking).toMatchObject({ status: 'confirmed', type: offer.type, total: offer.price.total });
      expect(booking.confirmationCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(memorySold(offer)).toBeGreaterThan(before);

      const list = (await ctx.buyer.client.get('/api/bookings')).json<{ bookings: BookingListItem[] }>().bookings;
      expect(list[0]!.id).toBe(booking.id);
      expect(list[0]!.upcoming).toBe(true);
      expect(list[0]!.details).toEqual(expectedDetails(offer));
      expect(list[0]!.travellerNames).toEqual(travellersFor(offer).map((t) => `${t.firstName} ${t.lastName}`));
      expect(list[0]!.spent).toEqual(offer.price.total);
      const detail = (await ctx.buyer.client.get(`/api/bookings/${booking.id}`)).json<{ booking: BookingDetail }>()
        .booking;
      expect(detail.items.length).toBeGreaterThan(0);
      expect(detail.details).toEqual(expectedDetails(offer));
      expect(detail.travellers).toHaveLength(offer.travellers.count);
      expect(detail.events.map((e) => e.kind)).toEqual(['created', 'paid']);
      expect(detail.payment).toMatchObject({
        status: 'captured',
        paid: offer.price.total,
        card: { brand: 'visa', last4: '4242' },
      });

      const quote = (await ctx.buyer.client.get(`/api/bookings/${booking.id}/cancellation-quote`)).json<{
        refund: { amount: number };
      }>();
      expect(quote.refund.amount).toBe(offer.price.total.amount);
      const cancel = await ctx.buyer.client.post(`/api/bookings/${booking.id}/cancel`, {});
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(cancel.json()).toEqual({ booking: { id: booking.id, status: 'cancelled' }, refund: offer.price.total });
      expect(memorySold(offer)).toBe(before);
      const again = await ctx.buyer.client.post(`/api/bookings/${booking.id}/cancel`, {});
      expect(again.json()).toEqual(cancel.json());
      const refunds = await rows<{ amount: number }>(
        sql`select l.amount from payment_ledger l join payments p on p.processor_payment_id = l.processor_payment_id where p.booking_id = ${booking.id} and p.kind = 'charge' and l.kind = 'refund'`,
      );
      expect(refunds.rows).toEqual([{ amount: offer.price.total.amount }]);
      const events = (await ctx.buyer.client.get(`/api/bookings/${booking.id}`))
        .json<{ booking: BookingDetail }>()
        .booking.events.map((e) => e.kind);
      expect(events).toEqual(['created', 'paid', 'cancelled', 'refunded']);
      // Refunded in full: nothing spent on it any more.
      const listed = (await ctx.buyer.client.get('/api/bookings')).json<{ bookings: BookingListItem[] }>().bookings;
      expect(listed.find((b) => b.id === booking.id)!.spent).toEqual({ ...offer.price.total, amount: 0 });
    }
    const sold = await rows<{ n: number }>(sql`select
      (select coalesce(sum(sold), 0) from flight_seat_sales) + (select coalesce(sum(sold), 0) from hotel_room_night_sales)
      + (select count(*) from stay_booked_nights) + (select coalesce(sum(sold), 0) from car_day_sales)
      + (select coalesce(sum(sold), 0) from cruise_cabin_sales) as n`);
    expect(Number(sold.rows[0]!.n)).toBe(0);
    const cancelled = (await ctx.buyer.client.get('/api/bookings?status=cancelled')).json<{
      bookings: BookingSummary[];
    }>();
    expect(cancelled.bookings).toHaveLength(5);
  });

  it('filters the list by status and by words of the title or destination, in any case', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 150).hotel);
    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
      key(),
    );
    const id = res.json<BookingCreated>().booking.id;
    const word = offer.destination.split(',')[0]!.toUpperCase();
    const found = (await ctx.buyer.client.get(`/api/bookings?q=${encodeURIComponent(word)}&status=confirmed`)).json<{
      bookings: BookingSummary[];
    }>();
    expect(found.bookings.map((b) => b.id)).toContain(id);
    const upcoming = (await ctx.buyer.client.get('/api/bookings?status=upcoming')).json<{
      bookings: BookingSummary[];
    }>();
    expect(upcoming.bookings.every((b) => b.status === 'confirmed' && b.upcoming)).toBe(true);
    expect(
      (await ctx.buyer.client.get('/api/bookings?q=zzzz-nothing')).json<{ bookings: unknown[] }>().bookings,
    ).toEqual([]);
  });
});

describe('GET /api/trips', () => {
  it('groups touching bookings in one city into one trip, leaves cancelled ones out and needs a session', async () => {
    const traveller = await signedUpClient(ctx);
    const bookSample = async (request: Record<string, unknown>) => {
      const offer = await makeOffer(traveller.client, request);
      const res = await book(
        traveller.client,
        { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
        key(),
      );
      expect(res.statusCode, res.body).toBe(201);
      return { offer, id: res.json<BookingCreated>().booking.id };
    };
    const first = await bookSample(sampleOfferRequests(ctx.inventory, 170).hotel);
    const second = await bookSample(sampleOfferRequests(ctx.inventory, 172).hotel);
    const dropped = await bookSample(sampleOfferRequests(ctx.inventory, 173).hotel);
    expect((await traveller.client.post(`/api/bookings/${dropped.id}/cancel`, {})).statusCode).toBe(200);

    const res = await traveller.client.get('/api/trips');
    expect(res.statusCode, res.body).toBe(200);
    const { trips } = res.json<TripList>();
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({
      destination: first.offer.destination,
      startDate: first.offer.startDate,
      endDate: second.offer.endDate,
      durationDays: 5,
      status: 'upcoming',
    });
    expect(trips[0]!.bookings.map((b) => b.id)).toEqual([first.id, second.id]);
    expect(trips[0]!.bookings[0]!.details).toEqual(expectedDetails(first.offer));

    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/trips' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});

describe('what is never taken or charged', () => {
  it('a declined card answers 402 with nothing taken and no capture', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 200).hotel);
    const before = { bookings: await bookingCount(), ledger: await ledgerKinds(ctx), sold: memorySold(offer) };
    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger()], contact, payment: { card: DECLINED_CARD } },
      key(),
    );
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('CARD_DECLINED');
    expect(await bookingCount()).toBe(before.bookings);
    expect(await ledgerKinds(ctx)).toEqual(before.ledger);
    expect(memorySold(offer)).toBe(before.sold);
  });

  it('a higher price now answers 409 PRICE_CHANGED with the new price, nothing taken', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 210).stay);
    // The offer was priced lower than the engines price it now.
    await ctx.database.db.execute(sql`update offers set total_amount = total_amount - 100 where id = ${offer.id}`);
    const before = { bookings: await bookingCount(), ledger: await ledgerKinds(ctx) };
    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
      key(),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'PRICE_CHANGED', price: { total: offer.price.total } });
    expect(await bookingCount()).toBe(before.bookings);
    expect(await ledgerKinds(ctx)).toEqual(before.ledger);
    expect(memorySold(offer)).toBe(0);
  });

  it('sold out in the database (even when memory says free) answers 409 SOLD_OUT, rolls back and charges nothing', async () => {
    const request = sampleOfferRequests(ctx.inventory).cruise;
    const offer = await makeOffer(ctx.buyer.client, request);
    const sailing = ctx.inventory.data.cruises.sailings.find((s) => s.id === request.sailingId)!;
    const capacity = ctx.inventory.data.cruises.ships.find((s) => s.id === sailing.shipId)!.cabins.inside;
    await ctx.database.db
      .execute(sql`insert into cruise_cabin_sales (sailing_id, category, sold) values (${sailing.id}, 'inside', ${capacity})
      on conflict (sailing_id, category) do update set sold = excluded.sold`);
    const before = { bookings: await bookingCount(), ledger: await ledgerKinds(ctx) };
    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger(0), passenger(1)], contact, payment: { card: GOOD_CARD } },
      key(),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SOLD_OUT');
    expect(await bookingCount()).toBe(before.bookings);
    expect(await ledgerKinds(ctx)).toEqual(before.ledger);
    const charge = await rows<{ status: string }>(sql`select status from payments order by created_at desc limit 1`);
    expect(charge.rows[0]!.status).toBe('failed');
    await ctx.database.db.execute(sql`update cruise_cabin_sales set sold = 0 where sailing_id = ${sailing.id}`);
  });

  it('checks travellers and payment: every passenger with a date of birth, pay later only for lodging and cruises', async () => {
    const samples = sampleOfferRequests(ctx.inventory, 230);
    const cruise = await makeOffer(ctx.buyer.client, samples.cruise);
    const few = await book(
      ctx.buyer.client,
      { offerId: cruise.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
      key(),
    );
    expect(few.statusCode).toBe(400);
    expect(few.json().error.fields[0].path).toBe('travellers');
    const car = await makeOffer(ctx.buyer.client, samples.car);
    const later = await book(
      ctx.buyer.client,
      { offerId: car.id, travellers: [{ firstName: 'A', lastName: 'B', ageBand: '25-65' }], contact, payLater: true },
      key(),
    );
    expect(later.statusCode).toBe(400);
    expect(later.json().error.fields[0].path).toBe('payLater');
    const noKey = await ctx.buyer.client.post('/api/bookings', { offerId: car.id, travellers: [], contact });
    expect(noKey.statusCode).toBe(400);
  });
});

describe('ownership, idempotency and pay later', () => {
  it("another user's booking is a 404", async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 240).hotel);
    const id = (
      await book(
        ctx.buyer.client,
        { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
        key(),
      )
    ).json<BookingCreated>().booking.id;
    const other = await signedUpClient(ctx);
    expect((await other.client.get(`/api/bookings/${id}`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/bookings/${id}/cancellation-quote`)).statusCode).toBe(404);
    expect((await other.client.post(`/api/bookings/${id}/cancel`, {})).statusCode).toBe(404);
    expect((await other.client.get('/api/bookings')).json<{ bookings: unknown[] }>().bookings).toEqual([]);
  });

  it('the same key and body answers the first result again; another body is 422', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 250).hotel);
    const body = { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } };
    const k = key();
    const ledger = await ledgerKinds(ctx);
    const first = await book(ctx.buyer.client, body, k);
    const second = await book(ctx.buyer.client, body, k);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await ledgerKinds(ctx)).capture).toBe((ledger.capture ?? 0) + 1);
    const reused = await book(ctx.buyer.client, { ...body, contact: { ...contact, phone: '+1 555 0100' } }, k);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a sell-out known before booking is stored with its key: a repeat answers it again, even once free; another body is 422', async () => {
    const request = sampleOfferRequests(ctx.inventory, 270).stay;
    const offer = await makeOffer(ctx.buyer.client, request);
    const nights: Take[] = [0, 1, 2].map((n) => ({
      kind: 'stay',
      stayId: request.stayId,
      night: addDays(request.checkIn, n),
    }));
    const body = { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } };
    const k = key();
    applySoldChange(ctx.inventory, nights, 1);
    const first = await book(ctx.buyer.client, body, k);
    applySoldChange(ctx.inventory, nights, -1);
    expect(first.statusCode).toBe(409);
    expect(first.json().error.code).toBe('SOLD_OUT');
    const again = await book(ctx.buyer.client, body, k);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(first.json());
    const reused = await book(ctx.buyer.client, { ...body, contact: { ...contact, phone: '+1 555 0100' } }, k);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await book(ctx.buyer.client, body, key())).statusCode).toBe(201);
  });

  it('pay later holds a pending booking for 24 hours without a charge; confirming pays it', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 260).stay);
    const ledger = await ledgerKinds(ctx);
    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger()], contact, payLater: true },
      key(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json<BookingCreated>();
    expect(booking.status).toBe('pending');
    expect(await ledgerKinds(ctx)).toEqual(ledger);
    const detail = (await ctx.buyer.client.get(`/api/bookings/${booking.id}`)).json<{ booking: BookingDetail }>()
      .booking;
    const hold = new Date(detail.holdExpiresAt!).getTime() - Date.now();
    expect(hold).toBeGreaterThan(23.9 * 3_600_000);
    expect(hold).toBeLessThanOrEqual(24 * 3_600_000);
    const paid = await ctx.buyer.client.post(`/api/bookings/${booking.id}/confirm`, { payment: { card: GOOD_CARD } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<BookingCreated>().booking.status).toBe('confirmed');
    expect((await ledgerKinds(ctx)).capture).toBe((ledger.capture ?? 0) + 1);
    const twice = await ctx.buyer.client.post(`/api/bookings/${booking.id}/confirm`, { payment: { card: GOOD_CARD } });
    expect(twice.json<BookingCreated>().booking.status).toBe('confirmed');
    expect((await ledgerKinds(ctx)).capture).toBe((ledger.capture ?? 0) + 1);
  });

  it('an expired hold cannot be paid', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 270).hotel);
    const { booking } = (
      await book(ctx.buyer.client, { offerId: offer.id, travellers: [passenger()], contact, payLater: true }, key())
    ).json<BookingCreated>();
    await ctx.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${booking.id}`,
    );
    const res = await ctx.buyer.client.post(`/api/bookings/${booking.id}/confirm`, { payment: { card: GOOD_CARD } });
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('HOLD_EXPIRED');
  });
});
