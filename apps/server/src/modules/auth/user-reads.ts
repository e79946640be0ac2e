import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { userPreferences, userProfiles } from './schema/profiles.ts';
import { users } from './schema/users.ts';

/** Locks the user's row for the rest of the transaction: one change per user at a time. */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The account's name and e-mail, with the profile's names and phone (null when not filled in). */
export async function accountContact(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      phone: userProfiles.phone,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The user's display currency preference, or null when none is stored. */
export async function storedCurrencyOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ currency: userPreferences.currency })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row?.currency ?? null;
}

/** The address and the e-mail settings that decide whether a notification is e-mailed. */
export async function findRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      notifyEmail: userPreferences.notifyEmail,
      notifyBookingUpdates: userPreferences.notifyBookingUpdates,
      travelAlerts: userPreferences.travelAlerts,
      priceDropAlerts: userPreferences.priceDropAlerts,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}
