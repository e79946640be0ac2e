import {
  RIDE_AVAILABLE_MIN_DRIVERS,
  RIDE_NEARBY_KM,
  rideTypes,
  type RideAvailability,
  type RideType,
} from '@escazo/contracts/ride-options';
import { greatCircleKm, type LatLon } from './geo.ts';
import { estimateRoute } from './route.ts';

/** A free driver the caller considers for a pickup (online, no overlapping ride). */
export type DriverPoint = { id: number; vehicleType: RideType; lat: number; lon: number };

export type TypeAvailability = {
  availability: RideAvailability;
  /** Free drivers of the type within RIDE_NEARBY_KM of the pickup. */
  nearbyCount: number;
  /** The nearest nearby driver, or null when none is nearby. */
  nearestDriverId: number | null;
  /** Minutes for that driver to reach the pickup (at least 1), or null. */
  eta: number | null;
};

/** ≥ 3 nearby free drivers: available; 1–2: limited; none: unavailable. */
export function availabilityFor(nearbyCount: number): RideAvailability {
  if (nearbyCount >= RIDE_AVAILABLE_MIN_DRIVERS) return 'available';
  return nearbyCount > 0 ? 'limited' : 'unavailable';
}

type Nearest = { count: number; driver: DriverPoint | null; km: number };

/**
 * Availability of every type at a pickup in one pass over the drivers: the number of free drivers
 * within RIDE_NEARBY_KM (straight line) and the nearest of them with its ETA on the route model.
 * Ties go to the lower driver id, so the answer does not depend on the drivers' order.
 */
export function availabilityAt(
  pickup: LatLon,
  drivers: readonly DriverPoint[],
  localMinute: number,
): Record<RideType, TypeAvailability> {
  const nearest = {} as Record<RideType, Nearest>;
  for (const type of rideTypes) nearest[type] = { count: 0, driver: null, km: Infinity };
  for (const driver of drivers) {
    const slot = nearest[driver.vehicleType];
    if (!slot) continue;
    const km = greatCircleKm(pickup, driver);
    if (!(km <= RIDE_NEARBY_KM)) continue;
    slot.count++;
    if (km < slot.km || (km === slot.km && slot.driver !== null && driver.id < slot.driver.id)) {
      slot.km = km;
      slot.driver = driver;
    }
  }
  const result = {} as Record<RideType, TypeAvailability>;
  for (const type of rideTypes) {
    const { count, driver } = nearest[type];
    result[type] = {
      availability: availabilityFor(count),
      nearbyCount: count,
      nearestDriverId: driver?.id ?? null,
      eta: driver ? estimateRoute(driver, pickup, localMinute).minutes : null,
    };
  }
  return result;
}
