import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { bookingTracesOf, type BookingTrace } from '../bookings/public.ts';
import { travelProfiles } from './schema.ts';

/** Bookings that count as made: paid and kept (a pending hold may still lapse, a cancelled one is gone). */
export const MADE_BOOKING_STATUSES = ['confirmed', 'completed'] as const;

export type TravelProfileRow = typeof travelProfiles.$inferSelect;

export async function findTravelProfile(db: Db, userId: string): Promise<TravelProfileRow | undefined> {
  const [row] = await db.select().from(travelProfiles).where(eq(travelProfiles.userId, userId));
  return row;
}

/** Stores the chips the user picked (replacing any earlier pick). */
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

export { onboardingAnswers } from '../auth/public.ts';
export { plannedTrips } from '../planning/public.ts';
export { savedOfKinds } from '../saved/public.ts';

/** A made booking as the profile reads it: its type, destination text, first day and what was booked. */
export type MadeBooking = BookingTrace;

/** The user's made bookings. */
export function madeBookings(db: Db, userId: string): Promise<MadeBooking[]> {
  return bookingTracesOf(db, userId, MADE_BOOKING_STATUSES);
}
