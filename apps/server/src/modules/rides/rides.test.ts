import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { BookingListItem } from '@escazo/contracts/bookings';
import type { RideBookingResult, RideDetail, RideOptionsResponse } from '@escazo/contracts/rides';
import { rideTypes, type RideType } from '@escazo/contracts/ride-options';
import { estimateRoute, scheduleSlots, withinRideLimit } from '@escazo/rides';
import { payments, rideDrivers } from '@server/db/schema.ts';
import type { TestClient } from '@server-test/helpers.ts';
import { clientWithRole } from '../admin/test-support.ts';
import {
  createLiveContext,
  GOOD_CARD,
  onlyAutopilots,
  rideOutcome,
  rows,
  traveller,
  type LiveContext,
} from './test-support.ts';

let ctx: LiveContext;
let ana: Awaited<ReturnType<typeof traveller>>;

beforeAll(async () => {
  ctx = await createLiveContext();
  ana = await traveller(ctx);
}, 240_000);
afterAll(() => ctx?.close());

const MINUTE = 60_000;
const optionsUrl = (q: Record<string, string | number>) =>
  `/api/rides/options?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`;
const trip = () => ({ city: ctx.city.id, pickup: ctx.pickup.id, destination: ctx.destination.id });

function bookRequest(client: TestClient, body: Record<string, unknown>, key = randomUUID()) {
  return client.request({
    method: 'POST',
    url: '/api/rides',
    headers: { 'idempotency-key': key },
    payload: {
      ...trip(),
      rideOptionId: 'economy',
      scheduledTime: null,
      passengers: 1,
      payment: { card: GOOD_CARD },
      ...body,
    },
  });
}

