import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.ts';
import { handleDaily, scheduleDaily } from '../jobs/public.ts';
import { deleteUnclaimedBefore } from './repository.ts';
import { unclaimedKeptSince } from './unclaimed.ts';

export const PLANNING_CLEANUP_JOB = 'planning.cleanup';
/** The daily run's hour (UTC). */
const DAILY_HOUR_UTC = 3;

/** The next daily cleanup, unless already pending. */
export function schedulePlanningCleanup(db: Db, now: Date): Promise<void> {
  return scheduleDaily(db, PLANNING_CLEANUP_JOB, DAILY_HOUR_UTC, now);
}

/** Deletes unclaimed plans older than a day; returns how many went. */
export function cleanUpUnclaimedPlans(db: Db, now: Date): Promise<number> {
  return deleteUnclaimedBefore(db, unclaimedKeptSince(now));
}

/** Each run deletes the old unclaimed trip plans and schedules the next (server.ts schedules the first). */
export function registerPlanningCleanup(app: FastifyInstance): void {
  handleDaily(app, PLANNING_CLEANUP_JOB, DAILY_HOUR_UTC, ({ db, now }) => cleanUpUnclaimedPlans(db, now));
}
