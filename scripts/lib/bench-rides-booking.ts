// The ride booking race: 200 concurrent immediate bookings in a city with exactly 20 free drivers,
// through app.inject over PGlite or a PostgreSQL server (its own schema, dropped at the end).
// Exactly 20 must be assigned, each to a different driver, the rest refused with 409 and none a 5xx.
import { todayIso } from '@escazo/contracts/dates';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '@server/app.ts';
import { loadConfig } from '@server/config.ts';
import { openDatabase, type Database } from '@server/db/client.ts';
import { seedReferenceData } from '@server/db/seed.ts';
import { buildInventoryInMemory, emptySoldCounts } from '@server/modules/inventory/public.ts';
// Brings in the types of app.clock and app.rides.
import type {} from '@server/modules/jobs/public.ts';
import type {} from '@server/modules/rides/public.ts';
import { benchRideCity } from './bench-ride-city.ts';
import { TestClient } from '@server-test/helpers.ts';

export type RideBookingBench = {
  driver: 'pglite' | 'postgres';
  requests: number;
  freeDrivers: number;
  assigned: number;
  rejected: number;
  distinctDrivers: number;
  serverErrors: number;
  elapsedMs: number;
};

const SCHEMA = 'bench_rides';
const REQUESTS = 200;
const FREE_DRIVERS = 20;
const RIDERS = 20;
const card = { holderName: 'Bench Rider', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

async function dropSchema(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.end();
}

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Runs the race once; `url` a PostgreSQL server, else an in-memory PGlite. */
export async function benchRideBooking(url?: string): Promise<RideBookingBench> {
  if (url) await dropSchema(url);
  const database = await openDatabase(url ? { url, poolSize: 10, schema: SCHEMA } : { dataDir: undefined });
  await seedReferenceData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: String(1e9),
    FORM_RATE_LIMIT_MAX: String(1e9),
  });
  const app = await buildApp({
    config,
    database,
    inventory: { inventory: buildInventoryInMemory(emptySoldCounts(), todayIso(Date.now())) },
  });
  await app.ready();
  try {
    // Exactly 20 free economy drivers near the pickup.
    const { city, pickup, destination } = await benchRideCity(app, database, {
      drivers: FREE_DRIVERS,
      spreadDegrees: 0.001,
    });
    const [free] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from ride_drivers where city_id = ${city.id} and online`,
    );

    const riders = await Promise.all(
      Array.from({ length: RIDERS }, async (_, i) => {
        const client = new TestClient(app);
        const res = await client.post('/api/auth/sign-up', {
          fullName: `Bench Rider ${i}`,
          email: `bench-rider-${i}-${Date.now()}@example.com`,
          password: 'Blue-Harbour-Lantern-42',
        });
        if (res.statusCode !== 201) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
        await client.csrfToken();
        return client;
      }),
    );
    const body = {
      city: city.id,
      pickup: pickup.id,
      destination: destination.id,
      rideOptionId: 'economy',
      scheduledTime: null,
      passengers: 1,
      payment: { card },
    };
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        riders[i % RIDERS]!.request({
          method: 'POST',
          url: '/api/rides',
          payload: body,
          headers: { 'idempotency-key': randomUUID() },
        }),
      ),
    );
    const elapsedMs = Math.round(performance.now() - started);
    const assigned = responses.filter((r) => r.statusCode === 201);
    const [distinct] = await rows<{ n: number }>(database, sql`select count(distinct driver_id)::int as n from rides`);
    return {
      driver: database.driver,
      requests: REQUESTS,
      freeDrivers: free!.n,
      assigned: assigned.length,
      rejected: responses.filter((r) => r.statusCode === 409).length,
      distinctDrivers: distinct!.n,
      serverErrors: responses.filter((r) => r.statusCode >= 500).length,
      elapsedMs,
    };
  } finally {
    await app.close();
    await database.close();
    if (url) await dropSchema(url);
  }
}

/** Whether the race held: every free driver got exactly one ride, everyone else a 409, no 5xx. */
export const rideBookingBenchHeld = (r: RideBookingBench) =>
  r.assigned === r.freeDrivers &&
  r.distinctDrivers === r.freeDrivers &&
  r.rejected === r.requests - r.freeDrivers &&
  r.serverErrors === 0;
