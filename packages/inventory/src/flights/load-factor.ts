/**
 * Final load factor of a flight instance (share of seats sold at departure), from:
 *  - the route: 0.60 between two small airports up to 0.80 between two big hubs (+0.025 per
 *    size step of either end), ±0.07 per route from a stable hash of the airport pair;
 *  - the weekday: Friday +0.07 and Sunday +0.06 fuller, Monday and Thursday +0.02, Tuesday −0.06,
 *    Wednesday −0.05 and Saturday −0.05 emptier;
 *  - the season, by month at the origin: July +0.09, August +0.08, June +0.06 fuller, January
 *    −0.08, February −0.07 and November −0.07 emptier; 18 December – 3 January +0.10 (holidays).
 *    South of the equator the months are shifted by half a year (the holidays stay);
 *  - noise per flight and cabin: ±0.08;
 * times a cabin factor (economy 1, premium 0.9, business 0.8, first 0.7), clamped to 0.35–0.98.
 * Numeric and allocation-free: it runs per flight instance.
 */
import { hashString, noise3 } from './random.ts';

export const LOAD_FACTOR_MIN = 0.35;
export const LOAD_FACTOR_MAX = 0.98;

/** Economy, premium, business, first. */
const CABIN_LOAD = [1, 0.9, 0.8, 0.7] as const;
/** ISO weekday order: Monday … Sunday. */
export const WEEKDAY_LOAD = [0.02, -0.06, -0.05, 0.02, 0.07, -0.05, 0.06] as const;
/** January … December (northern hemisphere). */
export const MONTH_LOAD = [-0.08, -0.07, -0.02, 0, 0.01, 0.06, 0.09, 0.08, -0.01, -0.01, -0.07, 0.02] as const;
const HOLIDAY_LOAD = 0.1;
const NOISE = 0.08;

/** Stable base load of the route between two airports (either direction), 0.53–0.87. */
export function routeBaseLoad(sizeA: number, sizeB: number, codeA: string, codeB: string): number {
  const key = codeA < codeB ? `${codeA}-${codeB}` : `${codeB}-${codeA}`;
  const jitter = (hashString(key) / 4294967296 - 0.5) * 0.14;
  return 0.6 + 0.025 * (sizeA + sizeB - 2) + jitter;
}

/** Month (0–11) and day of month (1–31) of a day number, packed as month × 32 + day (civil calendar). */
export function monthDayOf(day: number): number {
  // Howard Hinnant's civil_from_days, months counted from March.
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const dom = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 2 : mp - 10;
  return month * 32 + dom;
}

/** Seasonal shift of the load on local day `day` for an origin north or south of the equator. */
export function seasonLoad(day: number, southern: boolean): number {
  const md = monthDayOf(day);
  const month = md >> 5;
  const dom = md & 31;
  if ((month === 11 && dom >= 18) || (month === 0 && dom <= 3)) return HOLIDAY_LOAD;
  return MONTH_LOAD[southern ? (month + 6) % 12 : month]!;
}

/** Final load factor of pattern `patternId`'s flight on local day `day` (weekday `weekday`, 0 = Monday) in one cabin. */
export function finalLoadFactor(
  patternId: number,
  cabinIndex: number,
  day: number,
  weekday: number,
  routeBase: number,
  southern: boolean,
): number {
  const noise = (noise3(patternId, day, 11 + cabinIndex) - 0.5) * 2 * NOISE;
  const load = (routeBase + WEEKDAY_LOAD[weekday]! + seasonLoad(day, southern) + noise) * CABIN_LOAD[cabinIndex]!;
  return Math.min(LOAD_FACTOR_MAX, Math.max(LOAD_FACTOR_MIN, load));
}
