import type { Db } from '../../db/client.ts';
import { insertJob, type JobRow } from './repository.ts';

export type ScheduleInput = { kind: string; runAt: Date; payload?: unknown; dedupeKey?: string };

/**
 * Schedules durable work: it is kept in scheduled_jobs and run by a runner once `runAt` has
 * passed. With a `dedupeKey` that is already pending, nothing is added and null is returned.
 * Pass a transaction as `db` to schedule together with the change that needs it.
 */
export function schedule(db: Db, input: ScheduleInput): Promise<JobRow | null> {
  return insertJob(db, input);
}
