// Live ride status under load: one server on an ephemeral port (in-process; embedded PGlite unless a
// PostgreSQL URL is given, then in its own schema, dropped at the end), 1,000 concurrent SSE watchers
// (GET /api/rides/:id/events over real sockets, read in a worker thread: bench-rides-watcher-worker.mjs)
// spread over the rides of one traveller, and the autopilot ticker moving every ride through its four
// stages. For each stage it measures, per
// watcher, the time from the publication of the change (the moment the server's LISTEN hears the
// committed pg_notify) to the `status` event arriving at the watcher: p50/p99 over every delivery.
// Also from the start of the tick that makes the change (its transaction, capture and notices).
import { todayIso } from '@escazo/contracts/dates';
import { Worker } from 'node:worker_threads';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '@server/app.ts';
import { loadConfig } from '@server/config.ts';
import { openDatabase } from '@server/db/client.ts';
import { seedReferenceData } from '@server/db/seed.ts';
import { benchRideCity } from './bench-ride-city.ts';
import { TestClock } from '@server/lib/clock.ts';
import { buildInventoryInMemory, emptySoldCounts } from '@server/modules/inventory/public.ts';
// Brings in the types of app.clock, app.rides, app.rideAutopilot and app.rideEvents.
import type {} from '@server/modules/jobs/public.ts';
import type {} from '@server/modules/rides/public.ts';

export type RideWatchersBenchOptions = { url?: string; watchers?: number; rides?: number };
export type RideWatchersBench = {
  driver: 'pglite' | 'postgres';
  watchers: number;
  rides: number;
  /** Status events measured: watchers × 4 stages when none was missed. */
  events: number;
  /** Deliveries that never arrived (within 30 s of their tick). */
  missed: number;
  /** Publication (the notification heard) → the watcher's status event. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The start of the tick that changes the ride → the watcher's status event. */
  tickP50Ms: number;
  tickP99Ms: number;
  /** How long opening every stream (to its first status event) took. */
  connectMs: number;
};

const SCHEMA = 'bench_rides_watchers';
const STAGES = [
  ['departAt', 'arriving'],
  ['arriveAt', 'arrived'],
  ['startAt', 'on_trip'],
  ['completeAt', 'completed'],
] as const;
const card = { holderName: 'Bench Watcher', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

async function dropSchema(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.end();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Milliseconds since the epoch, comparable with the worker thread's clock. */
const now = () => performance.timeOrigin + performance.now();

/** The watchers' thread: opens the streams, then reports when each saw a status. */
class WatcherThread {
  private readonly worker = new Worker(new URL('./bench-rides-watcher-worker.mjs', import.meta.url));
  private pending: ((at: (number | null)[]) => void) | null = null;
  private failure: Error | null = null;

  constructor() {
    this.worker.on('message', (message: { type: string; at?: (number | null)[]; message?: string }) => {
      if (message.type === 'seen') this.pending?.(message.at ?? []);
      else if (message.type === 'error') this.failure = new Error(message.message);
    });
  }

  open(urls: string[], cookie: string): void {
    this.worker.postMessage({ type: 'open', urls, cookie });
  }

  /** When each watcher saw `status` (null: not within the timeout). */
  waitFor(status: string, timeoutMs: number): Promise<(number | null)[]> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve) => {
      this.pending = resolve;
      this.worker.postMessage({ type: 'wait', status, timeoutMs });
    });
  }

  async close(): Promise<void> {
    this.worker.postMessage({ type: 'close' });
    await new Promise((resolve) => this.worker.once('exit', resolve));
  }
}

