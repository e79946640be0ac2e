import { RIDE_BOARDING_MINUTES, type RideStatus } from '@escazo/contracts/ride-options';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { rideDrivers, rides } from './schema.ts';
import { closeBooking } from '../bookings/public.ts';
import { captureAuthorized, voidAuthorized, type PaymentProcessor } from '../payments/public.ts';
import { reassignRide } from './assignment.ts';
import { notifyRideEvent } from './events/notify.ts';
import type { RideNotice } from './events/ride-notices.ts';
import type { NewRide, RideRow } from './repository.ts';

/**
 * The ride lifecycle after booking. Every status change is ONE conditional update from the status
 * (and driver) the caller saw, with its `ride_events` notification in the same transaction: of two
 * callers who saw the same state (two tickers, a driver and the offer timeout) exactly one moves
 * the ride, the other gets null. Callers run these inside a transaction and send the returned
 * notices after it commits.
 */

/** timeZoneOf: a ride city's IANA zone (ETAs depend on the local hour). */
export type TransitionDeps = { processor: PaymentProcessor; timeScale: number; timeZoneOf(cityId: string): string };
export type Transition = { ride: RideRow; notices: RideNotice[] };

const MINUTE = 60_000;
const plus = (at: Date, minutes: number, timeScale: number) => new Date(at.getTime() + (minutes * MINUTE) / timeScale);

/** The update itself: from `expected` status and the driver the caller saw; null when it moved. */
async function moveRide(
  tx: Db,
  seen: RideRow,
  expected: RideStatus,
  to: RideStatus,
  now: Date,
  values: Partial<NewRide> = {},
  also?: SQL,
): Promise<RideRow | null> {
  const [row] = await tx
    .update(rides)
    .set({ ...values, status: to, updatedAt: now })
    .where(and(eq(rides.id, seen.id), eq(rides.status, expected), eq(rides.driverId, seen.driverId), also))
    .returning();
  if (!row) return null;
  await notifyRideEvent(tx, { rideId: row.id, status: to, at: now });
  return row;
}

async function placeDriver(tx: Db, driverId: number, at: { lat: number; lon: number }, now: Date): Promise<void> {
  await tx.update(rideDrivers).set({ lat: at.lat, lon: at.lon, updatedAt: now }).where(eq(rideDrivers.id, driverId));
}

/**
 * assigned → arriving: the driver sets off for the pickup. The autopilot's next step is due at
 * arrival; a human driver says 'arrived' themselves.
 */
export async function departForPickup(
  tx: Db,
  ride: RideRow,
  now: Date,
  autopilot: boolean,
): Promise<Transition | null> {
  const row = await moveRide(tx, ride, 'assigned', 'arriving', now, {
    nextTransitionAt: autopilot ? ride.arriveAt : null,
  });
  return row && { ride: row, notices: [] };
}

/**
 * arriving → arrived: the driver is at the pickup. A human driver's timeline restarts from now
 * (boarding, then the trip); the autopilot keeps its planned times.
 */
export async function arriveAtPickup(
  tx: Db,
  ride: RideRow,
  now: Date,
  { autopilot, timeScale }: { autopilot: boolean; timeScale: number },
): Promise<Transition | null> {
  const startAt = plus(now, RIDE_BOARDING_MINUTES, timeScale);
  const values: Partial<NewRide> = autopilot
    ? { nextTransitionAt: ride.startAt }
    : { nextTransitionAt: null, arriveAt: now, startAt, completeAt: plus(startAt, ride.tripMinutes, timeScale) };
  const row = await moveRide(tx, ride, 'arriving', 'arrived', now, values);
  if (!row) return null;
  await placeDriver(tx, row.driverId, row.pickup, now);
  return { ride: row, notices: [] };
}

/** arrived → on_trip: the traveller is on board. A human driver's trip is timed from now. */
export async function startTrip(
  tx: Db,
  ride: RideRow,
  now: Date,
  { autopilot, timeScale }: { autopilot: boolean; timeScale: number },
): Promise<Transition | null> {
  const values: Partial<NewRide> = autopilot
    ? { nextTransitionAt: ride.completeAt }
    : { nextTransitionAt: null, startAt: now, completeAt: plus(now, ride.tripMinutes, timeScale) };
  const row = await moveRide(tx, ride, 'arrived', 'on_trip', now, values);
  return row && { ride: row, notices: [] };
}

/**
 * on_trip → completed: the authorised total is captured (once: the charge row moves from
 * 'authorized' only once), the booking is completed, the driver stands at the destination.
 */
export async function completeRide(
  tx: Db,
  ride: RideRow,
  now: Date,
  { processor }: Pick<TransitionDeps, 'processor'>,
): Promise<Transition | null> {
  const row = await moveRide(tx, ride, 'on_trip', 'completed', now, { nextTransitionAt: null, completedAt: now });
  if (!row) return null;
  await captureAuthorized(tx, processor, row.paymentId, now);
  await closeBooking(
    tx,
    row.bookingId,
    'completed',
    [{ kind: 'completed', status: 'completed', amount: row.total, createdAt: now }],
    now,
  );
  await placeDriver(tx, row.driverId, row.destination, now);
  return { ride: row, notices: [{ kind: 'completed', ride: row }] };
}

