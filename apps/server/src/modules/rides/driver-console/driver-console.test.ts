import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DriverMe } from '@escazo/contracts/rides';
import { RIDE_OFFER_SECONDS } from '@escazo/contracts/ride-options';
import { scheduleSlots } from '@escazo/rides';
import { TestClient, testDriver } from '@server-test/helpers.ts';
import { signInAgain } from '../../auth/test-support.ts';
import {
  approvedDriver,
  bookRideNow,
  createLiveContext,
  everyoneOffline,
  rideOutcome,
  rideRow,
  traveller,
  type LiveContext,
} from '../test-support.ts';

type Account = Awaited<ReturnType<typeof approvedDriver>>;

/** Human drivers: the console API and the offers they accept, decline or let lapse. */
describe(`driver console (${testDriver})`, () => {
  let ctx: LiveContext;
  const offerLapses = () => ctx.clock.advance((RIDE_OFFER_SECONDS + 1) * 1000);

  beforeAll(async () => {
    ctx = await createLiveContext();
  }, 120_000);
  afterAll(() => ctx?.close());
  beforeEach(() => everyoneOffline(ctx));

  const online = (driver: Account) =>
    driver.client.post('/api/driver/online', { cityId: ctx.city.id, placeId: ctx.pickup.id, vehicleType: 'economy' });
  const act = (driver: Account, rideId: string, action: string) =>
    driver.client.post(`/api/driver/rides/${rideId}/${action}`, {});
  const me = async (driver: Account) => (await driver.client.get('/api/driver/me')).json<DriverMe>();
  const errorCode = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;

  it('is for approved drivers only: 403 DRIVER_ONLY for others, 401 signed out', async () => {
    const { client } = await traveller(ctx);
    for (const res of [
      await client.get('/api/driver/me'),
      await client.post('/api/driver/online', { cityId: ctx.city.id, placeId: ctx.pickup.id, vehicleType: 'economy' }),
      await client.post('/api/driver/offline', {}),
      await client.post('/api/driver/rides/RID123456/accept', {}),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(errorCode(res)).toBe('DRIVER_ONLY');
    }
    expect((await new TestClient(ctx.app).get('/api/driver/me')).statusCode).toBe(401);
  });

  it('takes a driver online, through an accepted ride to completion, and offline', async () => {
    const driver = await approvedDriver(ctx);
    const before = await me(driver);
    expect(before).toMatchObject({
      online: false,
      cityId: null,
      ride: null,
      profile: { vehicle: '2023 Tesla Model 3', plate: 'Plate pending', rating: 4.8 },
    });

    const wentOnline = await online(driver);
    expect(wentOnline.statusCode).toBe(200);
    expect(wentOnline.json()).toMatchObject({
      online: true,
      cityId: ctx.city.id,
      vehicleType: 'economy',
      position: { lat: ctx.pickup.lat, lon: ctx.pickup.lon },
    });
    const unknownPlace = await driver.client.post('/api/driver/online', {
      cityId: ctx.city.id,
      placeId: 'c:nowhere',
      vehicleType: 'economy',
    });
    expect(unknownPlace.statusCode).toBe(404);

    const { client } = await traveller(ctx);
    const booked = await bookRideNow(ctx, client);
    const offered = await me(driver);
    expect(offered.ride).toMatchObject({
      id: booked.id,
      status: 'offered',
      passengerFirstName: 'Ana',
      fare: booked.fare,
    });
    expect(offered.ride!.offeredUntil).toBe(
      new Date(ctx.clock.now().getTime() + RIDE_OFFER_SECONDS * 1000).toISOString(),
    );

    const offlineDuringOffer = await driver.client.post('/api/driver/offline', {});
    expect([offlineDuringOffer.statusCode, errorCode(offlineDuringOffer)]).toEqual([409, 'DRIVER_ON_RIDE']);
    const tooEarly = await act(driver, booked.id, 'arrived');
    expect([tooEarly.statusCode, errorCode(tooEarly)]).toEqual([409, 'RIDE_STATE_CHANGED']);
    const someoneElse = await approvedDriver(ctx);
    expect((await act(someoneElse, booked.id, 'accept')).statusCode).toBe(404);

    ctx.clock.advance(30_000);
    const accepted = await act(driver, booked.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<DriverMe>().ride?.status).toBe('arriving');
    expect((await act(driver, booked.id, 'accept')).statusCode).toBe(409);

    ctx.clock.advance(4 * 60_000);
    expect((await act(driver, booked.id, 'arrived')).json<DriverMe>().ride?.status).toBe('arrived');
    ctx.clock.advance(60_000);
    expect((await act(driver, booked.id, 'start')).json<DriverMe>().ride?.status).toBe('on_trip');
    ctx.clock.advance(10 * 60_000);
    const completed = await act(driver, booked.id, 'complete');
    expect(completed.statusCode).toBe(200);
    expect(completed.json<DriverMe>()).toMatchObject({
      ride: null,
      position: { lat: ctx.destination.lat, lon: ctx.destination.lon },
    });
    const again = await act(driver, booked.id, 'complete');
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'RIDE_STATE_CHANGED']);

    const outcome = await rideOutcome(ctx, booked.id);
    expect(outcome.ride.completedAt?.toISOString()).toBe(ctx.clock.now().toISOString());
    expect(outcome).toMatchObject({
      chargeStatus: 'captured',
      ledger: { authorize: 1, capture: 1 },
      bookingStatus: 'completed',
    });
    expect(outcome.bookingEvents.filter((k) => k === 'completed')).toHaveLength(1);
    expect(outcome.notifications.map((n) => n.title)).toContain('Ride completed');

    // The ticker never moves a human driver's ride on its own.
    expect(await ctx.app.rideAutopilot.tick()).toEqual({ moved: 0, failed: 0 });
    const offline = await driver.client.post('/api/driver/offline', {});
    expect(offline.statusCode).toBe(200);
    expect(offline.json<DriverMe>().online).toBe(false);
  });

  it('gives a lapsed offer to the next nearest free driver, takes the silent one offline, and refuses a late accept', async () => {
    const first = await approvedDriver(ctx);
    const second = await approvedDriver(ctx);
    await online(first);
    await online(second);
    const { client } = await traveller(ctx);
    const booked = await bookRideNow(ctx, client);
    const [firstId, secondId] = [(await me(first)).ride?.id, (await me(second)).ride?.id];
    // One of them has it (both stand at the pickup: the lower id wins the tie).
    expect([firstId, secondId].filter(Boolean)).toEqual([booked.id]);
    const [holder, other] = firstId ? [first, second] : [second, first];

    offerLapses();
    const late = await act(holder, booked.id, 'accept');
    expect([late.statusCode, errorCode(late)]).toEqual([409, 'RIDE_STATE_CHANGED']);
    expect(await ctx.app.rideAutopilot.tick()).toEqual({ moved: 1, failed: 0 });

    const ride = await rideRow(ctx, booked.id);
    expect(ride.status).toBe('offered');
    expect(ride.offeredUntil?.toISOString()).toBe(
      new Date(ctx.clock.now().getTime() + RIDE_OFFER_SECONDS * 1000).toISOString(),
    );
    expect((await me(other)).ride?.id).toBe(booked.id);
    // Who let an offer lapse is taken offline, so the ride does not come back to them.
    expect(await me(holder)).toMatchObject({ ride: null, online: false });
    expect((await act(other, booked.id, 'accept')).json<DriverMe>().ride?.status).toBe('arriving');
    const detail = await client.get(`/api/rides/${booked.id}`);
    expect(detail.json<{ driver: { name: string } }>().driver.name).toBe((await me(other)).profile.name);
  });

  it('gives a declined offer to the next driver', async () => {
    const first = await approvedDriver(ctx);
    const second = await approvedDriver(ctx);
    await online(first);
    await online(second);
    const { client } = await traveller(ctx);
    const booked = await bookRideNow(ctx, client);
    const holder = (await me(first)).ride ? first : second;
    const other = holder === first ? second : first;

    const declined = await act(holder, booked.id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json<DriverMe>().ride).toBeNull();
    expect((await me(other)).ride).toMatchObject({ id: booked.id, status: 'offered' });
    const twice = await act(holder, booked.id, 'decline');
    expect(twice.statusCode).toBe(404);
    expect((await act(other, booked.id, 'accept')).statusCode).toBe(200);
  });

  it('cancels and releases the payment when nobody else is free (decline or lapse)', async () => {
    const only = await approvedDriver(ctx);
    await online(only);
    const { client } = await traveller(ctx);

    const declinedRide = await bookRideNow(ctx, client);
    expect((await act(only, declinedRide.id, 'decline')).statusCode).toBe(200);
    const lapsedRide = await bookRideNow(ctx, client);
    offerLapses();
    expect(await ctx.app.rideAutopilot.tick()).toEqual({ moved: 1, failed: 0 });

    for (const rideId of [declinedRide.id, lapsedRide.id]) {
      const outcome = await rideOutcome(ctx, rideId);
      expect(outcome.ride.status).toBe('cancelled');
      expect(outcome.ride.cancelledAt).not.toBeNull();
      expect(outcome).toMatchObject({
        chargeStatus: 'voided',
        ledger: { authorize: 1, void: 1 },
        bookingStatus: 'cancelled',
      });
      expect(outcome.ledger.capture).toBeUndefined();
      expect(outcome.bookingEvents.filter((k) => k === 'cancelled')).toHaveLength(1);
      expect(
        outcome.notifications.filter((n) => n.title === 'No driver available' && n.body.includes(rideId)),
      ).toHaveLength(1);
    }
    const offline = await only.client.post('/api/driver/offline', {});
    expect(offline.statusCode).toBe(200);
  });

  it('keeps an accepted scheduled ride assigned until its departure, then sets off', async () => {
    const driver = await approvedDriver(ctx);
    await online(driver);
    const { client } = await traveller(ctx);
    const pickupAt = scheduleSlots(ctx.clock.now())[4]!;
    const booked = await bookRideNow(ctx, client, 'economy', pickupAt);
    expect((await act(driver, booked.id, 'accept')).json<DriverMe>().ride?.status).toBe('assigned');
    const ride = await rideRow(ctx, booked.id);
    expect(ride.nextTransitionAt?.toISOString()).toBe(ride.departAt.toISOString());

    ctx.clock.set(new Date(ride.departAt.getTime() - 1000));
    expect(await ctx.app.rideAutopilot.tick()).toEqual({ moved: 0, failed: 0 });
    ctx.clock.set(ride.departAt);
    expect(await ctx.app.rideAutopilot.tick()).toEqual({ moved: 1, failed: 0 });
    const departed = await rideRow(ctx, booked.id);
    expect(departed).toMatchObject({ status: 'arriving', nextTransitionAt: null });
    // From here on the driver says when they arrive.
    ctx.clock.advance(60 * 60_000);
    expect(await ctx.app.rideAutopilot.tick()).toEqual({ moved: 0, failed: 0 });
    // Hours passed on the app clock: the driver's session lapsed, so they sign in again.
    await signInAgain(driver);
    expect((await act(driver, booked.id, 'arrived')).json<DriverMe>().ride?.status).toBe('arrived');
  });
});
