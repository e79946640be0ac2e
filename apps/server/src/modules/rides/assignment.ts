import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import {
  RIDE_BOARDING_MINUTES,
  RIDE_BUFFER_MINUTES,
  RIDE_NEARBY_KM,
  RIDE_OFFER_SECONDS,
  type RideType,
} from '@escazo/contracts/ride-options';
import {
  greatCircleKm,
  type LatLon,
  estimateRoute,
  localMinuteOfDay,
  rideTimeline,
  type RideTimeline,
} from '@escazo/rides';
import type { Db } from '@server/db/client.ts';
import { setBookingDriver } from '../bookings/public.ts';
import { rideDrivers, rides } from './schema.ts';
import { driverCard } from './presenter.ts';
import { occupiedRange, type NewRide, type RideDriverRow, type RideRow } from './repository.ts';

/** What choosing a driver needs to know of a ride. */
export type AssignmentRide = {
  cityId: string;
  rideType: RideType;
  pickup: LatLon;
  /** The pick-up time asked for (the booking time for a ride now). */
  pickupAt: Date;
  tripMinutes: number;
  /** The city's zone: ETAs depend on the local hour. */
  timeZone: string;
};

/** A driver being tried, with the ETA and timeline the ride would have with them. */
export type Candidate = { driver: RideDriverRow; etaMinutes: number; timeline: RideTimeline };

export type AssignmentInput = {
  ride: AssignmentRide;
  excludeDriverIds: readonly number[];
  now: Date;
  timeScale: number;
};

/** Never try more drivers than this for one ride (each failed try is a rolled-back savepoint). */
const MAX_TRIES = 25;
/** Degrees of latitude that surely cover RIDE_NEARBY_KM: a cheap box before the exact distance. */
const NEARBY_DEGREES = RIDE_NEARBY_KM / 100;

/** SQLSTATE 23P01: the driver's occupied windows would overlap (rides_driver_occupied_excl). */
function isExclusionViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === '23P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The shortest window any timeline of this ride occupies: whoever is busy in it cannot take the ride. */
function minimalWindow(ride: AssignmentRide, timeScale: number): [Date, Date] {
  const minutes = (RIDE_BOARDING_MINUTES + ride.tripMinutes + RIDE_BUFFER_MINUTES) / timeScale;
  return [ride.pickupAt, new Date(ride.pickupAt.getTime() + minutes * 60_000)];
}

/**
 * Locks the nearest online driver of the type in the city who is not excluded, not locked by another
 * assignment (SKIP LOCKED: concurrent bookings take different drivers) and has no active ride in the
 * ride's minimal window. One row at a time, so an assignment never holds drivers it does not use.
 */
async function lockNearestFreeDriver(
  tx: Db,
  ride: AssignmentRide,
  excluded: readonly number[],
  timeScale: number,
): Promise<RideDriverRow | undefined> {
  const [from, until] = minimalWindow(ride, timeScale);
  const { lat, lon } = ride.pickup;
  const lonScale = Math.cos((lat * Math.PI) / 180);
  const [row] = await tx
    .select()
    .from(rideDrivers)
    .where(
      and(
        eq(rideDrivers.cityId, ride.cityId),
        eq(rideDrivers.vehicleType, ride.rideType),
        eq(rideDrivers.online, true),
        excluded.length ? notInArray(rideDrivers.id, [...excluded]) : undefined,
        sql`${rideDrivers.lat} between ${lat - NEARBY_DEGREES} and ${lat + NEARBY_DEGREES}`,
        sql`not exists (select 1 from ${rides} where ${rides.driverId} = ${rideDrivers.id} and ${rides.status} not in ('completed', 'cancelled') and ${rides.occupied} && ${occupiedRange(from, until)}::tstzrange)`,
      ),
    )
    .orderBy(
      sql`power(${rideDrivers.lat} - ${lat}, 2) + power((${rideDrivers.lon} - ${lon}) * ${lonScale}, 2)`,
      asc(rideDrivers.id),
    )
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Finds a driver for a ride: the nearest free one within RIDE_NEARBY_KM is locked and `place` writes
 * the ride for them inside a savepoint; when the database refuses it (the driver's windows would
 * overlap, 23P01) the savepoint is rolled back and the next nearest is tried. Null when nobody is free.
 */
export async function assignDriver<T>(
  tx: Db,
  input: AssignmentInput,
  place: (db: Db, candidate: Candidate) => Promise<T>,
): Promise<{ candidate: Candidate; result: T } | null> {
  const { ride, now, timeScale } = input;
  const excluded = [...input.excludeDriverIds];
  const localMinute = localMinuteOfDay(ride.pickupAt, ride.timeZone);
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const driver = await lockNearestFreeDriver(tx, ride, excluded, timeScale);
    if (!driver || greatCircleKm(driver, ride.pickup) > RIDE_NEARBY_KM) return null;
    excluded.push(driver.id);
    const etaMinutes = estimateRoute(driver, ride.pickup, localMinute).minutes;
    const timeline = rideTimeline({
      bookedAt: now,
      pickupAt: ride.pickupAt,
      etaMinutes,
      tripMinutes: ride.tripMinutes,
      timeScale,
    });
    const candidate = { driver, etaMinutes, timeline };
    try {
      return { candidate, result: await tx.transaction((savepoint) => place(savepoint, candidate)) };
    } catch (err) {
      if (!isExclusionViolation(err)) throw err;
    }
  }
  return null;
}

