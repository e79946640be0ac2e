import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { lockUser } from '../auth/public.ts';
import { paymentMethods } from './schema.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The default card first, then the newest. */
export function listPaymentMethods(db: Db, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

/** Only the owner's row: another user's id is simply not found. */
export async function findPaymentMethod(db: Db, userId: string, id: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)))
    .limit(1);
  return row;
}

/** Serialises the card changes of one user (inside a transaction): one default, whatever runs at once. */
export async function lockUserCards(db: Db, userId: string): Promise<void> {
  await lockUser(db, userId);
}

export async function insertPaymentMethod(
  db: Db,
  values: typeof paymentMethods.$inferInsert,
): Promise<PaymentMethodRow> {
  const [row] = await db.insert(paymentMethods).values(values).returning();
  return row!;
}

export async function setDefault(db: Db, userId: string, id: string): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, id), eq(paymentMethods.isDefault, true)));
  await db
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)));
}

export async function deletePaymentMethod(db: Db, userId: string, id: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)))
    .returning();
  return row;
}

export async function newestPaymentMethod(db: Db, userId: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(1);
  return row;
}
