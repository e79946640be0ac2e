import type { RideBookingResult, RideClock, RideDetail, RideDriver } from '@escazo/contracts/rides';
import type { RideStatus, RideType } from '@escazo/contracts/ride-options';
import { cancellationQuote, positionAt } from '@escazo/rides';
import type { RideCatalogue } from '@escazo/rides/places';
import type { RideDriverRow, RideRow, RideView } from './repository.ts';

const MAKE_NAMES: Readonly<Record<string, string>> = {
  bmw: 'BMW',
  mercedes: 'Mercedes-Benz',
  volkswagen: 'Volkswagen',
  other: '',
};
const makeName = (make: string) => MAKE_NAMES[make] ?? make.charAt(0).toUpperCase() + make.slice(1);

/** The driver as the traveller sees them: 'White Tesla Model 3', a 4.2–4.9 rating. */
export function driverCard(driver: RideDriverRow): RideDriver {
  return {
    name: driver.name,
    rating: driver.ratingTenths / 10,
    vehicle: [driver.vehicleColour, makeName(driver.vehicleMake), driver.vehicleModel].filter(Boolean).join(' '),
    licensePlate: driver.plate,
    phone: driver.phone,
  };
}

/** Pick-up time + the driver's ETA (never scaled: the documented figure). */
export const estimatedArrival = (ride: Pick<RideRow, 'pickupAt' | 'etaMinutes'>) =>
  new Date(ride.pickupAt.getTime() + ride.etaMinutes * 60_000);

/** The fare before fees ('base'), the fees and the total. */
export const fareOf = (ride: RideRow) => ({
  base: ride.fare,
  fees: ride.fees,
  total: ride.total,
  currency: 'USD' as const,
});

/** Reads a ride city's clock (its zone and name) from the catalogue. */
export type ClockOf = (cityId: string) => RideClock;

/** A ride city's clock; a city the catalogue no longer has reads UTC. */
export const clockIn =
  (catalogue: () => RideCatalogue): ClockOf =>
  (cityId) => {
    const city = catalogue().byId.get(cityId);
    return city ? { timeZone: city.timeZone, city: city.name } : { timeZone: 'UTC', city: 'UTC' };
  };

export function presentRideResult(ride: RideRow, driver: RideDriverRow, clock: RideClock): RideBookingResult {
  return {
    id: ride.id,
    bookingId: ride.bookingId,
    rideOptionId: ride.rideType as RideType,
    pickup: ride.pickup,
    destination: ride.destination,
    scheduledTime: ride.pickupAt.toISOString(),
    estimatedArrival: estimatedArrival(ride).toISOString(),
    clock,
    status: 'confirmed',
    driver: driverCard(driver),
    fare: fareOf(ride),
  };
}

/** The ride page's data at `now`: status, timeline, where the driver is, and what cancelling costs. */
export function presentRideDetail({ ride, driver, cityName }: RideView, now: Date, clockOf: ClockOf): RideDetail {
  const status = ride.status as RideStatus;
  const timeline = {
    departAt: ride.departAt,
    arriveAt: ride.arriveAt,
    startAt: ride.startAt,
    completeAt: ride.completeAt,
  };
  const start = { lat: ride.driverStartLat, lon: ride.driverStartLon };
  const position = positionAt(timeline, start, ride.pickup, ride.destination, status, now);
  return {
    ...presentRideResult(ride, driver, clockOf(ride.cityId)),
    status,
    cityId: ride.cityId,
    cityName,
    passengers: ride.passengers,
    route: presentRoute(ride),
    driver: {
      ...driverCard(driver),
      position: { lat: position.lat, lon: position.lon },
      vehicleType: driver.vehicleType as RideType,
    },
    timeline: presentTimeline(ride),
    cancellation: cancellationQuote({
      status,
      pickupAt: estimatedArrival(ride),
      now,
      total: ride.total,
      type: ride.rideType as RideType,
    }),
    cancellationFee: ride.cancellationFee,
  };
}

/** The ride's road distance (km, one decimal) and trip minutes. */
export const presentRoute = (ride: RideRow) => ({
  distanceKm: Math.round(ride.distanceM / 100) / 10,
  minutes: ride.tripMinutes,
});

/** The ride's planned and actual times. */
export const presentTimeline = (ride: RideRow) => ({
  departAt: ride.departAt.toISOString(),
  arriveAt: ride.arriveAt.toISOString(),
  startAt: ride.startAt.toISOString(),
  completeAt: ride.completeAt.toISOString(),
  completedAt: ride.completedAt?.toISOString() ?? null,
  cancelledAt: ride.cancelledAt?.toISOString() ?? null,
});
