import { eq } from 'drizzle-orm';
import { DRIVER_ROLE } from '@escazo/contracts/admin';
import type { Db } from '@server/db/client.ts';
import { roles, userRoles } from '../schema.ts';
import type { UserRow } from '../../auth/public.ts';
import { latestApproved, saveDriverProfile, type DriverApplicationRow } from '../../driver-applications/public.ts';

/**
 * Makes an account a driver from an approved application, in the caller's transaction: the
 * driver profile with the application's vehicle (a later approval replaces it), and the Driver
 * role when the account has no role yet. An account that holds a staff role keeps it (one role
 * per account) and still gets the profile; without a Driver role in the database, only the profile.
 */
export async function makeDriver(tx: Db, userId: string, application: DriverApplicationRow): Promise<void> {
  const vehicle = {
    applicationId: application.id,
    vehicleMake: application.vehicleMake,
    vehicleModel: application.vehicleModel,
    vehicleYear: application.vehicleYear,
    city: application.city,
  };
  await saveDriverProfile(tx, userId, vehicle);
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, DRIVER_ROLE));
  if (role) await tx.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}

/**
 * Given to sign-up (password and first social sign-in) by app.ts: an application approved before
 * the account existed applies when an account with its e-mail is created.
 */
export async function applyDriverApprovalAtSignUp(db: Db, user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
  const approved = await latestApproved(db, user.email.toLowerCase());
  if (!approved) return;
  await db.transaction((tx) => makeDriver(tx, user.id, approved));
}
