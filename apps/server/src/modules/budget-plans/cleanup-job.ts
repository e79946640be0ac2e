import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.ts';
import { handleDaily, scheduleDaily } from '../jobs/public.ts';
import { unsavedKeptSince } from './keep.ts';
import { deleteUnsavedBefore } from './repository.ts';

export const BUDGET_PLANS_CLEANUP_JOB = 'budget-plans.cleanup';
/** The daily run's hour (UTC). */
const DAILY_HOUR_UTC = 3;

/** The next daily cleanup, unless already pending. */
export function scheduleBudgetPlansCleanup(db: Db, now: Date): Promise<void> {
  return scheduleDaily(db, BUDGET_PLANS_CLEANUP_JOB, DAILY_HOUR_UTC, now);
}

/** Deletes unsaved plans older than a day; returns how many went. */
export function cleanUpUnsavedBudgetPlans(db: Db, now: Date): Promise<number> {
  return deleteUnsavedBefore(db, unsavedKeptSince(now));
}

/** Each run deletes the old unsaved budget plans and schedules the next (server.ts schedules the first). */
export function registerBudgetPlansCleanup(app: FastifyInstance): void {
  handleDaily(app, BUDGET_PLANS_CLEANUP_JOB, DAILY_HOUR_UTC, ({ db, now }) => cleanUpUnsavedBudgetPlans(db, now));
}