/**
 * offered → accepted by its driver, while the offer stands: 'arriving' at once when the driver should already be on the
 * way (a ride now: the plan shifts by the time the offer waited), else 'assigned' until departure
 * (a scheduled ride; the ticker sets off then).
 */
export async function acceptOffer(tx: Db, ride: RideRow, now: Date): Promise<Transition | null> {
  const waited = Math.max(0, now.getTime() - ride.departAt.getTime());
  const shift = (at: Date) => new Date(at.getTime() + waited);
  const leavesNow = ride.departAt.getTime() <= now.getTime();
  const values: Partial<NewRide> = leavesNow
    ? {
        offeredUntil: null,
        nextTransitionAt: null,
        departAt: shift(ride.departAt),
        arriveAt: shift(ride.arriveAt),
        startAt: shift(ride.startAt),
        completeAt: shift(ride.completeAt),
      }
    : { offeredUntil: null, nextTransitionAt: ride.departAt };
  const row = await moveRide(
    tx,
    ride,
    'offered',
    leavesNow ? 'arriving' : 'assigned',
    now,
    values,
    gt(rides.offeredUntil, now),
  );
  return row && { ride: row, notices: [] };
}

/**
 * An offer declined or lapsed: the ride goes to the next nearest free driver (not this one), or,
 * when nobody is free, it is cancelled, the authorisation released and the traveller told. The
 * caller holds the ride's row lock (it read it FOR UPDATE while 'offered' to this driver).
 */
export async function withdrawOffer(
  tx: Db,
  ride: RideRow,
  now: Date,
  { processor, timeScale, timeZoneOf }: TransitionDeps,
): Promise<Transition | null> {
  const reassigned = await reassignRide(tx, {
    ride,
    excludeDriverIds: [ride.driverId],
    now,
    timeScale,
    timeZone: timeZoneOf(ride.cityId),
  });
  if (reassigned) {
    await notifyRideEvent(tx, { rideId: reassigned.id, status: reassigned.status as RideStatus, at: now });
    return { ride: reassigned, notices: [] };
  }
  const row = await moveRide(tx, ride, 'offered', 'cancelled', now, {
    offeredUntil: null,
    nextTransitionAt: null,
    cancelledAt: now,
  });
  if (!row) return null;
  await voidAuthorized(tx, processor, row.paymentId, now);
  await closeBooking(tx, row.bookingId, 'cancelled', [{ kind: 'cancelled', status: 'cancelled', createdAt: now }], now);
  return { ride: row, notices: [{ kind: 'no-driver', ride: row }] };
}

/**
 * An offer that lapsed: its driver did not answer, so they are taken offline (they come back with
 * 'Go online'; a driver with another ride to drive stays), and the ride is withdrawn from them.
 */
export async function lapseOffer(tx: Db, ride: RideRow, now: Date, deps: TransitionDeps): Promise<Transition | null> {
  const result = await withdrawOffer(tx, ride, now, deps);
  if (!result) return null;
  await tx
    .update(rideDrivers)
    .set({ online: false, updatedAt: now })
    .where(
      and(
        eq(rideDrivers.id, ride.driverId),
        sql`not exists (select 1 from ${rides} where ${rides.driverId} = ${ride.driverId} and ${rides.status} not in ('completed', 'cancelled'))`,
      ),
    );
  return result;
}

/**
 * The step a due ride takes (the ticker calls it): a lapsed offer is withdrawn; an autopilot moves
 * through every stage on its planned times; a human driver's ride only sets off at its departure
 * (a scheduled ride) — the rest is the driver's to press. Null: nothing is due from this state.
 */
export function dueStep(
  ride: RideRow,
  autopilot: boolean,
  now: Date,
  deps: TransitionDeps,
): ((tx: Db) => Promise<Transition | null>) | null {
  if (ride.status === 'offered')
    return ride.offeredUntil && ride.offeredUntil <= now ? (tx) => lapseOffer(tx, ride, now, deps) : null;
  if (!ride.nextTransitionAt || ride.nextTransitionAt > now) return null;
  if (ride.status === 'assigned') return (tx) => departForPickup(tx, ride, now, autopilot);
  if (!autopilot) return null;
  const options = { autopilot: true, timeScale: deps.timeScale };
  switch (ride.status) {
    case 'arriving':
      return (tx) => arriveAtPickup(tx, ride, now, options);
    case 'arrived':
      return (tx) => startTrip(tx, ride, now, options);
    case 'on_trip':
      return (tx) => completeRide(tx, ride, now, deps);
    default:
      return null;
  }
}
