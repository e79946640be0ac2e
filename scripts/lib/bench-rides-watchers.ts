// Live ride status under load: one server on an ephemeral port (in-process; embedded PGlite unless a
// PostgreSQL URL is given, then in its own schema, dropped at the end), 1,000 concurrent SSE watchers
// (GET /api/rides/:id/events over real sockets) spread over the rides of one traveller, and the
// autopilot ticker moving every ride through its four stages. For each stage it measures, per
// watcher, the time from the publication of the change (the moment the server's LISTEN hears the
// committed pg_notify) to the `status` event arriving at the watcher: p50/p99 over every delivery.
// Also from the start of the tick that makes the change (its transaction, capture and notices).
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedReferenceData } from '../../apps/server/src/db/seed.ts';
import { TestClock } from '../../apps/server/src/lib/clock.ts';
import { buildInventoryInMemory, emptySoldCounts } from '../../apps/server/src/modules/inventory/public.ts';
// Brings in the types of app.clock, app.rides, app.rideAutopilot and app.rideEvents.
import type {} from '../../apps/server/src/modules/jobs/public.ts';
import type {} from '../../apps/server/src/modules/rides/public.ts';

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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One watcher: an SSE stream read by hand; `seen` maps each status to when its event arrived. */
class Watcher {
  readonly seen = new Map<string, number>();
  private buffer = '';
  private request: http.ClientRequest | null = null;
  private waiters: Array<() => void> = [];

  constructor(
    private readonly url: string,
    private readonly cookie: string,
    private readonly agent: http.Agent,
  ) {}

  open(): void {
    this.request = http.get(this.url, { agent: this.agent, headers: { cookie: this.cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) throw new Error(`watcher got ${res.statusCode}`);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => this.read(chunk));
    });
    this.request.on('error', () => {});
  }

  /** Only the `id:` line is read (the status): the watcher costs the measurement as little as it can. */
  private read(chunk: string): void {
    this.buffer += chunk;
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      if (!block.startsWith('event: status')) continue;
      const id = /\nid: (\w+)/.exec(block)?.[1];
      if (id && !this.seen.has(id)) {
        this.seen.set(id, performance.now());
        for (const wake of this.waiters.splice(0)) wake();
      }
    }
  }

  async waitFor(status: string, deadline: number): Promise<boolean> {
    while (!this.seen.has(status)) {
      const left = deadline - performance.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  }

  close(): void {
    this.request?.destroy();
  }
}

export async function benchRideWatchers({ url, watchers = 1000, rides = 10 }: RideWatchersBenchOptions = {}): Promise<RideWatchersBench> {
  if (url) await dropSchema(url);
  const database = await openDatabase(url ? { url, poolSize: 10, schema: SCHEMA } : { dataDir: undefined });
  await seedReferenceData(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: String(1e9), FORM_RATE_LIMIT_MAX: String(1e9) });
  const clock = new TestClock(new Date(Math.floor(Date.now() / 1000) * 1000));
  const app = await buildApp({ config, database, inventory: { inventory: buildInventoryInMemory(emptySoldCounts()) }, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: watchers + 16 });
  const open: Watcher[] = [];
  try {
    const city = app.rides.catalogue.cities.find((c) => c.places.some((p) => p.kind === 'landmark'))!;
    const pickup = city.places.find((p) => p.kind === 'centre')!;
    const destination = city.places.find((p) => p.kind === 'landmark')!;
    await app.rides.ensureFleet(city);
    // `rides` free autopilot drivers standing at the pickup: every ride gets the same timeline.
    await database.db.execute(sql`update ride_drivers set online = false where city_id = ${city.id}`);
    await database.db.execute(sql`
      update ride_drivers set online = true, lat = ${pickup.lat}, lon = ${pickup.lon}
      where id in (select id from ride_drivers where city_id = ${city.id} and autopilot and vehicle_type = 'economy' order by id limit ${rides})`);

    // One traveller, signed up and booking through the API.
    const csrf = await app.inject({ method: 'GET', url: '/api/csrf' });
    const csrfCookie = ([] as string[]).concat(csrf.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    const token = csrf.json<{ token: string }>().token;
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { cookie: csrfCookie, 'x-csrf-token': token },
      payload: { fullName: 'Bench Watcher', email: `bench-watcher-${Date.now()}@example.com`, password: 'Blue-Harbour-Lantern-42' },
    });
    if (signUp.statusCode !== 201) throw new Error(`sign-up: ${signUp.statusCode} ${signUp.body}`);
    const session = ([] as string[]).concat(signUp.headers['set-cookie'] ?? []).find((c) => c.startsWith('escazo_session='))!.split(';')[0]!;
    const cookie = `${csrfCookie}; ${session}`;
    const rideIds: string[] = [];
    for (let i = 0; i < rides; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/rides',
        headers: { cookie, 'x-csrf-token': token, 'idempotency-key': randomUUID() },
        payload: { city: city.id, pickup: pickup.id, destination: destination.id, rideOptionId: 'economy', scheduledTime: null, passengers: 1, payment: { card } },
      });
      if (res.statusCode !== 201) throw new Error(`ride ${i}: ${res.statusCode} ${res.body}`);
      rideIds.push(res.json<{ id: string }>().id);
    }

    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const connectStarted = performance.now();
    for (let i = 0; i < watchers; i++) {
      const watcher = new Watcher(`${origin}/api/rides/${rideIds[i % rides]}/events`, cookie, agent);
      open.push(watcher);
      watcher.open();
    }
    const connectDeadline = performance.now() + 60_000;
    const connected = await Promise.all(open.map((w) => w.waitFor('assigned', connectDeadline)));
    if (connected.some((ok) => !ok)) throw new Error(`${connected.filter((ok) => !ok).length} watchers never got their first status`);
    const connectMs = performance.now() - connectStarted;

    const timelines = await Promise.all(
      rideIds.map(async (id) => {
        const result = (await database.db.execute(sql`select depart_at, arrive_at, start_at, complete_at from rides where id = ${id}`)) as unknown as {
          rows: { depart_at: string | Date; arrive_at: string | Date; start_at: string | Date; complete_at: string | Date }[];
        };
        const row = result.rows[0]!;
        return { departAt: new Date(row.depart_at), arriveAt: new Date(row.arrive_at), startAt: new Date(row.start_at), completeAt: new Date(row.complete_at) };
      }),
    );
    // When this instance heard each ride's change: the publication, as every watcher's server sees it.
    const heard = new Map<string, number>();
    const stopHearing = rideIds.map((id) =>
      app.rideEvents.subscribe(id, (event) => {
        if (event.kind === 'change' && !heard.has(`${id}:${event.status}`)) heard.set(`${id}:${event.status}`, performance.now());
      }),
    );
    const latencies: number[] = [];
    const fromTick: number[] = [];
    let missed = 0;
    for (const [key, status] of STAGES) {
      clock.set(new Date(Math.max(...timelines.map((t) => t[key].getTime()))));
      const published = performance.now();
      await app.rideAutopilot.tick();
      const deadline = performance.now() + 30_000;
      const arrived = await Promise.all(open.map((w) => w.waitFor(status, deadline)));
      missed += arrived.filter((ok) => !ok).length;
      open.forEach((w, i) => {
        const at = w.seen.get(status);
        const publishedAt = heard.get(`${rideIds[i % rides]}:${status}`);
        if (at === undefined || publishedAt === undefined) return;
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
    for (const w of open) w.close();
    agent.destroy();
    await app.close();
    await database.close();
    if (url) await dropSchema(url);
  }
}
