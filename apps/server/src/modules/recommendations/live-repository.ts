import { and, count, gt, gte, inArray, sql, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, deals, searchCounts } from '../../db/schema.ts';
import { recommendationImpressions } from './schema.ts';
import { MADE_BOOKING_STATUSES } from './profile-repository.ts';

/** Searches per city id since the day `fromDay` (ISO date, inclusive). */
export async function searchesSince(db: Db, fromDay: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: searchCounts.destinationKey, count: sql<number>`sum(${searchCounts.count})::int` })
    .from(searchCounts)
    .where(gte(searchCounts.day, fromDay))
    .groupBy(searchCounts.destinationKey);
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

/** Made bookings created since `since`, per destination text ("Paris, France"). */
export async function bookingsMadeSince(db: Db, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ destination: bookings.destination, count: count() })
    .from(bookings)
    .where(and(gte(bookings.createdAt, since), inArray(bookings.status, [...MADE_BOOKING_STATUSES])))
    .groupBy(bookings.destination);
  return new Map(rows.map((row) => [row.destination, Number(row.count)]));
}

export type ActiveDeal = { type: string; cityId: string | null; hotelId: string | null; discount: number };

/** The deals of these cities still valid at `now`. */
export function activeDealsIn(db: Db, cityIds: readonly string[], now: Date): Promise<ActiveDeal[]> {
  if (cityIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      type: deals.type,
      cityId: deals.cityId,
      hotelId: sql<string | null>`${deals.offerRequest} ->> 'hotelId'`,
      discount: deals.discountPercentage,
    })
    .from(deals)
    .where(and(inArray(deals.cityId, [...cityIds]), gt(deals.validUntil, now)));
}

/** Records when these recommendations were first shown to the user (a first showing is never moved). */
export async function recordImpressions(db: Db, userId: string, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(recommendationImpressions)
    .values(ids.map((recommendationId) => ({ userId, recommendationId, firstShownAt: now })))
    .onConflictDoNothing();
}

/** How many of these recommendations were first shown to the user at or after `since`. */
export async function countFirstShownSince(
  db: Db,
  userId: string,
  ids: readonly string[],
  since: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(recommendationImpressions)
    .where(
      and(
        eq(recommendationImpressions.userId, userId),
        inArray(recommendationImpressions.recommendationId, [...ids]),
        gte(recommendationImpressions.firstShownAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}
