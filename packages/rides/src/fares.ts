import {
  RIDE_CURRENCY,
  RIDE_FEE_RATE,
  RIDE_PRICE_RANGE,
  rideBasePrices,
  ridePerKmRates,
  ridePerMinuteRates,
  type RideType,
} from '@escazo/contracts/ride-options';
import type { RideRoute } from './route.ts';

/**
 * A ride's price in cents. `basePrice` is the type's documented base price; `fare` is the price
 * before fees (base price + distance + time), which the booking result shows as `fare.base`.
 */
export type RideFare = {
  basePrice: number;
  fare: number;
  fees: number;
  total: number;
  currency: typeof RIDE_CURRENCY;
  range: { low: number; high: number };
};

const DOLLAR = 100;

/** Percent as an integer, so money maths stays in integers (1.15 × 1000 is not exact in floats). */
const percent = (rate: number) => Math.round(rate * 100);

/** cents × percent / 100, rounded half up to whole dollars (a multiple of 100 cents). */
const wholeDollarsOf = (cents: number, pct: number) => Math.round((cents * pct) / (100 * DOLLAR)) * DOLLAR;

/** cents × percent / 100, rounded half up to the cent. */
const centsOf = (cents: number, pct: number) => Math.round((cents * pct) / 100);

/**
 * Fare = base price + per-km rate × road km + per-minute rate × minutes; the fee is 15 % of the fare
 * and total = fare × 1.15 rounded to the cent, so the fee shown is the 15 % it says. Only the
 * displayed price range is in whole dollars.
 */
export function fareFor(type: RideType, route: RideRoute): RideFare {
  const basePrice = rideBasePrices[type];
  const fare = Math.round(
    basePrice + ridePerKmRates[type] * route.distanceKm + ridePerMinuteRates[type] * route.minutes,
  );
  const total = centsOf(fare, 100 + percent(RIDE_FEE_RATE));
  // The range is shown in whole dollars and always contains the fare itself.
  const low = Math.min(wholeDollarsOf(fare, percent(RIDE_PRICE_RANGE.low)), Math.floor(fare / DOLLAR) * DOLLAR);
  const high = Math.max(wholeDollarsOf(fare, percent(RIDE_PRICE_RANGE.high)), Math.ceil(fare / DOLLAR) * DOLLAR);
  return { basePrice, fare, fees: total - fare, total, currency: RIDE_CURRENCY, range: { low, high } };
}
