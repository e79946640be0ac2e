import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { rideDrivers } from '@server/db/schema.ts';
import { RIDE_OFFER_SECONDS } from '@escazo/contracts/ride-options';
import { testDriver } from '@server-test/helpers.ts';
import {
  approvedDriver,
  bookRideNow,
  createLiveContext,
  everyoneOffline,
  onlyAutopilots,
  rideOutcome,
  rideRow,
  secondInstance,
  traveller,
  type LiveContext,
} from './test-support.ts';

/**
 * Two server instances ticking at once over the same due rides: real races on PostgreSQL
 * (TEST_DATABASE_URL: two pools, two listeners), serialised on PGlite. Each ride must take each
 * step exactly once: one capture, one 'completed' booking event, one notice.
 */
describe(`two autopilot tickers (${testDriver})`, () => {
  let ctx: LiveContext;
  let other: { app: FastifyInstance; close(): Promise<void> };
  const RIDES = 8;

  beforeAll(async () => {
    ctx = await createLiveContext();
    other = await secondInstance(ctx);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  /** Both instances tick `rounds` times each, all at once; the steps they took in total. */
  async function raceTicks(rounds = 3): Promise<{ moved: number; failed: number }> {
    const ticks = Array.from({ length: rounds }, () => [
      ctx.app.rideAutopilot.tick(),
      other.app.rideAutopilot.tick(),
    ]).flat();
    const results = await Promise.all(ticks);
    return { moved: results.reduce((n, r) => n + r.moved, 0), failed: results.reduce((n, r) => n + r.failed, 0) };
  }

  it('moves every ride through each stage exactly once', async () => {
    await onlyAutopilots(ctx, 'economy', RIDES);
    const { client } = await traveller(ctx);
    const booked = [];
    for (let i = 0; i < RIDES; i++) booked.push(await bookRideNow(ctx, client));
    const ids = booked.map((b) => b.id);
    expect(new Set((await Promise.all(ids.map((id) => rideRow(ctx, id)))).map((r) => r.driverId)).size).toBe(RIDES);

    // Stage by stage: at each moment, exactly the stages whose time has come since the last one move.
    const rows = await Promise.all(ids.map((id) => rideRow(ctx, id)));
    const stageTimes = rows.flatMap((r) => [r.departAt, r.arriveAt, r.startAt, r.completeAt].map((t) => t.getTime()));
    const dueBy = (t: number) => stageTimes.filter((s) => s <= t).length;
    const moments = [...new Set(rows.map((r) => r.arriveAt.getTime()))].sort((a, b) => a - b).slice(0, 2);
    let before = ctx.clock.now().getTime();
    expect(await raceTicks()).toEqual({ moved: dueBy(before), failed: 0 });
    for (const moment of [...moments, Math.max(...stageTimes) + 60_000]) {
      ctx.clock.set(new Date(moment));
      expect(await raceTicks()).toEqual({ moved: dueBy(moment) - dueBy(before), failed: 0 });
      before = moment;
    }
    expect(dueBy(before)).toBe(4 * RIDES);
    expect(await raceTicks()).toEqual({ moved: 0, failed: 0 });

    for (const id of ids) {
      const outcome = await rideOutcome(ctx, id);
      expect(outcome.ride.status).toBe('completed');
      expect(outcome.ledger).toEqual({ authorize: 1, capture: 1 });
      expect(outcome.bookingEvents.filter((k) => k === 'completed')).toHaveLength(1);
      expect(outcome.notifications.filter((n) => n.title === 'Ride completed' && n.body.includes(id))).toHaveLength(1);
    }
  });

  it('withdraws a lapsed offer once: the ride goes to one next driver', async () => {
    await everyoneOffline(ctx);
    const drivers = [await approvedDriver(ctx), await approvedDriver(ctx), await approvedDriver(ctx)];
    for (const driver of drivers) {
      const res = await driver.client.post('/api/driver/online', {
        cityId: ctx.city.id,
        placeId: ctx.pickup.id,
        vehicleType: 'economy',
      });
      expect(res.statusCode).toBe(200);
    }
    const { client } = await traveller(ctx);
    const booked = await bookRideNow(ctx, client);
    const firstDriver = (await rideRow(ctx, booked.id)).driverId;

    ctx.clock.advance((RIDE_OFFER_SECONDS + 1) * 1000);
    expect(await raceTicks()).toEqual({ moved: 1, failed: 0 });
    const ride = await rideRow(ctx, booked.id);
    expect(ride.status).toBe('offered');
    expect(ride.driverId).not.toBe(firstDriver);
    expect(ride.offeredUntil?.getTime()).toBe(ctx.clock.now().getTime() + RIDE_OFFER_SECONDS * 1000);
    const [lapsed] = await ctx.database.db
      .select({ online: rideDrivers.online })
      .from(rideDrivers)
      .where(eq(rideDrivers.id, firstDriver));
    expect(lapsed!.online).toBe(false);
  });
});
