import type { Money } from '@escazo/contracts/common';
import type { PriceWatch, WatchKind } from '@escazo/contracts/price-watches';
import { watchLink } from './describe.ts';
import type { PointRow, PriceWatchRow } from './repository.ts';
import type { WatchSelection } from './selection.ts';

const money = (amount: number | null, currency: string): Money | null =>
  amount === null ? null : { amount, currency };

export function presentWatch(row: PriceWatchRow, points: readonly PointRow[]): PriceWatch {
  return {
    id: row.id,
    kind: row.kind as WatchKind,
    label: row.label,
    current: money(row.lastAmount, row.currency),
    lowest: money(row.lowestAmount, row.currency),
    first: money(row.firstAmount, row.currency),
    createdAt: row.createdAt.toISOString(),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    history: points.map((p) => ({ at: p.checkedAt.toISOString(), amount: money(p.amount, row.currency) })),
    link: watchLink(row.params as WatchSelection),
  };
}
