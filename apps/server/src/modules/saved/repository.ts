import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { lockUser } from '../auth/public.ts';
import { savedItems } from './schema.ts';
import { rowsOf } from '@server/db/rows.ts';

export type SavedItemRow = typeof savedItems.$inferSelect;

export function listSavedItems(db: Db, userId: string): Promise<SavedItemRow[]> {
  return db
    .select()
    .from(savedItems)
    .where(eq(savedItems.userId, userId))
    .orderBy(desc(savedItems.createdAt), savedItems.kind, savedItems.refId);
}

export async function findSavedItem(
  db: Db,
  userId: string,
  kind: string,
  refId: string,
): Promise<SavedItemRow | undefined> {
  const [row] = await db
    .select()
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.kind, kind), eq(savedItems.refId, refId)));
  return row;
}

/**
 * Saves an item unless the user already has it or already has `limit` items: the count is checked
 * by the insert itself, after taking the user's row lock, so two saves at once cannot pass the limit.
 * Returns the new row, or null (already saved, or at the limit).
 */
export async function insertSavedItem(
  db: Db,
  values: { userId: string; kind: string; refId: string; name: string; createdAt: Date },
  limit: number,
): Promise<SavedItemRow | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, values.userId);
    const inserted = await tx.execute(sql`
      insert into saved_items (user_id, kind, ref_id, name, created_at)
      select ${values.userId}, ${values.kind}, ${values.refId}, ${values.name}, ${values.createdAt.toISOString()}::timestamptz
      where (select count(*) from saved_items where user_id = ${values.userId}) < ${limit}
      on conflict do nothing
      returning ref_id`);
    if (rowsOf(inserted).length === 0) return null;
    const [row] = await tx
      .select()
      .from(savedItems)
      .where(
        and(eq(savedItems.userId, values.userId), eq(savedItems.kind, values.kind), eq(savedItems.refId, values.refId)),
      );
    return row ?? null;
  });
}

/** Removes one of the user's own saved items; nothing when absent. */
export async function deleteSavedItem(db: Db, userId: string, kind: string, refId: string): Promise<void> {
  await db
    .delete(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.kind, kind), eq(savedItems.refId, refId)));
}

export { findDealTitle } from '../deals/public.ts';
