import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.ts';
import { schedule } from '../jobs/public.ts';
import { deleteUnclaimedBefore } from './repository.ts';
import { unclaimedKeptSince } from './unclaimed.ts';

export const PLANNING_CLEANUP_JOB = 'planning.cleanup';
/** The daily run's hour (UTC). */
const DAILY_HOUR_UTC = 3;

/** The first daily run strictly after `now`. */
export function nextCleanupRun(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_HOUR_UTC);
  return new Date(today > now.getTime() ? today : today + 24 * 3_600_000);
}

/** The next daily cleanup, unless already pending (its dedupe key names the run's day). */
export async function schedulePlanningCleanup(db: Db, now: Date): Promise<void> {
  const runAt = nextCleanupRun(now);
  await schedule(db, {
    kind: PLANNING_CLEANUP_JOB,
    runAt,
    dedupeKey: `${PLANNING_CLEANUP_JOB}:${runAt.toISOString().slice(0, 10)}`,
  });
}

/** Deletes unclaimed plans older than a day; returns how many went. */
export function cleanUpUnclaimedPlans(db: Db, now: Date): Promise<number> {
  return deleteUnclaimedBefore(db, unclaimedKeptSince(now));
}

/** Each run deletes the old unclaimed plans and schedules the next (server.ts schedules the first). */
export function registerPlanningCleanup(app: FastifyInstance): void {
  app.jobs.handle(PLANNING_CLEANUP_JOB, async (_payload, { db, now, log }) => {
    const deleted = await cleanUpUnclaimedPlans(db, now);
    log?.info({ deleted }, 'unclaimed trip plans deleted');
    await schedulePlanningCleanup(db, now);
  });
}
