import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { bookingsPerDestinationSince } from '../bookings/public.ts';
import { searchesPerDestination } from '../search/public.ts';
import { recommendationImpressions } from './schema.ts';
import { MADE_BOOKING_STATUSES } from './profile-repository.ts';

/** Searches per city id since the day `fromDay` (ISO date, inclusive). */
export function searchesSince(db: Db, fromDay: string): Promise<Map<string, number>> {
  return searchesPerDestination(db, fromDay);
}

/** Made bookings created since `since`, per destination text ("Paris, France"). */
export function bookingsMadeSince(db: Db, since: Date): Promise<Map<string, number>> {
  return bookingsPerDestinationSince(db, since, MADE_BOOKING_STATUSES);
}

export { activeDealsIn, type ActiveDeal } from '../deals/public.ts';

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
