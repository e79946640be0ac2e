import { and, lt, notExists, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, idempotencyKeys, offers } from '../../db/schema.ts';

const DAY_MS = 24 * 3_600_000;
/** An expired offer is kept this long (a checkout open on it still gets 410 OFFER_EXPIRED, not 404). */
export const EXPIRED_OFFER_KEEP_MS = DAY_MS;
/** An Idempotency-Key answers a repeated request for this long. */
export const IDEMPOTENCY_KEY_KEEP_MS = 7 * DAY_MS;

/**
 * Deletes offers expired more than a day ago that no booking was made from, and idempotency keys
 * older than seven days. Returns how many of each went.
 */
export async function cleanUpBookingLeftovers(db: Db, now: Date): Promise<{ offers: number; idempotencyKeys: number }> {
  const goneOffers = await db
    .delete(offers)
    .where(
      and(
        lt(offers.expiresAt, new Date(now.getTime() - EXPIRED_OFFER_KEEP_MS)),
        notExists(db.select({ id: bookings.id }).from(bookings).where(eq(bookings.offerId, offers.id))),
      ),
    )
    .returning({ id: offers.id });
  const goneKeys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_KEEP_MS)))
    .returning({ key: idempotencyKeys.key });
  return { offers: goneOffers.length, idempotencyKeys: goneKeys.length };
}
