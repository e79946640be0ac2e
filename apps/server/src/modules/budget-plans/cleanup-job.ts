import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.ts';
import { schedule } from '../jobs/public.ts';
import { unsavedKeptSince } from './keep.ts';
import { deleteUnsavedBefore } from './repository.ts';

export const BUDGET_PLANS_CLEANUP_JOB = 'budget-plans.cleanup';
/** The daily run's hour (UTC). */
const DAILY_HOUR_UTC = 3;

/** The first daily run strictly after `now`. */
export function nextBudgetCleanupRun(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_HOUR_UTC);
  return new Date(today > now.getTime() ? today : today + 24 * 3_600_000);
}

/** The next daily cleanup, unless already pending (its dedupe key names the run's day). */
export async function scheduleBudgetPlansCleanup(db: Db, now: Date): Promise<void> {
  const runAt = nextBudgetCleanupRun(now);
  await schedule(db, {
    kind: BUDGET_PLANS_CLEANUP_JOB,
    runAt,
    dedupeKey: `${BUDGET_PLANS_CLEANUP_JOB}:${runAt.toISOString().slice(0, 10)}`,
  });
}

/** Deletes unsaved plans older than a day; returns how many went. */
export function cleanUpUnsavedBudgetPlans(db: Db, now: Date): Promise<number> {
  return deleteUnsavedBefore(db, unsavedKeptSince(now));
}

/** Each run deletes the old unsaved plans and schedules the next (server.ts schedules the first). */
export function registerBudgetPlansCleanup(app: FastifyInstance): void {
  app.jobs.handle(BUDGET_PLANS_CLEANUP_JOB, async (_payload, { db, now, log }) => {
    const deleted = await cleanUpUnsavedBudgetPlans(db, now);
    log?.info({ deleted }, 'unsaved budget plans deleted');
    await scheduleBudgetPlansCleanup(db, now);
  });
}
