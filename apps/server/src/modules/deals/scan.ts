import { scanDeals } from '@escazo/deals/scan';
import type { DealScanner } from './recompute.ts';

/** The deals engine's scan over the server's inventory. */
export const scanInventoryDeals: DealScanner = (inventory, nowMs) => scanDeals(inventory, nowMs);
