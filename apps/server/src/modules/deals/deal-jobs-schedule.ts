import type { Db } from '@server/db/client.ts';
import { schedule, type ScheduleInput } from '../jobs/public.ts';
import { lastScanAt } from './repository.ts';

/** The full scan of the inventory (at start when missing or stale, then every 6 hours). */
export const DEALS_RECOMPUTE = 'deals.recompute';
/** Re-prices the stored deals after a change of availability or price (cheap: no scan). */
export const DEALS_REPRICE = 'deals.reprice';

const MINUTE_MS = 60_000;
/** Deals are recomputed every 6 hours (00, 06, 12, 18 UTC), and are stale past that age. */
export const DEALS_PERIOD_MS = 6 * 60 * MINUTE_MS;

/** Periodic runs schedule the next slot; a start-up run happens once. */
export type RecomputePayload = { reason: 'periodic' | 'start' };

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
 * A re-price of the stored deals about a minute after a change of availability or price (a booking,
 * a deal whose price moved): due at the start of the minute after next, keyed by that minute, so a
 * burst of changes schedules it once, and a change during a run still gets a later run.
 */
export function repriceAfterChangeJob(now: Date): ScheduleInput {
  const runAt = new Date((Math.floor(now.getTime() / MINUTE_MS) + 2) * MINUTE_MS);
  return { kind: DEALS_REPRICE, runAt, payload: {}, dedupeKey: `${DEALS_REPRICE}:${runAt.toISOString()}` };
}

/**
 * Start-up: a recompute now when nothing was scanned yet or the last full scan (the baselines'
 * age) is older than 6 hours (re-pricing keeps prices current but finds no new deals), and the next
 * periodic run unless already pending.
 */
export async function scheduleDealsAtStart(db: Db, now: Date): Promise<void> {
  const scannedAt = await lastScanAt(db);
  if (!scannedAt || now.getTime() - scannedAt.getTime() >= DEALS_PERIOD_MS) {
    const payload: RecomputePayload = { reason: 'start' };
    await schedule(db, { kind: DEALS_RECOMPUTE, runAt: now, payload, dedupeKey: `${DEALS_RECOMPUTE}:start` });
  }
  await schedule(db, periodicRecomputeJob(now));
}
