import type { Money } from '@escazo/contracts/common';
import type { Db } from '@server/db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import { inventoryFromPrice } from './from-prices.ts';
import { listPopularDestinations, type PopularDestinationRow } from './repository.ts';

/** A featured destination and its from-price from the inventory (null: the seeded fare stands). */
export type PricedDestination = { row: PopularDestinationRow; fromPrice: Money | null };

/**
 * The featured destinations, priced from the inventory (the cheapest fare from London, see
 * from-prices.ts); without an inventory or a fare, the seeded documented fare stands in.
 */
export async function popularDestinationsWithPrices(
  db: Db,
  inventory: Inventory | null,
  now: Date,
): Promise<PricedDestination[]> {
  const rows = await listPopularDestinations(db);
  return rows.map((row) => ({
    row,
    fromPrice: inventory ? inventoryFromPrice(inventory, row.slug, now.getTime()) : null,
  }));
}
