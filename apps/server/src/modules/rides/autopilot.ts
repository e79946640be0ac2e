import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, asc, eq, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Config } from '@server/config.ts';
import type { Database, Db } from '@server/db/client.ts';
import { rideDrivers, rides } from './schema.ts';
import type { Clock } from '@server/lib/clock.ts';
import type { PaymentProcessor } from '../payments/public.ts';
import { sendRideNotices, type RideNotice } from './events/ride-notices.ts';
import type { RideRow } from './repository.ts';
import { dueStep, type TransitionDeps } from './transitions.ts';

/** Rides locked and moved per transaction. */
const BATCH = 50;
/** Batches per tick at most, so one tick cannot run forever. */
const MAX_BATCHES = 20;
/** Steps one ride may take in a tick: a server that was down catches up through every due stage. */
const MAX_STEPS_PER_RIDE = 5;

export type TickSummary = { moved: number; failed: number };

export type RideAutopilot = {
  /** Moves every ride whose time has come (default: the app clock's now); tests call it directly. */
  tick(now?: Date): Promise<TickSummary>;
  /** Ticks every `intervalMs` (default RIDES_TICK_MS, 1 s) on an unref'd timer. */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a running tick. */
  stop(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rideAutopilot: RideAutopilot;
  }
}

type AutopilotOptions = {
  db: Db;
  processor: PaymentProcessor;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  timeZoneOf(cityId: string): string;
};

/** Due: an autopilot's (or a scheduled human ride's) next stage, or an offer whose time ran out. */
const dueAt = (now: Date, skip: ReadonlySet<string>) =>
  and(
    sql`${rides.status} not in ('completed', 'cancelled')`,
    or(lte(rides.nextTransitionAt, now), and(eq(rides.status, 'offered'), lte(rides.offeredUntil, now))),
    skip.size ? notInArray(rides.id, [...skip]) : undefined,
  );

/**
 * The ticker that drives rides along their timeline. State lives in the rows (`next_transition_at`,
 * `offered_until`), so a restart resumes where the last run stopped. Each batch locks its rides with
 * FOR UPDATE SKIP LOCKED, so two server instances never take the same ride, and every step is a
 * conditional update, so a ride is never moved twice; each ride runs in its own savepoint, so one
 * failing ride does not hold up the others.
 */
export function createRideAutopilot({
  db,
  processor,
  config,
  clock,
  log,
  timeZoneOf,
}: AutopilotOptions): RideAutopilot {
  const deps: TransitionDeps = { processor, timeScale: config.ridesTimeScale, timeZoneOf };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<TickSummary> | null = null;

  async function moveRide(
    tx: Db,
    ride: RideRow,
    autopilot: boolean,
    now: Date,
    notices: RideNotice[],
  ): Promise<number> {
    let current = ride;
    let moved = 0;
    for (let step = 0; step < MAX_STEPS_PER_RIDE; step++) {
      const next = dueStep(current, autopilot, now, deps);
      if (!next) break;
      const result = await next(tx);
      if (!result) break;
      notices.push(...result.notices);
      current = result.ride;
      moved++;
    }
    return moved;
  }

  async function runBatch(
    now: Date,
    doneIds: Set<string>,
  ): Promise<TickSummary & { picked: number; notices: RideNotice[] }> {
    const notices: RideNotice[] = [];
    let moved = 0;
    let failed = 0;
    let picked = 0;
    await db.transaction(async (tx) => {
      const due = await tx
        .select({ ride: rides, autopilot: rideDrivers.autopilot })
        .from(rides)
        .innerJoin(rideDrivers, eq(rideDrivers.id, rides.driverId))
        .where(dueAt(now, doneIds))
        .orderBy(asc(sql`coalesce(${rides.nextTransitionAt}, ${rides.offeredUntil})`))
        .limit(BATCH)
        .for('update', { of: rides, skipLocked: true });
      picked = due.length;
      for (const { ride, autopilot } of due) {
        const rideNotices: RideNotice[] = [];
        try {
          const steps = await tx.transaction((savepoint) =>
            moveRide(savepoint as unknown as Db, ride, autopilot, now, rideNotices),
          );
          // Due but unmovable (another caller moved it first): not picked again in this tick.
          if (steps === 0) doneIds.add(ride.id);
          moved += steps;
          notices.push(...rideNotices);
        } catch (err) {
          failed++;
          doneIds.add(ride.id);
          log.error({ err, rideId: ride.id, status: ride.status }, 'ride autopilot step failed');
        }
      }
    });
    return { moved, failed, picked, notices };
  }

  async function tick(now: Date = clock.now()): Promise<TickSummary> {
    const total: TickSummary = { moved: 0, failed: 0 };
    // A ride that failed or could not move is left for the next tick, not picked again in this one.
    const doneIds = new Set<string>();
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const result = await runBatch(now, doneIds);
      total.moved += result.moved;
      total.failed += result.failed;
      // The commit has just told the watchers; their reloads read first (a macrotask later), so the
      // notices, which nobody is waiting on, do not queue ahead of a live status.
      if (result.notices.length) await new Promise((resolve) => setImmediate(resolve));
      await sendRideNotices(db, result.notices, { config, log, now });
      // A short batch means nothing more is due, or the rest is another instance's (locked).
      if (result.picked < BATCH) break;
    }
    return total;
  }

  /** One tick at a time: a slow tick makes the timer skip, never pile up. */
  function tickOnce(): Promise<TickSummary> {
    running ??= tick().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    tick,
    start(intervalMs = config.ridesTickMs) {
      if (timer) return;
      timer = setInterval(() => {
        tickOnce().catch((err: unknown) => log.error({ err }, 'ride autopilot tick failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => {});
    },
  };
}

/** A ride city's zone from the catalogue (app.rides, built at start); UTC for a city it no longer has. */
export function rideTimeZone(app: FastifyInstance, cityId: string): string {
  return app.rides.catalogue.byId.get(cityId)?.timeZone ?? 'UTC';
}

export type RideAutopilotPluginOptions = { database: Database; processor: PaymentProcessor; config: Config };

/** Decorates `app.rideAutopilot`; server.ts starts it after listen, and it stops on close. */
export const rideAutopilotPlugin = fp(
  async (app: FastifyInstance, { database, processor, config }: RideAutopilotPluginOptions) => {
    const autopilot = createRideAutopilot({
      db: database.db,
      processor,
      config,
      clock: app.clock,
      log: app.log,
      timeZoneOf: (cityId) => rideTimeZone(app, cityId),
    });
    app.decorate('rideAutopilot', autopilot);
    app.addHook('onClose', async () => autopilot.stop());
  },
  { name: 'ride-autopilot', dependencies: ['jobs'] },
);
