import type { DriverMe, DriverRide, RideClock } from '@escazo/contracts/rides';
import type { RideStatus, RideType } from '@escazo/contracts/ride-options';
import type { RideDriverRow, RideRow } from '../repository.ts';
import { fareOf, presentRoute, presentTimeline, type ClockOf } from '../presenter.ts';
import { NEW_DRIVER_RATING_TENTHS, PLATE_PENDING, type DriverIdentity } from './repository.ts';

const MAKE_NAMES: Readonly<Record<string, string>> = { bmw: 'BMW', mercedes: 'Mercedes-Benz', other: '' };
const makeName = (make: string) => MAKE_NAMES[make] ?? make.charAt(0).toUpperCase() + make.slice(1);

/** '2023 Tesla Model 3' from the approved application's vehicle. */
export const vehicleName = (identity: Pick<DriverIdentity, 'vehicleYear' | 'vehicleMake' | 'vehicleModel'>) =>
  [identity.vehicleYear, makeName(identity.vehicleMake), identity.vehicleModel].filter(Boolean).join(' ');

/** What the driver sees of a ride: where, who (first name only), what it pays, and its times. */
export function presentDriverRide(ride: RideRow, clock: RideClock): DriverRide {
  return {
    id: ride.id,
    status: ride.status as RideStatus,
    pickup: ride.pickup,
    destination: ride.destination,
    passengerFirstName: ride.passengerName.trim().split(/\s+/)[0] ?? '',
    passengers: ride.passengers,
    fare: fareOf(ride),
    route: presentRoute(ride),
    pickupAt: ride.pickupAt.toISOString(),
    clock,
    offeredUntil: ride.status === 'offered' ? (ride.offeredUntil?.toISOString() ?? null) : null,
    timeline: presentTimeline(ride),
  };
}

export function presentDriverMe(
  identity: DriverIdentity,
  driver: RideDriverRow | undefined,
  ride: RideRow | undefined,
  clockOf: ClockOf,
): DriverMe {
  return {
    profile: {
      name: identity.name,
      vehicle: vehicleName(identity),
      plate: identity.plate ?? PLATE_PENDING,
      rating: (driver?.ratingTenths ?? NEW_DRIVER_RATING_TENTHS) / 10,
    },
    online: driver?.online ?? false,
    cityId: driver?.cityId ?? null,
    vehicleType: (driver?.vehicleType as RideType | undefined) ?? null,
    position: driver ? { lat: driver.lat, lon: driver.lon } : null,
    ride: ride ? presentDriverRide(ride, clockOf(ride.cityId)) : null,
  };
}
