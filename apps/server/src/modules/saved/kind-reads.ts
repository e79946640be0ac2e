import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { savedItems } from './schema.ts';

/** The user's saved items of these kinds, newest first. */
export function savedOfKinds(
  db: Db,
  userId: string,
  kinds: readonly string[],
): Promise<{ kind: string; refId: string; createdAt: Date }[]> {
  return db
    .select({ kind: savedItems.kind, refId: savedItems.refId, createdAt: savedItems.createdAt })
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), inArray(savedItems.kind, [...kinds])))
    .orderBy(desc(savedItems.createdAt), savedItems.refId);
}
