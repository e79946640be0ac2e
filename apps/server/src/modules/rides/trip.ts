import type { RideOption } from '@escazo/contracts/rides';
import { RIDE_BOARDING_MINUTES, RIDE_BUFFER_MINUTES } from '@escazo/contracts/ride-options';
import { findPlace, findRideCity } from '@escazo/rides/places';
import type { Place, RideCatalogue, RideCity } from '@escazo/rides/places';
import {
  quoteRide,
  RideRouteError,
  rideRouteErrorMessages,
  rideRouteProblem,
  type RideOptionQuote,
  type RideQuote,
  estimateRoute,
  localMinuteOfDay,
  isValidScheduledTime,
} from '@escazo/rides';
import type { Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { freeDriversOfCity } from './repository.ts';

/** A ride request resolved against the catalogue and the clock. */
export type Trip = {
  city: RideCity;
  pickup: Place;
  destination: Place;
  /** The scheduled pick-up, or now. */
  pickupAt: Date;
  scheduled: boolean;
};

const unknownPlace = (path: 'pickup' | 'destination') => {
  const message = path === 'pickup' ? 'Choose a pickup place in this city.' : 'Choose a destination in this city.';
  return new AppError(400, 'VALIDATION_FAILED', message, [{ path, code: 'field.invalid', message }]);
};

export const scheduleInvalid = () =>
  new AppError(
    400,
    'RIDE_SCHEDULE_INVALID',
    'Please choose a pick-up time on the hour or half hour, at least 15 minutes and at most 7 days ahead.',
  );

/** The city (404 when unknown) and its two places (400 when unknown or in another city), and when. */
export function resolveTrip(
  catalogue: RideCatalogue,
  input: { city: string; pickup: string; destination: string; when: string | null },
  now: Date,
): Trip {
  const city = findRideCity(catalogue, input.city);
  if (!city) throw notFound('This city');
  const pickup = findPlace(catalogue, input.pickup, city.id);
  if (!pickup) throw unknownPlace('pickup');
  const destination = findPlace(catalogue, input.destination, city.id);
  if (!destination) throw unknownPlace('destination');
  if (pickup.id === destination.id)
    throw new AppError(400, 'RIDE_SAME_PLACE', 'Pickup and destination must be different places.');
  if (input.when === null || input.when === 'now')
    return { city, pickup, destination, pickupAt: now, scheduled: false };
  const at = new Date(input.when);
  if (Number.isNaN(at.getTime()) || !isValidScheduledTime(at, now)) throw scheduleInvalid();
  return { city, pickup, destination, pickupAt: at, scheduled: true };
}

/**
 * The five options for a trip: the city's free drivers (online, no active ride in the window this
 * ride would take at least) read in one query, then the engine prices and ranks them.
 */
export async function quoteTrip(db: Db, trip: Trip, passengers: number, timeScale: number): Promise<RideQuote> {
  const localMinute = localMinuteOfDay(trip.pickupAt, trip.city.timeZone);
  const route = estimateRoute(trip.pickup, trip.destination, localMinute);
  const problem = rideRouteProblem(trip.pickup, trip.destination, route);
  if (problem) throw new AppError(400, problem, rideRouteErrorMessages[problem]);
  try {
    const minutes = (RIDE_BOARDING_MINUTES + route.minutes + RIDE_BUFFER_MINUTES) / timeScale;
    const drivers = await freeDriversOfCity(
      db,
      trip.city.id,
      trip.pickupAt,
      new Date(trip.pickupAt.getTime() + minutes * 60_000),
    );
    return quoteRide({ pickup: trip.pickup, destination: trip.destination, localMinute, passengers, drivers });
  } catch (err) {
    if (err instanceof RideRouteError) throw new AppError(400, err.code, err.message);
    throw err;
  }
}

export function presentRideOption(option: RideOptionQuote): RideOption {
  return {
    id: option.type,
    type: option.type,
    name: option.name,
    description: option.description,
    estimatedTime: option.estimatedTime,
    basePrice: option.basePrice,
    priceRange: option.priceRange,
    fare: { base: option.fare.fare, fees: option.fare.fees, total: option.fare.total, currency: option.fare.currency },
    capacity: option.capacity,
    features: [...option.features],
    availability: option.availability,
    provider: option.provider,
    vehicleType: option.vehicleType,
    eta: option.eta,
  };
}