async function quote(when = 'now', passengers = 1): Promise<RideOptionsResponse> {
  const res = await ana.client.get(optionsUrl({ ...trip(), when, passengers }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RideOptionsResponse>();
}

const errorCode = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;

describe('ride cities and places', () => {
  it('lists cities, a city with its shortcuts, and its places', async () => {
    const cities = await ctx.client.get('/api/rides/cities');
    expect(cities.statusCode).toBe(200);
    expect(cities.json<{ cities: unknown[] }>().cities.length).toBe(20);
    const city = await ctx.client.get(`/api/rides/cities/${ctx.city.id}`);
    expect(city.json()).toMatchObject({ id: ctx.city.id, name: ctx.city.name, timeZone: ctx.city.timeZone });
    expect(city.json<{ shortcuts: { label: string }[] }>().shortcuts.map((s) => s.label)).toEqual([
      'Airport',
      'Downtown',
      'Hotel District',
      'Convention Center',
      'Shopping Mall',
      'University',
      'Medical Center',
      'Sports Arena',
    ]);
    const places = await ctx.client.get(`/api/rides/places?city=${ctx.city.id}&q=`);
    expect(places.json<{ places: { id: string }[] }>().places.map((p) => p.id)).toContain(ctx.pickup.id);
    expect((await ctx.client.get('/api/rides/cities/XX-nowhere')).statusCode).toBe(404);
    expect((await ctx.client.get('/api/rides/places?city=XX-nowhere')).statusCode).toBe(404);
  });
});

describe('GET /api/rides/options', () => {
  it('answers the five options with fares, availability and ETA from the free drivers', async () => {
    await onlyAutopilots(ctx, 'economy', 3);
    const { route, options } = await quote();
    expect(route.distanceKm).toBeGreaterThan(2);
    expect(options.map((o) => o.type)).toEqual([...rideTypes]);
    const economy = options[0]!;
    expect(economy).toMatchObject({
      id: 'economy',
      availability: 'available',
      provider: 'Escazo EV',
      basePrice: 1200,
      capacity: 4,
    });
    expect(economy.eta).toBeGreaterThanOrEqual(1);
    // The 15 % fee to the cent: total = fare × 1.15, rounded to the cent.
    expect(economy.fare.total).toBe(Math.round((economy.fare.base * 115) / 100));
    expect(economy.fare.base + economy.fare.fees).toBe(economy.fare.total);
    // Every other type's drivers are offline.
    for (const option of options.slice(1)) expect(option).toMatchObject({ availability: 'unavailable', eta: null });
    await ctx.database.db.update(rideDrivers).set({ online: true }).where(eq(rideDrivers.cityId, ctx.city.id));
    const shared = (await quote('now', 3)).options.find((o) => o.type === 'shared')!;
    expect(shared.availability).toBe('unavailable');
  });

  it('refuses the same place, a bad time and unknown or foreign places with typed 4xx; no catalogue trip is too far', async () => {
    const same = await ctx.client.get(optionsUrl({ ...trip(), destination: ctx.pickup.id }));
    expect([same.statusCode, errorCode(same)]).toEqual([400, 'RIDE_SAME_PLACE']);

    const badTime = new Date(ctx.clock.now().getTime() + 7 * MINUTE).toISOString();
    const early = await ctx.client.get(optionsUrl({ ...trip(), when: badTime }));
    expect([early.statusCode, errorCode(early)]).toEqual([400, 'RIDE_SCHEDULE_INVALID']);
    const tooLate = new Date(ctx.clock.now().getTime() + 8 * 24 * 60 * MINUTE);
    tooLate.setUTCMinutes(0, 0, 0);
    expect(errorCode(await ctx.client.get(optionsUrl({ ...trip(), when: tooLate.toISOString() })))).toBe(
      'RIDE_SCHEDULE_INVALID',
    );

    const unknown = await ctx.client.get(optionsUrl({ ...trip(), destination: 'h:no-such-hotel' }));
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([400, 'VALIDATION_FAILED']);
    const other = ctx.app.rides.catalogue.cities.find((c) => c.id !== ctx.city.id)!;
    const foreign = await ctx.client.get(optionsUrl({ ...trip(), destination: `c:${other.id}` }));
    expect([foreign.statusCode, errorCode(foreign)]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await ctx.client.get(optionsUrl({ ...trip(), city: 'XX-nowhere' }))).statusCode).toBe(404);

    // No two places of one city lie beyond the ride limit (airports are labelled with the city they
    // serve only within 75 km), so RIDE_TOO_FAR is the engine's own guard (quote.test.ts).
    const beyond: string[] = [];
    for (const city of ctx.app.rides.catalogue.cities) {
      const spread = city.places.filter((p) => p.kind === 'airport' || p.kind === 'cruise-port' || p.kind === 'centre');
      for (const a of spread)
        for (const b of spread) if (!withinRideLimit(estimateRoute(a, b, 12 * 60))) beyond.push(`${a.id}→${b.id}`);
    }
    expect(beyond).toEqual([]);
  });
});

describe('POST /api/rides', () => {
  it('books a ride now: RID id, the nearest driver, the fare and arrival = now + ETA; a repeat answers the same ride', async () => {
    const [nearest] = await onlyAutopilots(ctx, 'economy', 3);
    const option = (await quote()).options[0]!;
    const key = randomUUID();
    const res = await bookRequest(ana.client, {}, key);
    expect(res.statusCode, res.body).toBe(201);
    const ride = res.json<RideBookingResult>();
    expect(ride.id).toMatch(/^RID\d{6}$/);
    expect(ride).toMatchObject({ rideOptionId: 'economy', status: 'confirmed', fare: option.fare });
    expect(ride.pickup).toMatchObject({ placeId: ctx.pickup.id, name: ctx.pickup.name });
    expect(ride.scheduledTime).toBe(ctx.clock.now().toISOString());
    expect(new Date(ride.estimatedArrival).getTime() - new Date(ride.scheduledTime).getTime()).toBe(
      option.eta! * MINUTE,
    );
    expect(ride.driver.rating).toBeGreaterThanOrEqual(4.2);
    expect(ride.driver.licensePlate).toMatch(/^EV\d{4}[A-Z]$/);

    const outcome = await rideOutcome(ctx, ride.id);
    expect(outcome.ride).toMatchObject({ driverId: nearest, status: 'assigned', passengerEmail: ana.email });
    expect(outcome.chargeStatus).toBe('authorized');
    expect(outcome.ledger).toEqual({ authorize: 1 });
    expect(outcome.bookingStatus).toBe('confirmed');
    expect(outcome.notifications.map((n) => n.title)).toContain('Ride booked');

    const again = await bookRequest(ana.client, {}, key);
    expect(again.statusCode).toBe(201);
    expect(again.json<RideBookingResult>().id).toBe(ride.id);
    const [count] = await rows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from rides where booking_id = ${ride.bookingId}`,
    );
    expect(count!.n).toBe(1);
  });

  it('books a scheduled ride: arrival = the scheduled time + ETA, the driver leaves ETA minutes before', async () => {
    await onlyAutopilots(ctx, 'premium', 2);
    const when = scheduleSlots(ctx.clock.now())[6]!;
    const option = (await quote(when)).options.find((o) => o.type === 'premium')!;
    const res = await bookRequest(ana.client, { rideOptionId: 'premium', scheduledTime: when });
    expect(res.statusCode, res.body).toBe(201);
    const ride = res.json<RideBookingResult>();
    expect(ride.scheduledTime).toBe(when);
    expect(new Date(ride.estimatedArrival).getTime()).toBe(new Date(when).getTime() + option.eta! * MINUTE);
    const { ride: row } = await rideOutcome(ctx, ride.id);
    expect(row.scheduled).toBe(true);
    expect(row.departAt.getTime()).toBe(new Date(when).getTime() - option.eta! * MINUTE);
    expect(row.nextTransitionAt!.getTime()).toBe(row.departAt.getTime());
    // Every time of the ride reads on the pickup city's clock, named after the city.
    expect(ride.clock).toEqual({ timeZone: ctx.city.timeZone, city: ctx.city.name });
    const cityClock = (at: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: ctx.city.timeZone, hour: 'numeric', minute: '2-digit' })
        .format(new Date(at))
        .replace(/[\u202f\u00a0]/g, ' ');
    const booked = (await rideOutcome(ctx, ride.id)).notifications.find(
      (n) => n.title === 'Ride booked' && n.body.includes(ride.id),
    )!;
    expect(booked.body).toContain(`pick-up at `);
    expect(booked.body).toContain(`${cityClock(when)} (${ctx.city.name} time)`);
    expect(booked.body).toContain(`${cityClock(ride.estimatedArrival)} (${ctx.city.name} time)`);
  });

  it('answers 409 RIDE_OPTION_UNAVAILABLE when nobody can drive it (400 for a bad time, 402 for a declined card)', async () => {
    await onlyAutopilots(ctx, 'economy', 2);
    const luxury = await bookRequest(ana.client, { rideOptionId: 'luxury' });
    expect([luxury.statusCode, errorCode(luxury)]).toEqual([409, 'RIDE_OPTION_UNAVAILABLE']);
    expect(luxury.json<{ error: { message: string } }>().error.message).toBe('Selected ride option not available');
    const crowded = await bookRequest(ana.client, { rideOptionId: 'shared', passengers: 3 });
    expect(errorCode(crowded)).toBe('RIDE_OPTION_UNAVAILABLE');
    // Up to six passengers, the SUV's seats; an economy car is too small for them, seven is refused.
    const six = await quote('now', 6);
    expect(six.options.find((o) => o.type === 'economy')).toMatchObject({ capacity: 4, availability: 'unavailable' });
    expect(six.options.find((o) => o.type === 'suv')!.capacity).toBe(6);
    const seven = await ana.client.get(optionsUrl({ ...trip(), when: 'now', passengers: 7 }));
    expect(seven.statusCode).toBe(400);
    const badTime = await bookRequest(ana.client, {
      scheduledTime: new Date(ctx.clock.now().getTime() + 3 * MINUTE).toISOString(),
    });
    expect([badTime.statusCode, errorCode(badTime)]).toEqual([400, 'RIDE_SCHEDULE_INVALID']);
    const declined = await bookRequest(ana.client, { payment: { card: { ...GOOD_CARD, number: '4000000000000002' } } });
    expect([declined.statusCode, errorCode(declined)]).toEqual([402, 'CARD_DECLINED']);
    // Nothing was charged for any of them.
    const [pending] = await rows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from payments where status = 'pending'`,
    );
    expect(pending!.n).toBe(0);
  });

  it('fills the free drivers one ride each, then refuses', async () => {
    await onlyAutopilots(ctx, 'suv', 2);
    const first = await bookRequest(ana.client, { rideOptionId: 'suv' });
    const second = await bookRequest(ana.client, { rideOptionId: 'suv' });
    const third = await bookRequest(ana.client, { rideOptionId: 'suv' });
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 409]);
    expect(first.json<RideBookingResult>().driver.licensePlate).not.toBe(
      second.json<RideBookingResult>().driver.licensePlate,
    );
  });
});

