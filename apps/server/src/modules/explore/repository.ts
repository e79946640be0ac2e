import type { Db } from '@server/db/client.ts';
import { findProfile } from '../auth/public.ts';
import { bookingsPerDestinationSince } from '../bookings/public.ts';
import { searchesPerDestination } from '../search/public.ts';

/** Searches per destination city over the days [from, to] (ISO dates, inclusive). */
export function searchesBetween(db: Db, from: string, to: string): Promise<Map<string, number>> {
  return searchesPerDestination(db, from, to);
}

/** Bookings made since `since` per destination text ('Paris, France'), cancelled ones left out. */
export function bookingsSince(db: Db, since: Date): Promise<Map<string, number>> {
  return bookingsPerDestinationSince(db, since);
}

/** The user's profile location (free text), or null. */
export async function profileLocation(db: Db, userId: string): Promise<string | null> {
  const profile = await findProfile(db, userId);
  return profile?.location?.trim() || null;
}
