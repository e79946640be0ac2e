import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import { schedule } from '../jobs/public.ts';
import type { DealCache } from './deal-cache.ts';
import { DEALS_RECOMPUTE, periodicRecomputeJob, type RecomputePayload } from './deal-jobs-schedule.ts';
import { recomputeDeals, type DealScanner } from './recompute.ts';
import { dealsComputedAt } from './repository.ts';
import { scanInventoryDeals } from './scan.ts';

/** The app's inventory, or null in an app built without one (tests of other modules). */
function loadedInventory(app: FastifyInstance): Inventory | null {
  try {
    return app.inventory;
  } catch {
    return null;
  }
}

/**
 * 'deals.recompute': scans the inventory and rewrites the deals in one transaction, then reloads this
 * process's copy. A periodic run schedules the next slot (start-up schedules the first:
 * `scheduleDealsAtStart`); runs after a change run once, and only when there are deals to refresh.
 */
export function registerDealJobs(app: FastifyInstance, ctx: { db: Db; cache: DealCache; scan?: DealScanner }): void {
  const scan = ctx.scan ?? scanInventoryDeals;
  app.jobs.handle(DEALS_RECOMPUTE, async (payload, { now, log }) => {
    const reason = (payload as Partial<RecomputePayload>).reason;
    const inventory = loadedInventory(app);
    // A change refreshes the deals there are; with none computed yet, the start-up run makes them.
    const wanted = reason !== 'change' || (await dealsComputedAt(ctx.db)) !== null;
    if (inventory && wanted) {
      const counts = await recomputeDeals(ctx.db, inventory, scan, now);
      await ctx.cache.reload();
      log?.info(counts, 'deals recomputed');
    }
    if (reason === 'periodic') await schedule(ctx.db, periodicRecomputeJob(now));
  });
}
