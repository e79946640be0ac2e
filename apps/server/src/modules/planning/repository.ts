import { and, asc, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { tripPlans } from './schema.ts';
import { unclaimedKeptSince } from './unclaimed.ts';

export type PlanRow = typeof tripPlans.$inferSelect;
export type NewPlanRow = typeof tripPlans.$inferInsert;
/** The columns an edit may change (never the id, owner, share token or creation time). */
export type PlanChanges = Partial<Omit<NewPlanRow, 'id' | 'userId' | 'shareTokenHash' | 'createdAt' | 'version'>>;

export async function insertPlan(db: Db, values: NewPlanRow): Promise<PlanRow> {
  const [row] = await db.insert(tripPlans).values(values).returning();
  return row!;
}

/** An unclaimed plan still kept at `now` (made within the last day; the cleanup deletes older ones). */
const keptUnclaimed = (now: Date) => and(isNull(tripPlans.userId), gte(tripPlans.createdAt, unclaimedKeptSince(now)));

/**
 * A plan the caller may see: their own (signed in), or an unclaimed one still kept, by its id
 * (anyone). Another user's plan is undefined, as is an unknown id or an unclaimed one too old.
 */
export async function findVisiblePlan(
  db: Db,
  id: string,
  userId: string | null,
  now: Date,
): Promise<PlanRow | undefined> {
  const visible = userId ? or(eq(tripPlans.userId, userId), keptUnclaimed(now)) : keptUnclaimed(now);
  const [row] = await db
    .select()
    .from(tripPlans)
    .where(and(eq(tripPlans.id, id), visible));
  return row;
}

/** A plan of this owner only (edits, share, exports): undefined when unknown or someone else's. */
export async function findOwnPlan(db: Db, id: string, userId: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(tripPlans)
    .where(and(eq(tripPlans.id, id), eq(tripPlans.userId, userId)));
  return row;
}

/** The owner's plans, soonest first. */
export function listOwnPlans(db: Db, userId: string): Promise<PlanRow[]> {
  return db
    .select()
    .from(tripPlans)
    .where(eq(tripPlans.userId, userId))
    .orderBy(asc(tripPlans.startDate), desc(tripPlans.updatedAt), asc(tripPlans.id));
}

/**
 * Makes an unclaimed plan still kept the user's, guarded by `user_id is null` and its age in the
 * update itself, so of two claims at once exactly one changes the row. Undefined when already
 * claimed, too old or gone.
 */
export async function claimPlan(db: Db, id: string, userId: string, now: Date): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(tripPlans)
    .set({ userId, updatedAt: now })
    .where(and(eq(tripPlans.id, id), keptUnclaimed(now)))
    .returning();
  return row;
}

/**
 * Applies changes to the owner's plan only if it is still at `version` (and moves it to version + 1):
 * the updated row, or undefined when the plan is unknown, someone else's or changed meanwhile
 * (tell those apart with findOwnPlan).
 */
export async function updatePlanIfVersion(
  db: Db,
  id: string,
  userId: string,
  version: number,
  changes: PlanChanges,
  now: Date,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(tripPlans)
    .set({ ...changes, version: sql`${tripPlans.version} + 1`, updatedAt: now })
    .where(and(eq(tripPlans.id, id), eq(tripPlans.userId, userId), eq(tripPlans.version, version)))
    .returning();
  return row;
}

/** Sets or clears the share token hash of the owner's plan; false when not theirs. */
export async function setShareTokenHash(db: Db, id: string, userId: string, hash: string | null): Promise<boolean> {
  const rows = await db
    .update(tripPlans)
    .set({ shareTokenHash: hash })
    .where(and(eq(tripPlans.id, id), eq(tripPlans.userId, userId)))
    .returning({ id: tripPlans.id });
  return rows.length > 0;
}

/** The plan a share token's hash names; undefined when unknown or revoked. */
export async function findPlanByShareHash(db: Db, hash: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(tripPlans).where(eq(tripPlans.shareTokenHash, hash));
  return row;
}

/** Deletes the owner's plan; false when it is not theirs (or gone). */
export async function deleteOwnPlan(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(tripPlans)
    .where(and(eq(tripPlans.id, id), eq(tripPlans.userId, userId)))
    .returning({ id: tripPlans.id });
  return rows.length > 0;
}

/** Deletes unclaimed plans created before `before`; returns how many went. */
export async function deleteUnclaimedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(tripPlans)
    .where(and(isNull(tripPlans.userId), lt(tripPlans.createdAt, before)))
    .returning({ id: tripPlans.id });
  return rows.length;
}
