import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers } from './schema.ts';

export type OfferRow = typeof offers.$inferSelect;

export async function insertOffer(db: Db, row: typeof offers.$inferInsert): Promise<OfferRow> {
  const [inserted] = await db.insert(offers).values(row).returning();
  return inserted!;
}

export async function findOffer(db: Db, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  return row;
}
