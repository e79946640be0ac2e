/**
 * Where a cruise can go in its nights. A ship leaves a port at DEPART_HOUR and reaches the next at
 * ARRIVE_HOUR, so a leg from day a to day b lasts (b − a)·24 − 9 hours; the sea distance is the
 * great-circle distance × ROUTING_FACTOR (around land), sailed at CRUISE_SPEED_KMH (21 knots).
 * Overnight that is ≤ ~510 km of great circle; each sea day adds ~810 km. The ship leaves its
 * embark port on day 0 and is back on day `nights`.
 */
import { greatCircleKm } from '../reference/geo.ts';
import type { CruisePort } from './types.ts';

export const CRUISE_SPEED_KMH = 39;
export const ROUTING_FACTOR = 1.15;
export const DEPART_HOUR = 17;
export const ARRIVE_HOUR = 8;

type Place = Pick<CruisePort, 'lat' | 'lon'>;

export function seaKm(a: Place, b: Place): number {
  return greatCircleKm(a.lat, a.lon, b.lat, b.lon) * ROUTING_FACTOR;
}

/** Hours at sea between leaving on day `from` and arriving on day `to`. */
export function legHours(from: number, to: number): number {
  return (to - from) * 24 - (DEPART_HOUR - ARRIVE_HOUR);
}

/** The fewest days a leg takes at cruising speed (at least 1). */
export function legDays(a: Place, b: Place): number {
  const hours = seaKm(a, b) / CRUISE_SPEED_KMH;
  return Math.max(1, Math.ceil((hours + DEPART_HOUR - ARRIVE_HOUR) / 24));
}

/**
 * The day of each call, in order, for a round trip from `embark` of `nights` nights, or null when
 * it cannot be sailed. Spare days become sea days on the legs with the most distance per day.
 */
export function callDays(embark: Place, calls: readonly Place[], nights: number): number[] | null {
  const stops = [embark, ...calls, embark];
  const days: number[] = [];
  for (let i = 1; i < stops.length; i++) days.push(legDays(stops[i - 1]!, stops[i]!));
  let spare = nights - days.reduce((sum, d) => sum + d, 0);
  if (spare < 0) return null;
  const km = days.map((_, i) => seaKm(stops[i]!, stops[i + 1]!));
  for (; spare > 0; spare--) {
    let widest = 0;
    for (let i = 1; i < days.length; i++) if (km[i]! / days[i]! > km[widest]! / days[widest]!) widest = i;
    days[widest]!++;
  }
  const out: number[] = [];
  let day = 0;
  for (let i = 0; i < calls.length; i++) out.push((day += days[i]!));
  return out;
}

/** Length of the closed loop embark → calls → embark, in sea km. */
export function loopKm(embark: Place, calls: readonly Place[]): number {
  const stops = [embark, ...calls, embark];
  let km = 0;
  for (let i = 1; i < stops.length; i++) km += seaKm(stops[i - 1]!, stops[i]!);
  return km;
}

/** Orders calls as a loop from `embark`: nearest next, then segment reversals (2-opt) while one shortens it. */
export function loopOrder<T extends Place>(embark: Place, calls: readonly T[]): T[] {
  const left = [...calls];
  const order: T[] = [];
  let at: Place = embark;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) if (seaKm(at, left[i]!) < seaKm(at, left[best]!)) best = i;
    at = left.splice(best, 1)[0]!;
    order.push(at as T);
  }
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 0; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        const reversed = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
        if (loopKm(embark, reversed) < loopKm(embark, order) - 1e-6) {
          order.splice(0, order.length, ...reversed);
          improved = true;
        }
      }
    }
  }
  return order;
}

/** Drops the call with the longest detour until the loop fits `nights` (may return no calls). */
export function fitCalls<T extends Place>(embark: Place, calls: readonly T[], nights: number): T[] {
  let order = loopOrder(embark, calls);
  while (order.length > 0 && !callDays(embark, order, nights)) {
    let drop = 0;
    let saved = -Infinity;
    for (let i = 0; i < order.length; i++) {
      const without = order.filter((_, k) => k !== i);
      const gain = loopKm(embark, order) - loopKm(embark, without);
      if (gain > saved) [drop, saved] = [i, gain];
    }
    order = loopOrder(
      embark,
      order.filter((_, k) => k !== drop),
    );
  }
  return order;
}