describe('GET /api/rides/:id and cancelling', () => {
  async function bookNow(type: RideType = 'economy', scheduledTime: string | null = null) {
    const res = await bookRequest(ana.client, { rideOptionId: type, scheduledTime });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<RideBookingResult>();
  }

  it("shows the owner's ride with the driver's position and the cancellation fee; another user's is a 404", async () => {
    await onlyAutopilots(ctx, 'economy', 3);
    const ride = await bookNow();
    const res = await ana.client.get(`/api/rides/${ride.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<RideDetail>();
    expect(detail).toMatchObject({
      id: ride.id,
      status: 'assigned',
      bookingId: ride.bookingId,
      cityId: ctx.city.id,
      cityName: ctx.city.name,
    });
    expect(detail.driver.position.lat).toBeCloseTo(ctx.pickup.lat, 1);
    // Arrival within 5 minutes: cancelling costs the economy base price.
    expect(detail.cancellation).toEqual({ free: false, fee: 1200 });
    const bob = await traveller(ctx);
    expect((await bob.client.get(`/api/rides/${ride.id}`)).statusCode).toBe(404);
    expect(
      (await bob.client.request({ method: 'POST', url: `/api/rides/${ride.id}/cancel`, payload: { expectedFee: 0 } }))
        .statusCode,
    ).toBe(404);
    expect((await ana.client.get('/api/rides/RID000000')).statusCode).toBe(404);
  });

  it('cancels for free before the 5 minutes: the authorisation is voided, the booking cancelled', async () => {
    await onlyAutopilots(ctx, 'economy', 3);
    const ride = await bookNow('economy', scheduleSlots(ctx.clock.now())[10]!);
    const detail = (await ana.client.get(`/api/rides/${ride.id}`)).json<RideDetail>();
    expect(detail.cancellation).toEqual({ free: true, fee: 0 });
    const res = await ana.client.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/cancel`,
      payload: { expectedFee: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RideDetail>()).toMatchObject({ status: 'cancelled', cancellation: null, cancellationFee: 0 });
    const outcome = await rideOutcome(ctx, ride.id);
    expect(outcome.chargeStatus).toBe('voided');
    expect(outcome.ledger).toEqual({ authorize: 1, void: 1 });
    expect(outcome.bookingStatus).toBe('cancelled');
    expect(outcome.notifications.map((n) => n.title)).toContain('Ride cancelled');
    // Again: nothing more happens.
    const again = await ana.client.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/cancel`,
      payload: { expectedFee: 0 },
    });
    expect(again.statusCode).toBe(200);
    expect((await rideOutcome(ctx, ride.id)).ledger).toEqual({ authorize: 1, void: 1 });
  });

  it('cancels late with the fee: a different expected fee is a 409, then the total is captured and the rest refunded', async () => {
    await onlyAutopilots(ctx, 'economy', 3);
    const ride = await bookNow();
    const changed = await ana.client.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/cancel`,
      payload: { expectedFee: 0 },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      error: { code: 'CANCELLATION_FEE_CHANGED', cancellation: { free: false, fee: 1200 } },
    });
    expect((await rideOutcome(ctx, ride.id)).ride.status).toBe('assigned');

    const res = await ana.client.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/cancel`,
      payload: { expectedFee: 1200 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RideDetail>()).toMatchObject({ status: 'cancelled', cancellationFee: 1200 });
    const outcome = await rideOutcome(ctx, ride.id);
    expect(outcome.chargeStatus).toBe('captured');
    expect(outcome.ledger).toEqual({ authorize: 1, capture: 1, refund: 1 });
    const refunds = await ctx.database.db.select().from(payments).where(eq(payments.bookingId, ride.bookingId));
    expect(refunds.find((p) => p.kind === 'refund')!.amount).toBe(ride.fare.total - 1200);
    expect(outcome.bookingEvents).toEqual(['created', 'confirmed', 'cancelled', 'refunded']);
  });
});

describe('rides among the bookings', () => {
  it('lists a ride in GET /api/bookings with its card details; the bookings module does not cancel it', async () => {
    await onlyAutopilots(ctx, 'economy', 3);
    const res = await bookRequest(ana.client, {});
    const ride = res.json<RideBookingResult>();
    const list = (await ana.client.get('/api/bookings')).json<{ bookings: BookingListItem[] }>().bookings;
    const item = list.find((b) => b.id === ride.bookingId)!;
    expect(item).toMatchObject({
      type: 'ride',
      status: 'confirmed',
      confirmationCode: ride.id,
      destination: ctx.city.name,
      total: { amount: ride.fare.total, currency: 'USD' },
    });
    expect(item.details).toEqual({
      type: 'ride',
      rideId: ride.id,
      pickup: ctx.pickup.name,
      dropoff: ctx.destination.name,
      pickupTime: expect.stringContaining(`(${ctx.city.name} time)`),
      driver: ride.driver.name,
      vehicle: ride.driver.vehicle,
      plate: ride.driver.licensePlate,
    });
    expect((await ana.client.get(`/api/bookings/${ride.bookingId}`)).statusCode).toBe(200);
    const cancel = await ana.client.request({
      method: 'POST',
      url: `/api/bookings/${ride.bookingId}/cancel`,
      payload: {},
    });
    expect([cancel.statusCode, errorCode(cancel)]).toEqual([409, 'BOOKING_NOT_CANCELLABLE']);
    expect((await ana.client.get(`/api/bookings/${ride.bookingId}/ticket.pdf`)).statusCode).toBe(404);
    expect((await ana.client.get('/api/trips')).statusCode).toBe(200);
    // Staff see it without error, and may not cancel it from the bookings admin.
    const agent = await clientWithRole(ctx, 'Super Admin', 'ride-staff');
    expect((await agent.client.get(`/api/admin/bookings?q=${ride.id}`)).statusCode).toBe(200);
    const staffView = await agent.client.get(`/api/admin/bookings/${ride.bookingId}`);
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(staffView.json()).toMatchObject({ cancellation: { cancellable: false } });
  });
});
