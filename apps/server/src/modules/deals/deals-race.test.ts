import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerRequestSchema } from '@escazo/contracts/bookings';
import { priceDealOffer } from '@escazo/deals';
import { createTestContext, sharedMemoryInventory, type TestContext } from '@server-test/helpers.ts';
import { dealBaselines, deals } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { emptySoldCounts, type Inventory } from '../inventory/public.ts';
import { recomputeDeals, type DealScan, type DealScanner } from './recompute.ts';
import { repriceDeals } from './reprice.ts';
import { scanInventoryDeals } from './scan.ts';

/**
 * A re-price and a full recompute at once: a real race on PostgreSQL (TEST_DATABASE_URL),
 * serialised on PGlite. Either way the table holds one whole result, never a mix.
 */
// Real time (the inventory is offered for the year ahead of today), fixed from here on.
const clock = new TestClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
let ctx: TestContext;
let inventory: Inventory;
let scan: DealScan;
/** The scan made once in beforeAll: every recompute here writes the same result, fast. */
const scanned: DealScanner = async () => scan;

beforeAll(async () => {
  ctx = await createTestContext({ inventory: 'none', clock, poolSize: 8 });
  inventory = { ...sharedMemoryInventory(), sold: emptySoldCounts() };
  ctx.app.inventory = inventory;
  scan = await scanInventoryDeals(inventory, clock.now().getTime());
}, 240_000);
afterAll(() => ctx?.close());

describe('deals: re-price and recompute at once', () => {
  it('leaves either the recompute whole or the re-price of it, never a mix', { timeout: 240_000 }, async () => {
    const { db } = ctx.database;
    const now = clock.now();
    const scannedById = new Map(scan.deals.map((d) => [d.id, d]));
    expect(scannedById.size).toBe(scan.deals.length);
    for (let round = 1; round <= 3; round++) {
      // The stored deals, with one stored price that is no longer its price: the re-price has work to do.
      const seededAt = new Date(now.getTime() + round * 120_000);
      await recomputeDeals(db, inventory, scanned, seededAt);
      const moved = scan.deals.find((d) => d.type === 'cruise') ?? scan.deals[0]!;
      await db
        .update(deals)
        .set({ discountedAmount: moved.discountedAmount + 100 })
        .where(eq(deals.id, moved.id));

      const recomputedAt = new Date(seededAt.getTime() + 60_000);
      await Promise.all([repriceDeals(db, inventory, now), recomputeDeals(db, inventory, scanned, recomputedAt)]);

      const rows = await db.select().from(deals);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      const versions = new Set(rows.map((r) => r.computedAt.getTime()));
      expect(versions.size, 'one version for every row').toBe(1);
      const [version] = [...versions];
      if (version === recomputedAt.getTime()) {
        // The recompute committed last (or the re-price's guarded writes matched none of its rows).
        expect(rows.map((r) => [r.id, r.originalAmount, r.discountedAmount, r.featured]).sort()).toEqual(
          scan.deals.map((d) => [d.id, d.originalAmount, d.discountedAmount, d.featured]).sort(),
        );
      } else {
        // The re-price read the recompute's rows and re-priced every one of them.
        expect(version).toBe(recomputedAt.getTime() + 1);
        for (const row of rows) {
          const deal = scannedById.get(row.id);
          expect(deal, row.id).toBeDefined();
          expect(row.originalAmount).toBe(deal!.originalAmount);
          expect(row.discountedAmount).toBe(
            priceDealOffer(inventory, offerRequestSchema.parse(row.offerRequest), now.getTime())!.total,
          );
        }
      }
      const baselines = await db.select({ at: dealBaselines.computedAt }).from(dealBaselines);
      expect(baselines).toHaveLength(scan.baselines.length);
      expect(new Set(baselines.map((b) => b.at.getTime()))).toEqual(new Set([recomputedAt.getTime()]));
    }
  });
});
