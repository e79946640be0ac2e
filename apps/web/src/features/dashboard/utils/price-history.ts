import type { Money } from '@escazo/contracts/common';
import type { PriceWatch } from '@escazo/contracts/price-watches';

export type HistoryPoint = { at: string; amount: number | null };

/**
 * A watch's checks as chart points, oldest first: an unavailable check stays null so the line
 * breaks there instead of dropping to zero. The currency is the watch's own (every check is priced
 * in it); a watch never priced falls back to USD, the inventory's currency.
 */
export function priceHistory(watch: Pick<PriceWatch, 'history' | 'current' | 'first'>): {
  points: HistoryPoint[];
  currency: Money['currency'];
} {
  const priced = watch.history.find((p) => p.amount)?.amount ?? watch.current ?? watch.first;
  return {
    points: watch.history.map((p) => ({ at: p.at, amount: p.amount?.amount ?? null })),
    currency: priced?.currency ?? 'USD',
  };
}
