import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { newsletterSubscriptions } from './schema.ts';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/**
 * Makes the address a pending subscription with a fresh confirm token, in one statement: a new
 * address is inserted; an existing one that is not confirmed gets the new token (its unsubscribe
 * token is kept). A confirmed address, and a pending one whose link was issued after
 * `reissueBefore`, are left alone and nothing is returned: one pending confirmation per address.
 */
export async function upsertPending(
  db: Db,
  values: {
    email: string;
    confirmTokenHash: string;
    confirmExpiresAt: Date;
    unsubscribeToken: string;
    userId: string | null;
  },
  reissueBefore: Date,
  tokenHours: number,
): Promise<SubscriptionRow | undefined> {
  const t = newsletterSubscriptions;
  // A link's issue time is its expiry less its life.
  const issuedAt = sql`${t.confirmExpiresAt} - ${tokenHours} * interval '1 hour'`;
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ ...values, status: 'pending' })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        status: 'pending',
        confirmTokenHash: values.confirmTokenHash,
        confirmExpiresAt: values.confirmExpiresAt,
        unsubscribedAt: null,
        userId: sql`coalesce(${newsletterSubscriptions.userId}, excluded.user_id)`,
      },
      setWhere: sql`${t.status} <> 'confirmed' and not (${t.status} = 'pending' and ${issuedAt} > ${reissueBefore.toISOString()}::timestamptz)`,
    })
    .returning();
  return row;
}

/** Confirms the pending subscription whose unexpired token hashes to `tokenHash` (the token works once). */
export async function confirmByTokenHash(db: Db, tokenHash: string, now: Date): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
        eq(newsletterSubscriptions.status, 'pending'),
        gt(newsletterSubscriptions.confirmExpiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Unsubscribes the address of this unsubscribe token; an address already unsubscribed keeps its first date. */
export async function unsubscribeByToken(db: Db, token: string, now: Date): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .returning();
  return row;
}

/**
 * Claims up to `limit` confirmed subscribers not yet sent the digest of `slot`, marking them sent at
 * `now` in the same statement: a re-run of the slot, or a second runner, never claims them again.
 */
export async function claimDigestBatch(
  db: Db,
  slot: Date,
  now: Date,
  limit: number,
): Promise<Pick<SubscriptionRow, 'email' | 'unsubscribeToken' | 'userId'>[]> {
  const due = db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.status, 'confirmed'),
        or(isNull(newsletterSubscriptions.lastDigestAt), lt(newsletterSubscriptions.lastDigestAt, slot)),
      ),
    )
    .orderBy(newsletterSubscriptions.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(newsletterSubscriptions)
    .set({ lastDigestAt: now })
    .where(
      and(
        inArray(newsletterSubscriptions.id, due),
        eq(newsletterSubscriptions.status, 'confirmed'),
        or(isNull(newsletterSubscriptions.lastDigestAt), lt(newsletterSubscriptions.lastDigestAt, slot)),
      ),
    )
    .returning({
      email: newsletterSubscriptions.email,
      unsubscribeToken: newsletterSubscriptions.unsubscribeToken,
      userId: newsletterSubscriptions.userId,
    });
}
