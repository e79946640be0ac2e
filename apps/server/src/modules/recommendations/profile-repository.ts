import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, savedItems, tripPlans, userPreferences } from '../../db/schema.ts';
import { travelProfiles } from './schema.ts';

/** Bookings that count as made: paid and kept (a pending hold may still lapse, a cancelled one is gone). */
export const MADE_BOOKING_STATUSES = ['confirmed', 'completed'] as const;

export type TravelProfileRow = typeof travelProfiles.$inferSelect;

export async function findTravelProfile(db: Db, userId: string): Promise<TravelProfileRow | undefined> {
  const [row] = await db.select().from(travelProfiles).where(eq(travelProfiles.userId, userId));
  return row;
}

/** Writes the first profile unless one exists (two first reads at once keep one), and returns the stored row. */
export async function insertTravelProfileOnce(
  db: Db,
  userId: string,
  interests: readonly string[],
  now: Date,
): Promise<TravelProfileRow> {
  await db
    .insert(travelProfiles)
    .values({ userId, interests: [...interests], updatedAt: now })
    .onConflictDoNothing({ target: travelProfiles.userId });
  const row = await findTravelProfile(db, userId);
  if (!row) throw new Error('travel profile missing right after its insert');
  return row;
}

export async function upsertTravelProfile(
  db: Db,
  userId: string,
  interests: readonly string[],
  now: Date,
): Promise<TravelProfileRow> {
  const [row] = await db
    .insert(travelProfiles)
    .values({ userId, interests: [...interests], updatedAt: now })
    .onConflictDoUpdate({ target: travelProfiles.userId, set: { interests: [...interests], updatedAt: now } })
    .returning();
  return row!;
}

/** The onboarding answers (interests, travel styles, budget); empty or null when the user skipped or never answered. */
export async function onboardingAnswers(
  db: Db,
  userId: string,
): Promise<{ interests: string[]; travelStyles: string[]; budget: string | null }> {
  const [row] = await db
    .select({
      interests: userPreferences.interests,
      travelStyles: userPreferences.travelStyle,
      budget: userPreferences.budget,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return { interests: row?.interests ?? [], travelStyles: row?.travelStyles ?? [], budget: row?.budget ?? null };
}

/** A made booking as the profile reads it: its type, destination text, first day and what was booked. */
export type MadeBooking = { type: string; destination: string; startDate: string; product: Record<string, unknown> };

/** The user's made bookings. */
export function madeBookings(db: Db, userId: string): Promise<MadeBooking[]> {
  return db
    .select({
      type: bookings.type,
      destination: bookings.destination,
      startDate: bookings.startDate,
      product: bookings.product,
    })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, [...MADE_BOOKING_STATUSES])));
}

/** The user's trip plans: the knowledge-base destination and the first day. */
export function plannedTrips(db: Db, userId: string): Promise<{ destinationId: string; startDate: string }[]> {
  return db
    .select({ destinationId: tripPlans.destinationId, startDate: tripPlans.startDate })
    .from(tripPlans)
    .where(eq(tripPlans.userId, userId));
}

/** The user's saved items of these kinds, newest first. */
export function savedOfKinds(
  db: Db,
  userId: string,
  kinds: readonly string[],
): Promise<{ kind: string; refId: string; createdAt: Date }[]> {
  return db
    .select({ kind: savedItems.kind, refId: savedItems.refId, createdAt: savedItems.createdAt })
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), inArray(savedItems.kind, [...kinds])))
    .orderBy(desc(savedItems.createdAt), savedItems.refId);
}
