import type { BudgetTier } from '@escazo/contracts/planning-options';
import { trafficPeriod } from '@escazo/rides';
import { chooseLeg, type FareContext, type Leg } from './legs.ts';
import type { LatLon, Minute } from './types.ts';

const PERIODS = ['rush', 'day', 'night'] as const;

/**
 * The tier's chosen leg between two locations, remembered per pair of location objects and traffic
 * period (a leg only depends on those), so scheduling many variants of a day stays fast.
 */
export class LegCache {
  private readonly legs = new WeakMap<LatLon, WeakMap<LatLon, (Leg | undefined)[]>>();

  constructor(
    readonly tier: BudgetTier,
    readonly fares: FareContext,
  ) {}

  leg(from: LatLon, to: LatLon, departure: Minute): Leg {
    let row = this.legs.get(from);
    if (!row) this.legs.set(from, (row = new WeakMap()));
    let byPeriod = row.get(to);
    if (!byPeriod) row.set(to, (byPeriod = []));
    const slot = PERIODS.indexOf(trafficPeriod(departure));
    return (byPeriod[slot] ??= chooseLeg(from, to, departure, this.tier, this.fares));
  }
}
