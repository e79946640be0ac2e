import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { offers } from './schema.ts';

export type OfferRow = typeof offers.$inferSelect;
/** The booking that consumed an offer, as its answers name it. */
export type BookingSummary = { id: string; confirmationCode: string };
/** An offer with the booking that consumed it (null while it can still be booked). */
export type OfferWithBooking = OfferRow & { booking: BookingSummary | null };

export async function insertOffer(db: Db, row: typeof offers.$inferInsert): Promise<OfferRow> {
  const [inserted] = await db.insert(offers).values(row).returning();
  return inserted!;
}

export async function findOffer(db: Db, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  return row;
}

/** Gives an unowned offer to `userId` (`where owner is null`); false when someone owned it already. */
export async function claimOffer(db: Db, id: string, userId: string): Promise<boolean> {
  const claimed = await db
    .update(offers)
    .set({ ownerId: userId })
    .where(and(eq(offers.id, id), isNull(offers.ownerId)))
    .returning({ id: offers.id });
  return claimed.length === 1;
}

/**
 * Marks the offer consumed by `bookingId` (and owned by `userId` when it had no owner), only while
 * no booking consumed it and it is the caller's or no one's. Inside the booking's transaction the
 * row stays locked until the commit, so a concurrent attempt waits here and then finds it consumed.
 */
export async function consumeOffer(db: Db, id: string, bookingId: string, userId: string): Promise<boolean> {
  const consumed = await db
    .update(offers)
    .set({ bookingId, ownerId: userId })
    .where(and(eq(offers.id, id), isNull(offers.bookingId), or(isNull(offers.ownerId), eq(offers.ownerId, userId))))
    .returning({ id: offers.id });
  return consumed.length === 1;
}
