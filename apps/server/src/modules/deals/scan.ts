import { scanDealsInSlices } from '@escazo/deals/scan';
import type { DealScanner } from './recompute.ts';

/** Work at most about this long before letting requests run. */
const SLICE_MS = 10;
const nextCheckPhase = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The deals engine's scan over the server's inventory, in short slices so requests keep being answered. */
export const scanInventoryDeals: DealScanner = (inventory, nowMs) =>
  scanDealsInSlices(inventory, nowMs, {}, { sliceMs: SLICE_MS, elapsed: () => performance.now(), pause: nextCheckPhase });
