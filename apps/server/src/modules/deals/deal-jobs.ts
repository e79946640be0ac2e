import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.ts';
import { loadedInventory } from '../inventory/public.ts';
import { schedule } from '../jobs/public.ts';
import type { DealCache } from './deal-cache.ts';
import { DEALS_RECOMPUTE, DEALS_REPRICE, periodicRecomputeJob } from './deal-jobs-schedule.ts';
import { recomputeDeals, type DealScanner } from './recompute.ts';
import { repriceDeals } from './reprice.ts';
import { scanInventoryDeals } from './scan.ts';

/**
 * 'deals.recompute': scans the inventory (in short slices) and rewrites the deals in one
 * transaction, then reloads this process's copy; a periodic run schedules the next slot (start-up
 * schedules the first: `scheduleDealsAtStart`). 'deals.reprice': re-prices the stored deals
 * against the current sold counts, no scan.
 */
export function registerDealJobs(app: FastifyInstance, ctx: { db: Db; cache: DealCache; scan?: DealScanner }): void {
  const scan = ctx.scan ?? scanInventoryDeals;

  async function reprice(now: Date, log: FastifyBaseLogger | undefined): Promise<void> {
    const inventory = loadedInventory(app);
    if (!inventory) return;
    const counts = await repriceDeals(ctx.db, inventory, now);
    if (counts.written) await ctx.cache.reload();
    log?.info(counts, 'deals re-priced');
  }

  app.jobs.handle(DEALS_RECOMPUTE, async (payload, { now, log }) => {
    const reason = (payload as { reason?: string }).reason;
    const inventory = loadedInventory(app);
    if (inventory) {
      const counts = await recomputeDeals(ctx.db, inventory, scan, now);
      await ctx.cache.reload();
      log?.info(counts, 'deals recomputed');
    }
    if (reason === 'periodic') await schedule(ctx.db, periodicRecomputeJob(now));
  });
  app.jobs.handle(DEALS_REPRICE, async (_payload, { now, log }) => reprice(now, log));
}
