import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { budgetPlans } from './schema.ts';
import { unsavedKeptSince } from './keep.ts';

export type BudgetPlanRow = typeof budgetPlans.$inferSelect;
export type NewBudgetPlanRow = typeof budgetPlans.$inferInsert;

export async function insertBudgetPlan(db: Db, values: NewBudgetPlanRow): Promise<BudgetPlanRow> {
  const [row] = await db.insert(budgetPlans).values(values).returning();
  return row!;
}

/** Unsaved, still kept, and asked signed out or by this caller. */
const claimable = (userId: string | null, now: Date) =>
  and(
    isNull(budgetPlans.userId),
    gt(budgetPlans.createdAt, unsavedKeptSince(now)),
    userId ? or(isNull(budgetPlans.askedBy), eq(budgetPlans.askedBy, userId)) : isNull(budgetPlans.askedBy),
  );

/**
 * A plan the caller may read: saved by them, or unsaved and made within the last day, either
 * signed out (anyone holding the id) or by them. Undefined otherwise.
 */
export async function findVisibleBudgetPlan(
  db: Db,
  id: string,
  userId: string | null,
  now: Date,
): Promise<BudgetPlanRow | undefined> {
  const visible = userId ? or(eq(budgetPlans.userId, userId), claimable(userId, now)) : claimable(null, now);
  const [row] = await db
    .select()
    .from(budgetPlans)
    .where(and(eq(budgetPlans.id, id), visible));
  return row;
}

/**
 * Saves a plan to the user in one conditional update: theirs already (saved_at kept), or unsaved,
 * still kept, and asked signed out or by them. Of two users saving at once, exactly one changes
 * the row. Undefined when someone else's, too old or gone.
 */
export async function claimBudgetPlan(
  db: Db,
  id: string,
  userId: string,
  now: Date,
): Promise<BudgetPlanRow | undefined> {
  const [row] = await db
    .update(budgetPlans)
    .set({ userId, savedAt: sql`coalesce(${budgetPlans.savedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(budgetPlans.id, id), or(eq(budgetPlans.userId, userId), claimable(userId, now))))
    .returning();
  return row;
}

/** Deletes unsaved plans created before `before`; returns how many went. */
export async function deleteUnsavedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(budgetPlans)
    .where(and(isNull(budgetPlans.userId), lt(budgetPlans.createdAt, before)))
    .returning({ id: budgetPlans.id });
  return rows.length;
}
