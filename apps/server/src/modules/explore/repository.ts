import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, searchCounts, userProfiles } from '../../db/schema.ts';

/** Searches per destination city over the days [from, to] (ISO dates, inclusive). */
export async function searchesBetween(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: searchCounts.destinationKey, count: sql<number>`sum(${searchCounts.count})::int` })
    .from(searchCounts)
    .where(and(gte(searchCounts.day, from), lte(searchCounts.day, to)))
    .groupBy(searchCounts.destinationKey);
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

/** Bookings made since `since` per destination text ('Paris, France'), cancelled ones left out. */
export async function bookingsSince(db: Db, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ destination: bookings.destination, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(gte(bookings.createdAt, since), ne(bookings.status, 'cancelled')))
    .groupBy(bookings.destination);
  return new Map(rows.map((row) => [row.destination, Number(row.count)]));
}

/** The user's profile location (free text), or null. */
export async function profileLocation(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ location: userProfiles.location })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row?.location?.trim() || null;
}
