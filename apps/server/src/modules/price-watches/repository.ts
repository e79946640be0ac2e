import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { lockUser } from '../auth/public.ts';
import { priceWatchPoints, priceWatches } from './schema.ts';
import { rowsOf } from '@server/db/rows.ts';

export type PriceWatchRow = typeof priceWatches.$inferSelect;
export type PointRow = { watchId: string; checkedAt: Date; amount: number | null };

export async function findActiveByKey(db: Db, userId: string, watchKey: string): Promise<PriceWatchRow | undefined> {
  const [row] = await db
    .select()
    .from(priceWatches)
    .where(and(eq(priceWatches.userId, userId), eq(priceWatches.watchKey, watchKey), isNull(priceWatches.stoppedAt)));
  return row;
}

export async function findWatch(db: Db, id: string): Promise<PriceWatchRow | undefined> {
  const [row] = await db.select().from(priceWatches).where(eq(priceWatches.id, id));
  return row;
}

export type NewWatch = {
  userId: string;
  kind: string;
  watchKey: string;
  params: Record<string, unknown>;
  label: string;
  currency: string;
  amount: number | null;
  now: Date;
};

/**
 * Starts a watch with its first check, unless the user already watches the same selection or
 * already has `limit` active watches: the insert itself counts them, after taking the user's row
 * lock, so two requests at once cannot pass the limit. Returns the new id, or null.
 */
export async function insertWatch(db: Db, watch: NewWatch, limit: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, watch.userId);
    const at = watch.now.toISOString();
    const inserted = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into price_watches (user_id, kind, watch_key, params, label, currency, first_amount, last_amount, lowest_amount, last_checked_at, created_at)
        select ${watch.userId}, ${watch.kind}, ${watch.watchKey}, ${JSON.stringify(watch.params)}::jsonb, ${watch.label}, ${watch.currency},
               ${watch.amount}::integer, ${watch.amount}::integer, ${watch.amount}::integer, ${at}::timestamptz, ${at}::timestamptz
        where (select count(*) from price_watches where user_id = ${watch.userId} and stopped_at is null) < ${limit}
        on conflict (user_id, watch_key) where stopped_at is null do nothing
        returning id`),
    );
    const id = inserted[0]?.id;
    if (!id) return null;
    await tx.insert(priceWatchPoints).values({ watchId: id, checkedAt: watch.now, amount: watch.amount });
    return id;
  });
}

/** The user's active watches, newest first. */
export function listActive(db: Db, userId: string): Promise<PriceWatchRow[]> {
  return db
    .select()
    .from(priceWatches)
    .where(and(eq(priceWatches.userId, userId), isNull(priceWatches.stoppedAt)))
    .orderBy(desc(priceWatches.createdAt), desc(priceWatches.id));
}

/** Every watch of the user, stopped ones too, newest first (the account download). */
export function listAll(db: Db, userId: string): Promise<PriceWatchRow[]> {
  return db
    .select()
    .from(priceWatches)
    .where(eq(priceWatches.userId, userId))
    .orderBy(desc(priceWatches.createdAt), desc(priceWatches.id));
}

/** The newest `perWatch` points of each watch, oldest first. */
export async function recentPoints(db: Db, watchIds: string[], perWatch: number): Promise<Map<string, PointRow[]>> {
  const byWatch = new Map<string, PointRow[]>(watchIds.map((id) => [id, []]));
  if (watchIds.length === 0) return byWatch;
  const ranked = db
    .select({
      watchId: priceWatchPoints.watchId,
      checkedAt: priceWatchPoints.checkedAt,
      amount: priceWatchPoints.amount,
      rank: sql<number>`row_number() over (partition by ${priceWatchPoints.watchId} order by ${priceWatchPoints.checkedAt} desc)`.as(
        'rank',
      ),
    })
    .from(priceWatchPoints)
    .where(inArray(priceWatchPoints.watchId, watchIds))
    .as('ranked');
  const rows = await db
    .select({ watchId: ranked.watchId, checkedAt: ranked.checkedAt, amount: ranked.amount })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perWatch}`)
    .orderBy(asc(ranked.checkedAt));
  for (const row of rows)
    byWatch.get(row.watchId)?.push({ watchId: row.watchId, checkedAt: new Date(row.checkedAt), amount: row.amount });
  return byWatch;
}

/** Stops one of the user's own watches: 'stopped', 'already' (stopped before) or 'missing' (not theirs). */
export async function stopWatch(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<'stopped' | 'already' | 'missing'> {
  const own = and(eq(priceWatches.id, id), eq(priceWatches.userId, userId));
  const [stopped] = await db
    .update(priceWatches)
    .set({ stoppedAt: now })
    .where(and(own, isNull(priceWatches.stoppedAt)))
    .returning({ id: priceWatches.id });
  if (stopped) return 'stopped';
  const [existing] = await db.select({ id: priceWatches.id }).from(priceWatches).where(own);
  return existing ? 'already' : 'missing';
}

/** Stops every active watch whose trip starts before `today`; returns how many. */
export async function stopPassedWatches(db: Db, today: string, now: Date): Promise<number> {
  const rows = await db
    .update(priceWatches)
    .set({ stoppedAt: now })
    .where(
      and(
        isNull(priceWatches.stoppedAt),
        sql`coalesce(${priceWatches.params}->>'date', ${priceWatches.params}->>'checkIn') < ${today}`,
      ),
    )
    .returning({ id: priceWatches.id });
  return rows.length;
}

/** The next active watches not yet checked at `now`, after `afterId` in id order. */
export function nextUncheckedBatch(db: Db, afterId: string | null, now: Date, size: number): Promise<PriceWatchRow[]> {
  return db
    .select()
    .from(priceWatches)
    .where(
      and(
        isNull(priceWatches.stoppedAt),
        or(isNull(priceWatches.lastCheckedAt), lt(priceWatches.lastCheckedAt, now)),
        afterId ? gt(priceWatches.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(priceWatches.id))
    .limit(size);
}

/** The amount of the watch's newest point before `before` (undefined when none; null = unavailable). */
export async function previousAmount(db: Db, watchId: string, before: Date): Promise<number | null | undefined> {
  const [row] = await db
    .select({ amount: priceWatchPoints.amount })
    .from(priceWatchPoints)
    .where(and(eq(priceWatchPoints.watchId, watchId), lt(priceWatchPoints.checkedAt, before)))
    .orderBy(desc(priceWatchPoints.checkedAt))
    .limit(1);
  return row ? row.amount : undefined;
}

/**
 * Records one check: the point (once per watch and instant) and the watch's last and lowest price,
 * moved only by a check newer than the one it holds. False when this check was already recorded.
 */
export async function recordCheck(db: Db, watchId: string, at: Date, amount: number | null): Promise<boolean> {
  const [point] = await db
    .insert(priceWatchPoints)
    .values({ watchId, checkedAt: at, amount })
    .onConflictDoNothing()
    .returning({ watchId: priceWatchPoints.watchId });
  if (!point) return false;
  await db
    .update(priceWatches)
    .set({
      firstAmount: sql`coalesce(${priceWatches.firstAmount}, ${amount}::integer)`,
      lastAmount: amount,
      lastCheckedAt: at,
      lowestAmount: sql`least(${priceWatches.lowestAmount}, ${amount}::integer)`,
    })
    .where(
      and(eq(priceWatches.id, watchId), or(isNull(priceWatches.lastCheckedAt), lt(priceWatches.lastCheckedAt, at))),
    );
  return true;
}
