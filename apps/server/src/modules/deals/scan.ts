import { scanDealsInSlices } from '@escazo/deals';
import type { DealScanner } from './recompute.ts';
import { nextCheckPhase, SLICE_MS } from './slices.ts';

/** The deals engine's scan over the server's inventory, in short slices so requests keep being answered. */
export const scanInventoryDeals: DealScanner = (inventory, nowMs) =>
  scanDealsInSlices(
    inventory,
    nowMs,
    {},
    { sliceMs: SLICE_MS, elapsed: () => performance.now(), pause: nextCheckPhase },
  );
