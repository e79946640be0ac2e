import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { findProfile, findUserById } from '../../auth/public.ts';
import { findDriverVehicle } from '../../driver-applications/public.ts';
import { rideDrivers, rides } from '../schema.ts';
import type { RideDriverRow, RideRow } from '../repository.ts';

/** An approved applicant as the console knows them: the account, its profile and the approved vehicle. */
export type DriverIdentity = {
  userId: string;
  name: string;
  phone: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: string;
  plate: string | null;
  colour: string | null;
};

/** The caller's driver profile, or undefined when they are not a driver. */
export async function findDriverIdentity(db: Db, userId: string): Promise<DriverIdentity | undefined> {
  const vehicle = await findDriverVehicle(db, userId);
  if (!vehicle) return undefined;
  const [account, profile] = await Promise.all([findUserById(db, userId), findProfile(db, userId)]);
  if (!account) return undefined;
  const applicantName = vehicle.firstName && vehicle.lastName ? `${vehicle.firstName} ${vehicle.lastName}` : null;
  return {
    userId: vehicle.userId,
    name: applicantName ?? account.name,
    phone: profile?.phone || vehicle.applicationPhone || '',
    vehicleMake: vehicle.vehicleMake,
    vehicleModel: vehicle.vehicleModel,
    vehicleYear: vehicle.vehicleYear,
    plate: vehicle.plate,
    colour: vehicle.colour,
  };
}

export async function findDriverRow(db: Db, userId: string): Promise<RideDriverRow | undefined> {
  const [row] = await db.select().from(rideDrivers).where(eq(rideDrivers.userId, userId));
  return row;
}

/** The driver row, locked until the transaction ends (assignment locks it the same way). */
export async function lockDriverRow(tx: Db, userId: string): Promise<RideDriverRow | undefined> {
  const [row] = await tx.select().from(rideDrivers).where(eq(rideDrivers.userId, userId)).for('update');
  return row;
}

const unfinished = sql`${rides.status} not in ('completed', 'cancelled')`;

/** Whether the driver has an offered or active ride (read in a fresh statement, after the lock). */
export async function hasUnfinishedRide(tx: Db, driverId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.driverId, driverId), unfinished))
    .limit(1);
  return Boolean(row);
}

/**
 * The ride the console shows: the one under way first, then an offer waiting for an answer, then
 * the next accepted (scheduled) ride.
 */
export async function currentRideOf(db: Db, driverId: number): Promise<RideRow | undefined> {
  const [row] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.driverId, driverId), unfinished))
    .orderBy(
      sql`case ${rides.status} when 'on_trip' then 0 when 'arrived' then 1 when 'arriving' then 2 when 'offered' then 3 else 4 end`,
      asc(rides.departAt),
    )
    .limit(1);
  return row;
}

/** A ride of this driver, locked while still offered to them (decline); undefined otherwise. */
export async function lockOfferedRide(tx: Db, rideId: string, driverId: number): Promise<RideRow | undefined> {
  const [row] = await tx
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.driverId, driverId), eq(rides.status, 'offered')))
    .for('update');
  return row;
}

export async function findDriversRide(db: Db, rideId: string, driverId: number): Promise<RideRow | undefined> {
  const [row] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.driverId, driverId)));
  return row;
}

export type GoOnline = { cityId: string; vehicleType: string; lat: number; lon: number; now: Date };

/** A new driver's rating until riders rate them: 4.8 (ratings are not collected yet). */
export const NEW_DRIVER_RATING_TENTHS = 48;

/** Creates the caller's human driver row, or updates it (city, vehicle type, position) and sets it online. */
export async function upsertOnlineDriver(tx: Db, identity: DriverIdentity, at: GoOnline): Promise<RideDriverRow> {
  const vehicle = {
    name: identity.name,
    phone: identity.phone,
    vehicleMake: identity.vehicleMake,
    vehicleModel: identity.vehicleModel,
    vehicleColour: identity.colour ?? '',
    plate: identity.plate ?? PLATE_PENDING,
  };
  const [row] = await tx
    .insert(rideDrivers)
    .values({
      userId: identity.userId,
      ratingTenths: NEW_DRIVER_RATING_TENTHS,
      autopilot: false,
      ...vehicle,
      cityId: at.cityId,
      vehicleType: at.vehicleType,
      online: true,
      lat: at.lat,
      lon: at.lon,
      updatedAt: at.now,
    })
    .onConflictDoUpdate({
      target: rideDrivers.userId,
      set: {
        ...vehicle,
        cityId: at.cityId,
        vehicleType: at.vehicleType,
        online: true,
        lat: at.lat,
        lon: at.lon,
        updatedAt: at.now,
      },
    })
    .returning();
  return row!;
}

/** Shown where the plate would be: the driver application does not ask for one. */
export const PLATE_PENDING = 'Plate pending';

export async function setOffline(tx: Db, driverId: number, now: Date): Promise<RideDriverRow> {
  const [row] = await tx
    .update(rideDrivers)
    .set({ online: false, updatedAt: now })
    .where(eq(rideDrivers.id, driverId))
    .returning();
  return row!;
}