export async function benchRideWatchers({
  url,
  watchers = 1000,
  rides = 10,
}: RideWatchersBenchOptions = {}): Promise<RideWatchersBench> {
  if (url) await dropSchema(url);
  const database = await openDatabase(url ? { url, poolSize: 10, schema: SCHEMA } : { dataDir: undefined });
  await seedReferenceData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: String(1e9),
    FORM_RATE_LIMIT_MAX: String(1e9),
  });
  const clock = new TestClock(new Date(Math.floor(Date.now() / 1000) * 1000));
  const app = await buildApp({
    config,
    database,
    inventory: { inventory: buildInventoryInMemory(emptySoldCounts(), todayIso(Date.now())) },
    clock,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const thread = new WatcherThread();
  try {
    // `rides` free autopilot drivers standing at the pickup: every ride gets the same timeline.
    const { city, pickup, destination } = await benchRideCity(app, database, { drivers: rides });

    // One traveller, signed up and booking through the API.
    const csrf = await app.inject({ method: 'GET', url: '/api/csrf' });
    const csrfCookie = ([] as string[])
      .concat(csrf.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const token = csrf.json<{ token: string }>().token;
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { cookie: csrfCookie, 'x-csrf-token': token },
      payload: {
        fullName: 'Bench Watcher',
        email: `bench-watcher-${Date.now()}@example.com`,
        password: 'Blue-Harbour-Lantern-42',
      },
    });
    if (signUp.statusCode !== 201) throw new Error(`sign-up: ${signUp.statusCode} ${signUp.body}`);
    const session = ([] as string[])
      .concat(signUp.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('escazo_session='))!
      .split(';')[0]!;
    const cookie = `${csrfCookie}; ${session}`;
    const rideIds: string[] = [];
    for (let i = 0; i < rides; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/rides',
        headers: { cookie, 'x-csrf-token': token, 'idempotency-key': randomUUID() },
        payload: {
          city: city.id,
          pickup: pickup.id,
          destination: destination.id,
          rideOptionId: 'economy',
          scheduledTime: null,
          passengers: 1,
          payment: { card },
        },
      });
      if (res.statusCode !== 201) throw new Error(`ride ${i}: ${res.statusCode} ${res.body}`);
      rideIds.push(res.json<{ id: string }>().id);
    }

    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const connectStarted = now();
    thread.open(
      Array.from({ length: watchers }, (_, i) => `${origin}/api/rides/${rideIds[i % rides]}/events`),
      cookie,
    );
    const connected = await thread.waitFor('assigned', 60_000);
    const notConnected = connected.filter((at) => at === null).length;
    if (notConnected) throw new Error(`${notConnected} watchers never got their first status`);
    const connectMs = now() - connectStarted;

    const timelines = await Promise.all(
      rideIds.map(async (id) => {
        const result = (await database.db.execute(
          sql`select depart_at, arrive_at, start_at, complete_at from rides where id = ${id}`,
        )) as unknown as {
          rows: {
            depart_at: string | Date;
            arrive_at: string | Date;
            start_at: string | Date;
            complete_at: string | Date;
          }[];
        };
        const row = result.rows[0]!;
        return {
          departAt: new Date(row.depart_at),
          arriveAt: new Date(row.arrive_at),
          startAt: new Date(row.start_at),
          completeAt: new Date(row.complete_at),
        };
      }),
    );
    // When this instance heard each ride's change: the publication, as every watcher's server sees it.
    const heard = new Map<string, number>();
    const stopHearing = rideIds.map((id) =>
      app.rideEvents.subscribe(id, (event) => {
        if (event.kind === 'change' && !heard.has(`${id}:${event.status}`)) heard.set(`${id}:${event.status}`, now());
      }),
    );
    const latencies: number[] = [];
    const fromTick: number[] = [];
    let missed = 0;
    for (const [key, status] of STAGES) {
      clock.set(new Date(Math.max(...timelines.map((t) => t[key].getTime()))));
      const arrivals = thread.waitFor(status, 30_000);
      const published = now();
      await app.rideAutopilot.tick();
      const arrived = await arrivals;
      missed += arrived.filter((at) => at === null).length;
      arrived.forEach((at, i) => {
        const publishedAt = heard.get(`${rideIds[i % rides]}:${status}`);
        if (at === null || publishedAt === undefined) return;
        latencies.push(at - publishedAt);
        fromTick.push(at - published);
      });
    }
    for (const stop of stopHearing) stop();
    latencies.sort((a, b) => a - b);
    fromTick.sort((a, b) => a - b);
    return {
      driver: database.driver,
      watchers,
      rides,
      events: latencies.length,
      missed,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? 0,
      tickP50Ms: percentile(fromTick, 50),
      tickP99Ms: percentile(fromTick, 99),
      connectMs,
    };
  } finally {
    await thread.close();
    await app.close();
    await database.close();
    if (url) await dropSchema(url);
  }
}
