import type { Take } from '@escazo/booking';
import { addDays, todayIso } from '@escazo/contracts/dates';
import type { Offer } from '@escazo/contracts/bookings';
import { sql } from 'drizzle-orm';
import type { Clock } from '@server/lib/clock.ts';
import { createTestContext, sharedMemoryInventory, type TestClient, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { applySoldChange, emptySoldCounts, persistInventorySubset, type Inventory } from '../inventory/public.ts';

export const GOOD_CARD = {
  holderName: 'Ana Traveller',
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
};
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000000000000002' };
export const contact = { email: 'ana@example.com', phone: '+44 20 7946 0958' };
export const passenger = (i = 0) => ({ firstName: `Ana${i}`, lastName: 'Traveller', dateOfBirth: '1990-04-02' });

/** One product of each kind from the generated inventory, as offer requests, starting about `daysAhead` from today. */
export function sampleOfferRequests(inventory: Inventory, daysAhead = 120) {
  const start = addDays(todayIso(Date.now()), daysAhead);
  const hotel = inventory.data.hotels.hotels[0]!;
  const room = hotel.roomTypes[0]!;
  const stay = inventory.data.stays.stays[0]!;
  const desk = inventory.data.cars.locations[0]!;
  const sailing = inventory.data.cruises.sailings.find((s) => s.departure >= start)!;
  return {
    hotel: {
      type: 'hotel',
      hotelId: hotel.id,
      roomTypeId: room.id,
      checkIn: start,
      checkOut: addDays(start, 2),
      guests: 1,
      rooms: 1,
    },
    stay: { type: 'stay', stayId: stay.id, checkIn: start, checkOut: addDays(start, 3), guests: 1 },
    car: {
      type: 'car',
      locationId: desk.id,
      category: desk.fleet[0]!.category,
      pickupDate: start,
      pickupTime: '10:00',
      dropoffDate: addDays(start, 2),
      dropoffTime: '10:00',
      driverAge: '25-65',
    },
    cruise: { type: 'cruise', sailingId: sailing.id, category: 'inside', passengers: 2 },
  } as const;
}

/** A direct flight's itinerary id from the flight search (JFK → LHR, `daysAhead` from today). */
export async function directFlightId(client: TestClient, daysAhead = 60): Promise<string> {
  const res = await client.get(`/api/search/flights?from=JFK&to=LHR&date=${addDays(todayIso(Date.now()), daysAhead)}`);
  const items = res.json<{ outbound: { items: { id: string; legs: unknown[] }[] } }>().outbound.items;
  const direct = items.find((i) => i.legs.length === 1);
  if (!direct) throw new Error(`no direct JFK-LHR flight: ${res.statusCode}`);
  return direct.id;
}

export type BookingContext = TestContext & { inventory: Inventory; buyer: Awaited<ReturnType<typeof signedUpClient>> };

/**
 * A test app over its own copy of the in-memory inventory (its own sold counts, so bookings in one
 * file do not leak into another context), with the inventory rows the sales tables' keys need for
 * the sample products and the flights named, and a signed-up buyer.
 */
export async function createBookingContext(
  flightNumbers: (ctx: TestContext) => Promise<string[]>,
  /** More hotels to persist than the sample's (a package's hotel at the flight's destination). */
  moreHotelIds: (inventory: Inventory) => string[] = () => [],
  /** The server's clock (default the system's): a TestClock lets a test move time. */
  clock?: Clock,
): Promise<BookingContext> {
  const ctx = await createTestContext({
    inventory: 'none',
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
    ...(clock ? { clock } : {}),
  });
  const inventory: Inventory = { ...sharedMemoryInventory(), sold: emptySoldCounts() };
  ctx.app.inventory = inventory;
  const samples = sampleOfferRequests(inventory);
  await persistInventorySubset(ctx.database.db, inventory, {
    flightNumbers: await flightNumbers(ctx),
    hotelIds: [samples.hotel.hotelId, ...moreHotelIds(inventory)],
    stayIds: [samples.stay.stayId],
    carLocationIds: [samples.car.locationId],
    sailingIds: [samples.cruise.sailingId],
  });
  const buyer = await signedUpClient(ctx);
  return { ...ctx, inventory, buyer };
}

export async function makeOffer(client: TestClient, request: unknown): Promise<Offer> {
  const res = await client.post('/api/offers', request);
  if (res.statusCode !== 201) throw new Error(`offer failed: ${res.statusCode} ${res.body}`);
  return res.json<{ offer: Offer }>().offer;
}

export function book(client: TestClient, body: unknown, key: string) {
  return client.request({
    method: 'POST',
    url: '/api/bookings',
    payload: body as object,
    headers: { 'idempotency-key': key },
  });
}

/** Ledger rows of the test processor, by kind. */
export async function ledgerKinds(ctx: TestContext): Promise<Record<string, number>> {
  const rows = await ctx.database.db.execute(sql`select kind, count(*)::int as n from payment_ledger group by kind`);
  return Object.fromEntries(
    (rows as unknown as { rows: { kind: string; n: number }[] }).rows.map((r) => [r.kind, r.n]),
  );
}

/** Sets a flight-date-cabin's sold count in the database and in memory. */
export async function setFlightSold(
  ctx: BookingContext,
  take: Extract<Take, { kind: 'flight' }>,
  sold: number,
  memorySoldNow: number,
) {
  await ctx.database.db.execute(sql`
    insert into flight_seat_sales (flight_number, date, cabin, sold) values (${take.flightNumber}, ${take.date}, ${take.cabin}, ${sold})
    on conflict (flight_number, date, cabin) do update set sold = excluded.sold`);
  applySoldChange(ctx.inventory, [{ ...take, quantity: sold - memorySoldNow }], 1);
}
