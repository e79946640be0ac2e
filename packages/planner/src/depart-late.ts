import type { DayFrame } from './frames.ts';
import type { LegCache } from './leg-cache.ts';
import { transportItem } from './items.ts';
import type { Leg } from './legs.ts';
import type { LatLon, Minute, PlanItem } from './types.ts';

/**
 * Transfers leave as late as still arrives in time for what follows (rather than straight after the
 * previous item and then waiting): each ends at the next item's start, or at the latest arrival at the
 * airport or at a check-in after a bag drop. A transfer stays as it is when no later departure fits (traffic can make later legs slower).
 */
export function departLate(items: readonly PlanItem[], frame: DayFrame, legs: LegCache): PlanItem[] {
  const out = items.slice();
  for (let i = 0; i < out.length; i++) {
    const item = out[i]!;
    if (item.type !== 'transport') continue;
    const next = out[i + 1];
    const from: LatLon | null = i > 0 ? (out[i - 1]!.location ?? null) : frame.at;
    // The day's last transfer makes for the airport, or for a check-in at a fixed time.
    const fixedEnd = frame.finish?.kind === 'airport' || (frame.closing.length > 0 && !frame.checkInOnReturn);
    const to: LatLon | null = next ? (next.location ?? null) : fixedEnd ? frame.finish!.at : null;
    const arriveBy: Minute | null = next ? next.start : fixedEnd ? frame.finish!.by : null;
    if (!from || !to || arriveBy === null || item.end >= arriveBy) continue;
    const later = latestDeparture(legs, from, to, item.start, arriveBy);
    if (later) out[i] = transportItem(later.leg, later.departure, next ? next.title : frame.finish!.name);
  }
  return out;
}

function latestDeparture(
  legs: LegCache,
  from: LatLon,
  to: LatLon,
  earliest: Minute,
  arriveBy: Minute,
): { leg: Leg; departure: Minute } | null {
  let departure = arriveBy - legs.leg(from, to, arriveBy).minutes;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (departure <= earliest) return null;
    const leg = legs.leg(from, to, departure);
    if (departure + leg.minutes <= arriveBy) return { leg, departure };
    departure = arriveBy - leg.minutes;
  }
  return null;
}
