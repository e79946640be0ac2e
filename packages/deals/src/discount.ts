import { DEAL_THRESHOLD_PERCENT } from './threshold.ts';

/**
 * A price is a deal when it is at least DEAL_THRESHOLD_PERCENT below its baseline:
 * current ≤ baseline × (100 − threshold) / 100, checked in integers.
 */
export function isDeal(current: number, baseline: number): boolean {
  return current > 0 && baseline > 0 && current * 100 <= baseline * (100 - DEAL_THRESHOLD_PERCENT);
}

/** floor((original − discounted) × 100 / original), integers only. */
export function discountPercentage(original: number, discounted: number): number {
  if (!Number.isSafeInteger(original) || !Number.isSafeInteger(discounted) || original <= 0) {
    throw new RangeError(`prices must be integers with a positive original, got ${original} and ${discounted}`);
  }
  return Math.floor(((original - discounted) * 100) / original);
}
