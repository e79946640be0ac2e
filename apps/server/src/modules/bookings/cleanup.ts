import type { Db } from '@server/db/client.ts';
import { deleteExpiredOffers } from '../offers/public.ts';
import { deleteIdempotencyKeysBefore } from '../payments/public.ts';
import { bookedOfferIds } from './repository.ts';

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
  const offers = await deleteExpiredOffers(db, new Date(now.getTime() - EXPIRED_OFFER_KEEP_MS), bookedOfferIds(db));
  const idempotencyKeys = await deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_KEEP_MS));
  return { offers, idempotencyKeys };
}
