import type { Money } from './common.ts';
import type { FlightLeg } from './search-flights.ts';

/**
 * Round trips: an outbound itinerary and a return itinerary chosen one after the other and booked
 * as one offer. These rules are shared by the results page (which returns may be chosen, and their
 * round-trip price) and the server (which refuses any other pairing).
 */

/** A return departs at least this long after the outbound lands. */
export const ROUND_TRIP_MIN_TURNAROUND_MINUTES = 60;

type Legs = { legs: readonly Pick<FlightLeg, 'from' | 'to' | 'departure' | 'arrival'>[] };

/** Epoch ms of a local time with its UTC offset ('2026-12-01T08:05', '-05:00'). */
const instant = (time: { local: string; utcOffset: string }) => Date.parse(`${time.local}:00${time.utcOffset}`);

const samePlace = (a: FlightLeg['from'], b: FlightLeg['from']) =>
  a.code === b.code || (a.country === b.country && a.city === b.city);

/**
 * Why `ret` cannot be the way back of `outbound`, or null when it can: `route` when it does not
 * leave from where the outbound lands (the airport or its city) or does not come back to where the
 * outbound left; `time` when it departs less than 60 minutes after the outbound lands.
 */
export function returnMismatch(outbound: Legs, ret: Legs): 'route' | 'time' | null {
  const out = { first: outbound.legs[0], last: outbound.legs[outbound.legs.length - 1] };
  const back = { first: ret.legs[0], last: ret.legs[ret.legs.length - 1] };
  if (!out.first || !out.last || !back.first || !back.last) return 'route';
  if (!samePlace(back.first.from, out.last.to) || !samePlace(back.last.to, out.first.from)) return 'route';
  const turnaround = instant(back.first.departure) - instant(out.last.arrival);
  return turnaround >= ROUND_TRIP_MIN_TURNAROUND_MINUTES * 60_000 ? null : 'time';
}

/**
 * A round trip's fare: the outbound's and the return's added (integer minor units). Both are
 * priced in one currency; null when they are not, since such fares cannot be added.
 */
export function roundTripFare(outbound: Money, ret: Money): Money | null {
  if (outbound.currency !== ret.currency) return null;
  return { amount: outbound.amount + ret.amount, currency: outbound.currency };
}
