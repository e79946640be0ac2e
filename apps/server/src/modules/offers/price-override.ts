import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { offers } from './schema.ts';

/** Replaces an offer's agreed price (the browser tests' hook that makes a booking see a price change). */
export async function setOfferPrice(
  db: Db,
  id: string,
  price: { base: number; taxesAndFees: number; total: number },
): Promise<void> {
  await db
    .update(offers)
    .set({ baseAmount: price.base, taxesAmount: price.taxesAndFees, totalAmount: price.total })
    .where(eq(offers.id, id));
}
