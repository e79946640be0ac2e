import type { Db } from '@server/db/client.ts';
import { insertJob, jobsInsert, type JobRow } from './repository.ts';
import { scheduledJobs } from './schema.ts';

export type ScheduleInput = { kind: string; runAt: Date; payload?: unknown; dedupeKey?: string };

/**
 * Schedules durable work: it is kept in scheduled_jobs and run by a runner once `runAt` has
 * passed. With a `dedupeKey` that is already pending, nothing is added and null is returned.
 * Pass a transaction as `db` to schedule together with the change that needs it.
 */
export function schedule(db: Db, input: ScheduleInput): Promise<JobRow | null> {
  return insertJob(db, input);
}

/** Schedules several jobs in one statement, each as `schedule` would (a pending dedupe key adds nothing). */
export async function scheduleAll(db: Db, inputs: ScheduleInput[]): Promise<void> {
  if (inputs.length) await jobsInsert(db, inputs);
}

/**
 * The statement that schedules `inputs` (returning the jobs' ids), not yet run: made part of another statement (a CTE), the
 * jobs are written with that change in one step, without a transaction around them.
 */
export function schedulingStatement(db: Db, inputs: ScheduleInput[]) {
  return jobsInsert(db, inputs).returning({ id: scheduledJobs.id });
}
