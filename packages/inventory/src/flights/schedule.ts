/**
 * Weekly schedule patterns for every (route, operator, direction): how many flights a day from
 * the airports' sizes and the distance, on which weekdays, at what local times, on which aircraft.
 * Flight numbers run per carrier (odd one way, even back where possible), so each is unique.
 */
import type { Airport } from '../reference/types.ts';
import { blockMinutes, chooseAircraft } from './aircraft.ts';
import type { Carrier } from './carriers.ts';
import type { Rng } from './random.ts';
import type { RouteDraft } from './routes.ts';
import type { DaysMask, FlightPattern } from './types.ts';

export const DAILY: DaysMask = 127;
export const LONG_HAUL_KM = 4500;
const MAX_FLIGHT_NUMBER = 9999;

/** A mask of `count` distinct weekdays. */
export function randomDays(count: number, rng: Rng): DaysMask {
  if (count >= 7) return DAILY;
  return rng
    .shuffle([0, 1, 2, 3, 4, 5, 6])
    .slice(0, count)
    .reduce((mask, d) => mask | (1 << d), 0);
}

/** Flights a day and weekdays flown, for one operator on one route. */
export function frequency(km: number, minSize: number, maxSize: number, operators: number, rng: Rng) {
  if (km > LONG_HAUL_KM) {
    const perDay = minSize >= 5 && maxSize >= 5 ? rng.int(1, 2) : 1;
    const days = minSize >= 4 ? DAILY : randomDays(rng.int(3, 7), rng);
    return { perDay, days };
  }
  const ranges: Record<number, [number, number]> = { 1: [1, 1], 2: [1, 2], 3: [1, 3], 4: [2, 4], 5: [3, 6] };
  const [lo, hi] = ranges[minSize] ?? [1, 1];
  let perDay = rng.int(lo, hi);
  if (operators > 1) perDay = Math.max(1, Math.ceil(perDay * 0.6));
  const days = minSize <= 2 ? randomDays(rng.int(4, 7), rng) : DAILY;
  return { perDay, days };
}

/** `count` local departure minutes spread over the day, 5-minute steps, sorted. */
export function departureTimes(count: number, longHaul: boolean, rng: Rng): number[] {
  const [start, end] = longHaul ? [420, 1410] : [360, 1320];
  const slot = (end - start) / count;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = start + slot * (i + 0.5) + (rng.next() - 0.5) * slot * 0.6;
    times.push(Math.min(1435, Math.max(0, Math.round(t / 5) * 5)));
  }
  return times.sort((a, b) => a - b);
}

export function buildPatterns(
  airports: readonly Airport[],
  carriers: readonly Carrier[],
  routes: readonly RouteDraft[],
  rng: Rng,
): FlightPattern[] {
  const patterns: FlightPattern[] = [];
  const nextNumber = new Int32Array(carriers.length).fill(1);
  const freqRng = rng.fork('frequency');
  const timeRng = rng.fork('times');
  const typeRng = rng.fork('aircraft');

  for (const route of routes) {
    const [A, B] = [airports[route.a]!, airports[route.b]!];
    const minSize = Math.min(A.size, B.size);
    const maxSize = Math.max(A.size, B.size);
    for (const ci of route.operators) {
      const carrier = carriers[ci]!;
      const { perDay, days } = frequency(route.km, minSize, maxSize, route.operators.length, freqRng);
      const aircraft = chooseAircraft(route.km, minSize, maxSize, typeRng.next());
      const block = blockMinutes(route.km, aircraft.cruiseKmh);
      const longHaul = route.km > LONG_HAUL_KM;
      const out = departureTimes(perDay, longHaul, timeRng);
      const back = departureTimes(perDay, longHaul, timeRng);
      for (let k = 0; k < perDay; k++) {
        for (const [from, to, minute] of [
          [A, B, out[k]!],
          [B, A, back[k]!],
        ] as const) {
          const number = nextNumber[ci]!;
          if (number > MAX_FLIGHT_NUMBER) continue;
          nextNumber[ci] = number + 1;
          patterns.push({
            id: patterns.length,
            flightNumber: `${carrier.airline.iata}${number}`,
            airline: carrier.airline.iata,
            origin: from.iata,
            destination: to.iata,
            days,
            departureMinute: minute,
            blockMinutes: block,
            distanceKm: route.km,
            aircraft: aircraft.code,
            seats: { ...aircraft.seats },
          });
        }
      }
    }
  }
  return patterns;
}
