import type { Db } from '../../db/client.ts';
import { schedule, type ScheduleInput } from '../jobs/public.ts';
import { dealsComputedAt } from './repository.ts';

export const DEALS_RECOMPUTE = 'deals.recompute';

const MINUTE_MS = 60_000;
/** Deals are recomputed every 6 hours (00, 06, 12, 18 UTC), and are stale past that age. */
export const DEALS_PERIOD_MS = 6 * 60 * MINUTE_MS;

/** periodic runs schedule the next slot; the others (start, after a change) run once. */
export type RecomputePayload = { reason: 'periodic' | 'start' | 'change' };

/** The first 6-hour slot strictly after `now`. */
export function nextPeriodicSlot(now: Date): Date {
  return new Date((Math.floor(now.getTime() / DEALS_PERIOD_MS) + 1) * DEALS_PERIOD_MS);
}

/**
 * The next periodic run. The dedupe key names the slot, so start-up and the previous run (whose own
 * row is still pending while it schedules) agree on one pending row.
 */
export function periodicRecomputeJob(now: Date): ScheduleInput {
  const runAt = nextPeriodicSlot(now);
  const payload: RecomputePayload = { reason: 'periodic' };
  return { kind: DEALS_RECOMPUTE, runAt, payload, dedupeKey: `${DEALS_RECOMPUTE}:${runAt.toISOString()}` };
}

/**
 * A recompute about a minute after a change of availability or price (a booking, a deal whose price
 * moved): due at the start of the minute after next, keyed by that minute, so a burst of changes
 * schedules it once, and a change during a run still gets a later run.
 */
export function recomputeAfterChangeJob(now: Date): ScheduleInput {
  const runAt = new Date((Math.floor(now.getTime() / MINUTE_MS) + 2) * MINUTE_MS);
  const payload: RecomputePayload = { reason: 'change' };
  return { kind: DEALS_RECOMPUTE, runAt, payload, dedupeKey: `${DEALS_RECOMPUTE}:change:${runAt.toISOString()}` };
}

/**
 * Start-up: a recompute now when there are no deals or they are older than 6 hours, and the next
 * periodic run unless already pending.
 */
export async function scheduleDealsAtStart(db: Db, now: Date): Promise<void> {
  const computedAt = await dealsComputedAt(db);
  if (!computedAt || now.getTime() - computedAt.getTime() >= DEALS_PERIOD_MS) {
    const payload: RecomputePayload = { reason: 'start' };
    await schedule(db, { kind: DEALS_RECOMPUTE, runAt: now, payload, dedupeKey: `${DEALS_RECOMPUTE}:start` });
  }
  await schedule(db, periodicRecomputeJob(now));
}
