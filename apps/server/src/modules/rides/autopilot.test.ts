import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rideDrivers } from '@server/db/schema.ts';
import { testDriver } from '@server-test/helpers.ts';
import {
  bookRideNow,
  createLiveContext,
  onlyAutopilots,
  rideOutcome,
  rideRow,
  traveller,
  type LiveContext,
} from './test-support.ts';

/** The autopilot ticker on a TestClock: each stage when its time comes, through to completion. */
describe(`ride autopilot (${testDriver})`, () => {
  let ctx: LiveContext;

  beforeAll(async () => {
    ctx = await createLiveContext();
  }, 120_000);
  afterAll(() => ctx?.close());

  it('drives an autopilot ride from assigned to completed on its timeline, capturing the payment once', async () => {
    const [driverId] = await onlyAutopilots(ctx, 'economy', 1);
    const { client } = await traveller(ctx);
    const booked = await bookRideNow(ctx, client);
    let ride = await rideRow(ctx, booked.id);
    expect(ride).toMatchObject({ status: 'assigned', driverId });
    expect(ride.nextTransitionAt?.toISOString()).toBe(ride.departAt.toISOString());

    const at = async (when: Date, status: string) => {
      ctx.clock.set(when);
      await ctx.app.rideAutopilot.tick();
      ride = await rideRow(ctx, booked.id);
      expect(ride.status).toBe(status);
    };

    // Nothing moves a second early.
    await at(new Date(ride.departAt.getTime() - 1000), 'assigned');
    await at(ride.departAt, 'arriving');
    expect(ride.nextTransitionAt?.toISOString()).toBe(ride.arriveAt.toISOString());
    await at(new Date(ride.arriveAt.getTime() - 1000), 'arriving');
    await at(ride.arriveAt, 'arrived');
    const [atPickup] = await ctx.database.db.select().from(rideDrivers).where(eq(rideDrivers.id, driverId!));
    expect({ lat: atPickup!.lat, lon: atPickup!.lon }).toEqual({ lat: ctx.pickup.lat, lon: ctx.pickup.lon });
    await at(ride.startAt, 'on_trip');
    expect((await rideRow(ctx, booked.id)).nextTransitionAt?.toISOString()).toBe(ride.completeAt.toISOString());
    await at(ride.completeAt, 'completed');
    expect(ride.nextTransitionAt).toBeNull();
    expect(ride.completedAt?.toISOString()).toBe(ride.completeAt.toISOString());

    // Later ticks change nothing.
    ctx.clock.advance(60 * 60_000);
    expect(await ctx.app.rideAutopilot.tick()).toEqual({ moved: 0, failed: 0 });

    const outcome = await rideOutcome(ctx, booked.id);
    expect(outcome.chargeStatus).toBe('captured');
    expect(outcome.ledger).toEqual({ authorize: 1, capture: 1 });
    expect(outcome.bookingStatus).toBe('completed');
    expect(outcome.bookingEvents.filter((k) => k === 'completed')).toHaveLength(1);
    const completedNote = outcome.notifications.filter((n) => n.title === 'Ride completed');
    expect(completedNote).toHaveLength(1);
    const total = booked.fare.total;
    expect(completedNote[0]!.body).toContain(
      `$${(total / 100).toLocaleString('en-US', { minimumFractionDigits: total % 100 === 0 ? 0 : 2 })}.`,
    );
    const [atDestination] = await ctx.database.db.select().from(rideDrivers).where(eq(rideDrivers.id, driverId!));
    expect({ lat: atDestination!.lat, lon: atDestination!.lon }).toEqual({
      lat: ctx.destination.lat,
      lon: ctx.destination.lon,
    });
  });

  it('catches up in one tick after a pause (a restart): every due stage, in order, once', async () => {
    await onlyAutopilots(ctx, 'premium', 1);
    const { client } = await traveller(ctx);
    const booked = await bookRideNow(ctx, client, 'premium');
    const ride = await rideRow(ctx, booked.id);
    const seen: string[] = [];
    const stop = ctx.app.rideEvents.subscribe(booked.id, (event) => {
      if (event.kind === 'change') seen.push(event.status);
    });

    ctx.clock.set(new Date(ride.completeAt.getTime() + 5 * 60_000));
    expect(await ctx.app.rideAutopilot.tick()).toMatchObject({ moved: 4, failed: 0 });
    const outcome = await rideOutcome(ctx, booked.id);
    expect(outcome.ride.status).toBe('completed');
    expect(outcome.ledger).toEqual({ authorize: 1, capture: 1 });
    await expect
      .poll(() => seen, { timeout: 3000, interval: 20 })
      .toEqual(['arriving', 'arrived', 'on_trip', 'completed']);
    stop();
  });
});
