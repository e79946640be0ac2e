import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { scheduledJobs } from './schema.ts';
import { rowsOf } from '@server/db/rows.ts';

export type JobRow = typeof scheduledJobs.$inferSelect;
export type NewJob = { kind: string; runAt: Date; payload?: unknown; dedupeKey?: string };

/**
 * The insert of jobs, not yet run: a dedupe key already pending keeps the pending job (nothing is
 * added for it). Run it, or put it in another statement (a CTE) to write both at once.
 */
export function jobsInsert(db: Db, jobs: NewJob[]) {
  return db
    .insert(scheduledJobs)
    .values(
      jobs.map((job) => ({
        kind: job.kind,
        runAt: job.runAt,
        payload: job.payload ?? {},
        dedupeKey: job.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing({
      target: scheduledJobs.dedupeKey,
      where: sql`${scheduledJobs.doneAt} is null and ${scheduledJobs.failedAt} is null`,
    });
}

/** Inserts a job; with a dedupe key already pending, keeps the pending one and returns null. */
export async function insertJob(db: Db, job: NewJob): Promise<JobRow | null> {
  const [row] = await jobsInsert(db, [job]).returning();
  return row ?? null;
}

/**
 * Leases up to `limit` due jobs to `runner` in one guarded statement: a row locked by another
 * claim is skipped, and a row whose lease has not run out is not due, so no job is claimed twice.
 */
export async function claimDueJobs(
  db: Db,
  runner: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<JobRow[]> {
  const until = new Date(now.getTime() + leaseMs);
  const result = await db.execute<{ id: string }>(sql`
    update ${scheduledJobs}
       set locked_until = ${until.toISOString()}::timestamptz, locked_by = ${runner}, attempts = attempts + 1
     where id in (
       select id from ${scheduledJobs}
        where done_at is null and failed_at is null
          and run_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
        order by run_at
        limit ${limit}
        for update skip locked)
    returning id`);
  const ids = rowsOf<{ id: string }>(result).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(scheduledJobs)
    .where(sql`${scheduledJobs.id} in ${ids}`);
  return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

const heldBy = (id: string, runner: string) => and(eq(scheduledJobs.id, id), eq(scheduledJobs.lockedBy, runner));

export async function markJobDone(db: Db, id: string, runner: string, now: Date): Promise<void> {
  await db.update(scheduledJobs).set({ doneAt: now, lockedUntil: null, lastError: null }).where(heldBy(id, runner));
}

export async function markJobRetry(db: Db, id: string, runner: string, runAt: Date, error: string): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ runAt, lockedUntil: null, lockedBy: null, lastError: error })
    .where(heldBy(id, runner));
}

export async function markJobFailed(db: Db, id: string, runner: string, now: Date, error: string): Promise<void> {
  await db.update(scheduledJobs).set({ failedAt: now, lockedUntil: null, lastError: error }).where(heldBy(id, runner));
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.id, id));
  return row;
}
