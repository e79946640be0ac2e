import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RideBookingResult } from '@escazo/contracts/rides';
import type { RideType } from '@escazo/contracts/ride-options';
import { greatCircleKm } from '@escazo/rides';
import type { Place, RideCity } from '@escazo/rides/places';
import { buildApp } from '@server/app.ts';
import { openDatabase, type Database, type Db } from '@server/db/client.ts';
import { bookingEvents, driverProfiles, notifications, payments, rideDrivers, rides } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { createTestContext, sharedMemoryInventory, type TestClient, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient } from '../auth/test-support.ts';

/**
 * What the tests of the live side (lifecycle, ticker, SSE, driver console) share: an app on a
 * TestClock over the in-memory inventory, a ride city with its autopilot fleet, travellers who book
 * real rides through POST /api/rides, and approved drivers.
 */
export type LiveContext = TestContext & { clock: TestClock; city: RideCity; pickup: Place; destination: Place };

export const GOOD_CARD = {
  holderName: 'Ana Traveller',
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
};

/** The largest ride city, its centre as the pickup and a place 2–20 km away as the destination. */
function rideCityOf(app: FastifyInstance): { city: RideCity; pickup: Place; destination: Place } {
  for (const city of app.rides.catalogue.cities) {
    const pickup = city.places.find((p) => p.kind === 'centre');
    const destination = city.places.find(
      (p) => p !== pickup && pickup && greatCircleKm(p, pickup) > 2 && greatCircleKm(p, pickup) < 20,
    );
    if (pickup && destination) return { city, pickup, destination };
  }
  throw new Error('no ride city with two places 2-20 km apart');
}

/** An app over a fresh database (PGlite, or its own database on TEST_DATABASE_URL), on a TestClock. */
export async function createLiveContext(start = new Date()): Promise<LiveContext> {
  // Whole seconds: timestamps round-trip through the database unchanged.
  const clock = new TestClock(new Date(Math.floor(start.getTime() / 1000) * 1000));
  const ctx = await createTestContext({
    inventory: 'memory',
    clock,
    poolSize: 6,
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
  const places = rideCityOf(ctx.app);
  await ctx.app.rides.ensureFleet(places.city);
  return { ...ctx, clock, ...places };
}

/** Another server instance on the same database (its own pool and listener on PostgreSQL) and clock. */
export async function secondInstance(ctx: LiveContext): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  let database: Database = ctx.database;
  if (ctx.postgres) database = await openDatabase({ ...ctx.postgres, poolSize: 6 });
  const app = await buildApp({
    config: ctx.config,
    database,
    inventory: { inventory: sharedMemoryInventory() },
    clock: ctx.clock,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== ctx.database) await database.close();
    },
  };
}

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Leaves exactly the given drivers online in the city: every driver goes offline except `keep` autopilots
 * of `type` without a ride (moved to the pickup), so tests know who a ride goes to.
 */
export async function onlyAutopilots(ctx: LiveContext, type: RideType, keep: number): Promise<number[]> {
  const db = ctx.database.db;
  await everyoneOffline(ctx);
  const chosen = await rows<{ id: number }>(
    db,
    sql`
    select id from ride_drivers d where city_id = ${ctx.city.id} and autopilot and vehicle_type = ${type}
      and not exists (select 1 from rides r where r.driver_id = d.id and r.status not in ('completed', 'cancelled'))
    order by id limit ${keep}`,
  );
  for (const [i, { id }] of chosen.entries()) {
    // A few metres apart, nearest first in id order.
    await db
      .update(rideDrivers)
      .set({ online: true, lat: ctx.pickup.lat + 0.001 * (i + 1), lon: ctx.pickup.lon })
      .where(eq(rideDrivers.id, id));
  }
  if (chosen.length < keep) throw new Error(`only ${chosen.length} autopilot ${type} drivers in ${ctx.city.name}`);
  return chosen.map((r) => r.id);
}

/** A signed-up traveller (their own cookie jar). */
export async function traveller(ctx: LiveContext) {
  return signedUpClient(ctx);
}

/** A signed-up account made a driver the way an approval does: a driver_profiles row. */
export async function approvedDriver(ctx: LiveContext, vehicle = { make: 'tesla', model: 'Model 3', year: '2023' }) {
  const account = await signedUpClient(ctx);
  await ctx.database.db.insert(driverProfiles).values({
    userId: account.user.id,
    vehicleMake: vehicle.make,
    vehicleModel: vehicle.model,
    vehicleYear: vehicle.year,
    city: ctx.city.name,
  });
  return account;
}

/** Every driver of the test city offline (tests then bring online whom they need). */
export async function everyoneOffline(ctx: LiveContext): Promise<void> {
  await ctx.database.db.update(rideDrivers).set({ online: false }).where(eq(rideDrivers.cityId, ctx.city.id));
}

export async function bookRideNow(
  ctx: LiveContext,
  client: TestClient,
  type: RideType = 'economy',
  scheduledTime: string | null = null,
): Promise<RideBookingResult> {
  const res = await client.request({
    method: 'POST',
    url: '/api/rides',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      city: ctx.city.id,
      pickup: ctx.pickup.id,
      destination: ctx.destination.id,
      rideOptionId: type,
      scheduledTime,
      passengers: 1,
      payment: { card: GOOD_CARD, save: false },
    },
  });
  if (res.statusCode !== 201) throw new Error(`ride booking failed: ${res.statusCode} ${res.body}`);
  return res.json<RideBookingResult>();
}

export async function rideRow(ctx: LiveContext, rideId: string) {
  const [row] = await ctx.database.db.select().from(rides).where(eq(rides.id, rideId));
  return row!;
}

/** The ride's money, booking and messages as counts: what must happen exactly once. */
export async function rideOutcome(ctx: LiveContext, rideId: string) {
  const db = ctx.database.db;
  const ride = await rideRow(ctx, rideId);
  const [charge] = await db.select().from(payments).where(eq(payments.id, ride.paymentId));
  const ledger = await rows<{ kind: string; n: number }>(
    db,
    sql`select kind, count(*)::int as n from payment_ledger where processor_payment_id = ${charge!.processorPaymentId} group by kind`,
  );
  const events = await db
    .select({ kind: bookingEvents.kind })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, ride.bookingId));
  const [booking] = await rows<{ status: string }>(db, sql`select status from bookings where id = ${ride.bookingId}`);
  const notes = await db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.userId, ride.userId));
  return {
    ride,
    chargeStatus: charge!.status,
    ledger: Object.fromEntries(ledger.map((r) => [r.kind, r.n])),
    bookingStatus: booking!.status,
    bookingEvents: events.map((e) => e.kind),
    notifications: notes,
  };
}
