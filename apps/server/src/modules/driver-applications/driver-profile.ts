import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { driverApplications, driverProfiles } from './schema.ts';

// A driver's profile: the vehicle of the approved application it was made from.
export type DriverVehicle = {
  applicationId: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: string;
  city: string;
};

/** The account's driver profile with this vehicle (a later approval replaces it), in the caller's transaction. */
export async function saveDriverProfile(tx: Db, userId: string, vehicle: DriverVehicle): Promise<void> {
  await tx
    .insert(driverProfiles)
    .values({ userId, ...vehicle })
    .onConflictDoUpdate({ target: driverProfiles.userId, set: vehicle });
}

/** Whether the account has a driver profile (an approved applicant). */
export async function isDriver(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: driverProfiles.userId })
    .from(driverProfiles)
    .where(eq(driverProfiles.userId, userId));
  return row !== undefined;
}

/** The driver's vehicle and the applicant's name and phone, or undefined when the account is not a driver. */
export async function findDriverVehicle(db: Db, userId: string) {
  const [row] = await db
    .select({
      userId: driverProfiles.userId,
      firstName: driverApplications.firstName,
      lastName: driverApplications.lastName,
      applicationPhone: driverApplications.phoneNumber,
      vehicleMake: driverProfiles.vehicleMake,
      vehicleModel: driverProfiles.vehicleModel,
      vehicleYear: driverProfiles.vehicleYear,
      plate: driverProfiles.vehiclePlate,
      colour: driverProfiles.vehicleColour,
    })
    .from(driverProfiles)
    .leftJoin(driverApplications, eq(driverApplications.id, driverProfiles.applicationId))
    .where(eq(driverProfiles.userId, userId));
  return row;
}
