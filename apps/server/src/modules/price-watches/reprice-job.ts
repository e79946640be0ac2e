import type { FastifyBaseLogger } from 'fastify';
import type { Money } from '@escazo/contracts/common';
import { todayIso } from '@escazo/contracts/dates';
import { NOTIFICATION_TITLE_MAX } from '@escazo/contracts/notifications';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import { userCurrencyConverter } from '../currency/public.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import type { Inventory } from '../inventory/public.ts';
import { schedule } from '../jobs/public.ts';
import { notify } from '../notifications/public.ts';
import * as repo from './repository.ts';
import { priceSelection, type WatchSelection } from './selection.ts';

export const REPRICE_JOB = 'price-watches.reprice';
/** Watches are re-priced every 6 hours, at 00:00, 06:00, 12:00 and 18:00 UTC. */
export const REPRICE_INTERVAL_MS = 6 * 3_600_000;
const BATCH = 100;

/** "Price drop: <label>", the label shortened with an ellipsis to fit a notification title. */
export function dropTitle(label: string): string {
  const title = `Price drop: ${label}`;
  return title.length <= NOTIFICATION_TITLE_MAX ? title : `${title.slice(0, NOTIFICATION_TITLE_MAX - 1).trimEnd()}…`;
}

/**
 * "Now ¥16,031, was ¥17,250.": both amounts in the user's display currency, converted from the
 * watched price each time. A watch is not a charge, so no charged-currency figure follows.
 */
export async function dropBody(db: Db, userId: string, current: Money, previous: Money): Promise<string> {
  const shown = await userCurrencyConverter(db, userId);
  return `Now ${formatMoney(shown(current))}, was ${formatMoney(shown(previous))}.`;
}

/** The first re-pricing slot strictly after `now`. */
export function nextRepriceAt(now: Date): Date {
  return new Date((Math.floor(now.getTime() / REPRICE_INTERVAL_MS) + 1) * REPRICE_INTERVAL_MS);
}

/**
 * Schedules the next re-pricing. The dedupe key names the slot, so a start-up and the run under
 * way (whose own row is not done yet while it schedules) agree on one pending row.
 */
export async function scheduleNextReprice(db: Db, now: Date): Promise<void> {
  const runAt = nextRepriceAt(now);
  await schedule(db, { kind: REPRICE_JOB, runAt, dedupeKey: `${REPRICE_JOB}:${runAt.toISOString()}` });
}

export type RepriceDeps = { inventory: Inventory; config: Config; log?: FastifyBaseLogger };
export type RepriceSummary = { stopped: number; checked: number; drops: number };

/**
 * One re-pricing run: stops the watches whose trip has started, then re-prices every active watch
 * not yet checked at `now`, in batches. Each check is its own transaction: the point, the watch's
 * last and lowest price, and, when the price fell below the previous check's, a 'price-drop'
 * notification (its dedupe key names the watch and the check, so a retried run notifies once).
 */
export async function repriceWatches(
  db: Db,
  { inventory, config, log }: RepriceDeps,
  now: Date,
): Promise<RepriceSummary> {
  const summary: RepriceSummary = {
    stopped: await repo.stopPassedWatches(db, todayIso(now), now),
    checked: 0,
    drops: 0,
  };
  let after: string | null = null;
  for (;;) {
    const batch = await repo.nextUncheckedBatch(db, after, now, BATCH);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.id;
    for (const watch of batch) {
      const price = priceSelection(inventory, watch.params as WatchSelection, now);
      const amount = price?.amount ?? null;
      const dropped = await db.transaction(async (tx) => {
        const previous = await repo.previousAmount(tx, watch.id, now);
        if (!(await repo.recordCheck(tx, watch.id, now, amount))) return false;
        if (amount === null || previous === null || previous === undefined || amount >= previous) return false;
        const currency = watch.currency;
        await notify(
          tx,
          {
            userId: watch.userId,
            kind: 'price-drop',
            title: dropTitle(watch.label),
            body: await dropBody(tx, watch.userId, { amount, currency }, { amount: previous, currency }),
            link: '/dashboard',
            dedupeKey: `price-drop:${watch.id}:${now.toISOString()}`,
          },
          { config, now, ...(log ? { log } : {}) },
        );
        return true;
      });
      summary.checked++;
      if (dropped) summary.drops++;
    }
  }
  return summary;
}
