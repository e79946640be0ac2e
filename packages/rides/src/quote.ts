import {
  RIDE_PROVIDER,
  rideCapacities,
  rideOptionTexts,
  rideTypes,
  type RideAvailability,
  type RideType,
} from '@escazo/contracts/ride-options';
import type { ErrorCode } from '@escazo/contracts/errors';
import { availabilityAt, type DriverPoint } from './availability.ts';
import { fareFor, type RideFare } from './fares.ts';
import { greatCircleKm, type LatLon } from './geo.ts';
import { estimateRoute, withinRideLimit, type RideRoute } from './route.ts';

export type RideOptionQuote = {
  type: RideType;
  name: string;
  description: string;
  features: readonly string[];
  provider: typeof RIDE_PROVIDER;
  vehicleType: RideType;
  capacity: number;
  /** Trip minutes from pickup to destination. */
  estimatedTime: number;
  /** The type's documented base price, cents. */
  basePrice: number;
  fare: RideFare;
  priceRange: { low: number; high: number };
  availability: RideAvailability;
  /** Minutes for the nearest free driver to reach the pickup; null when unavailable. */
  eta: number | null;
  nearestDriverId: number | null;
};

export type RideQuote = { route: RideRoute; options: RideOptionQuote[] };

export type RideQuoteInput = {
  pickup: LatLon;
  destination: LatLon;
  /** Local minute of the day at the pickup time (see localMinuteOfDay). */
  localMinute: number;
  passengers: number;
  /** Free drivers of the city (online, no overlapping ride). */
  drivers: readonly DriverPoint[];
};

export type RideRouteErrorCode = Extract<ErrorCode, 'RIDE_TOO_FAR' | 'RIDE_SAME_PLACE'>;

export const rideRouteErrorMessages: Readonly<Record<RideRouteErrorCode, string>> = {
  RIDE_TOO_FAR: 'Rides are limited to 150 km within one city and its airports.',
  RIDE_SAME_PLACE: 'Pickup and destination must be different places.',
};

/** A route the service does not drive; `code` is the API error code (answered with 400). */
export class RideRouteError extends Error {
  readonly code: RideRouteErrorCode;
  constructor(code: RideRouteErrorCode) {
    super(rideRouteErrorMessages[code]);
    this.name = 'RideRouteError';
    this.code = code;
  }
}

/** Places closer than this (straight line) are the same place. */
const SAME_PLACE_KM = 0.01;

/** The reason a pickup → destination route cannot be driven, or null when it can. */
export function rideRouteProblem(pickup: LatLon, destination: LatLon, route: RideRoute): RideRouteErrorCode | null {
  if (greatCircleKm(pickup, destination) < SAME_PLACE_KM) return 'RIDE_SAME_PLACE';
  if (!withinRideLimit(route)) return 'RIDE_TOO_FAR';
  return null;
}

/**
 * The five ride options for a trip, in the documented type order, with fares from the route and
 * availability from one pass over the free drivers. Throws RideRouteError for the same place or a
 * route beyond RIDE_MAX_KM. A type whose capacity is below the passengers is unavailable.
 */
export function quoteRide(input: RideQuoteInput): RideQuote {
  const { pickup, destination, localMinute, passengers } = input;
  const route = estimateRoute(pickup, destination, localMinute);
  const problem = rideRouteProblem(pickup, destination, route);
  if (problem) throw new RideRouteError(problem);
  const byType = availabilityAt(pickup, input.drivers, localMinute);
  const options = rideTypes.map((type): RideOptionQuote => {
    const fare = fareFor(type, route);
    const fits = rideCapacities[type] >= passengers;
    const found = byType[type];
    const bookable = fits && found.availability !== 'unavailable';
    return {
      type,
      ...rideOptionTexts[type],
      provider: RIDE_PROVIDER,
      vehicleType: type,
      capacity: rideCapacities[type],
      estimatedTime: route.minutes,
      basePrice: fare.basePrice,
      fare,
      priceRange: fare.range,
      availability: bookable ? found.availability : 'unavailable',
      eta: bookable ? found.eta : null,
      nearestDriverId: bookable ? found.nearestDriverId : null,
    };
  });
  return { route, options };
}
