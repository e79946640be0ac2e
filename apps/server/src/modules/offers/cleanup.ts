import { and, lt, notInArray, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { offers } from './schema.ts';

/**
 * Deletes the offers that expired before `before` and are not among `booked` (a query of the offer
 * ids bookings were made from). Returns how many went.
 */
export async function deleteExpiredOffers(db: Db, before: Date, booked: SQLWrapper): Promise<number> {
  const gone = await db
    .delete(offers)
    .where(and(lt(offers.expiresAt, before), notInArray(offers.id, booked)))
    .returning({ id: offers.id });
  return gone.length;
}