/** The ride's columns that follow from its driver: status, timeline, reservation and the offer. */
export function driverColumns(
  candidate: Candidate,
  now: Date,
): Pick<
  NewRide,
  | 'driverId'
  | 'driverStartLat'
  | 'driverStartLon'
  | 'etaMinutes'
  | 'status'
  | 'nextTransitionAt'
  | 'offeredUntil'
  | 'departAt'
  | 'arriveAt'
  | 'startAt'
  | 'completeAt'
  | 'occupied'
> {
  const { driver, timeline } = candidate;
  // A person accepts first (within RIDE_OFFER_SECONDS); the autopilot is assigned and departs on time.
  const human = !driver.autopilot;
  return {
    driverId: driver.id,
    driverStartLat: driver.lat,
    driverStartLon: driver.lon,
    etaMinutes: candidate.etaMinutes,
    status: human ? 'offered' : 'assigned',
    nextTransitionAt: human ? null : timeline.departAt,
    offeredUntil: human ? new Date(now.getTime() + RIDE_OFFER_SECONDS * 1000) : null,
    departAt: timeline.departAt,
    arriveAt: timeline.arriveAt,
    startAt: timeline.startAt,
    completeAt: timeline.completeAt,
    occupied: occupiedRange(timeline.occupiedFrom, timeline.occupiedUntil),
  };
}

/**
 * Gives an offered ride to the next nearest free driver (after its driver declined or let the offer
 * lapse): the ride row is updated in place, only while it is still 'offered', and the booking's
 * product names the new driver. Null when nobody else is free or the ride moved on meanwhile; the
 * caller then cancels and releases it, and announces the change (notifyRideEvent) either way.
 */
export async function reassignRide(
  tx: Db,
  input: { ride: RideRow; excludeDriverIds: readonly number[]; now: Date; timeScale: number; timeZone: string },
): Promise<RideRow | null> {
  const { ride, now } = input;
  const assignment: AssignmentRide = {
    cityId: ride.cityId,
    rideType: ride.rideType as RideType,
    pickup: ride.pickup,
    // A ride booked for now is picked up as soon as the new driver gets there.
    pickupAt: ride.scheduled ? ride.pickupAt : now,
    tripMinutes: ride.tripMinutes,
    timeZone: input.timeZone,
  };
  const excludeDriverIds = [...input.excludeDriverIds, ride.driverId];
  const assigned = await assignDriver(
    tx,
    { ride: assignment, excludeDriverIds, now, timeScale: input.timeScale },
    async (db, candidate) => {
      const [row] = await db
        .update(rides)
        .set({ ...driverColumns(candidate, now), updatedAt: now })
        .where(and(eq(rides.id, ride.id), eq(rides.status, 'offered')))
        .returning();
      if (row) {
        await setBookingDriver(db, ride.bookingId, driverCard(candidate.driver), now);
      }
      return row ?? null;
    },
  );
  return assigned?.result ?? null;
}
