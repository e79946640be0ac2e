import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RideType } from '@escazo/contracts/ride-options';
import type { Db } from '@server/db/client.ts';
import { bookingStatusView } from '../bookings/public.ts';
import { rideDrivers, rides } from './schema.ts';

export type RideRow = typeof rides.$inferSelect;
export type RideDriverRow = typeof rideDrivers.$inferSelect;
export type NewRide = typeof rides.$inferInsert;

/** A ride with its driver and the booking's city name and status: what the detail shows. */
export type RideView = { ride: RideRow; driver: RideDriverRow; cityName: string; bookingStatus: string };

/** A PostgreSQL tstzrange literal, half-open: [from, until). */
export const occupiedRange = (from: Date, until: Date) => `[${from.toISOString()},${until.toISOString()})`;

const activeRide = sql`${rides.status} not in ('completed', 'cancelled')`;

export async function findRide(db: Db, rideId: string): Promise<RideRow | undefined> {
  const [row] = await db.select().from(rides).where(eq(rides.id, rideId));
  return row;
}

/** The ride with its driver and booking; with userId, only when it is that user's. */
export async function findRideView(db: Db, rideId: string, userId?: string): Promise<RideView | undefined> {
  const where = userId ? and(eq(rides.id, rideId), eq(rides.userId, userId)) : eq(rides.id, rideId);
  const booking = bookingStatusView(db);
  const [row] = await db
    .select({ ride: rides, driver: rideDrivers, cityName: booking.destination, bookingStatus: booking.status })
    .from(rides)
    .innerJoin(rideDrivers, eq(rideDrivers.id, rides.driverId))
    .innerJoin(booking, eq(booking.id, rides.bookingId))
    .where(where);
  return row;
}

/** Several rides' views in one query (the live-status watchers reload every ride a burst of changes named). */
export async function findRideViews(db: Db, rideIds: readonly string[]): Promise<RideView[]> {
  if (rideIds.length === 0) return [];
  const booking = bookingStatusView(db);
  return db
    .select({ ride: rides, driver: rideDrivers, cityName: booking.destination, bookingStatus: booking.status })
    .from(rides)
    .innerJoin(rideDrivers, eq(rideDrivers.id, rides.driverId))
    .innerJoin(booking, eq(booking.id, rides.bookingId))
    .where(inArray(rides.id, [...rideIds]));
}

/** A free driver as the quote sees it. */
export type FreeDriver = { id: number; vehicleType: RideType; lat: number; lon: number };

/**
 * The city's online drivers with no active ride overlapping [from, until): one query, for the quote.
 * The window is the shortest any timeline of the ride occupies, so no driver who could take it is left out.
 */
export async function freeDriversOfCity(db: Db, cityId: string, from: Date, until: Date): Promise<FreeDriver[]> {
  const window = occupiedRange(from, until);
  const rows = await db
    .select({ id: rideDrivers.id, vehicleType: rideDrivers.vehicleType, lat: rideDrivers.lat, lon: rideDrivers.lon })
    .from(rideDrivers)
    .where(
      and(
        eq(rideDrivers.cityId, cityId),
        eq(rideDrivers.online, true),
        sql`not exists (select 1 from ${rides} where ${rides.driverId} = ${rideDrivers.id} and ${activeRide} and ${rides.occupied} && ${window}::tstzrange)`,
      ),
    );
  return rows as FreeDriver[];
}

/** Conditional status change: only from one of `from`; the updated row, or undefined when it was not there. */
export async function updateRideFrom(
  tx: Db,
  rideId: string,
  from: readonly string[],
  values: Partial<NewRide> & { updatedAt: Date },
): Promise<RideRow | undefined> {
  const [row] = await tx
    .update(rides)
    .set(values)
    .where(and(eq(rides.id, rideId), inArray(rides.status, [...from])))
    .returning();
  return row;
}
