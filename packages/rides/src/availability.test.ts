import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RIDE_NEARBY_KM, rideTypes, type RideType } from '@escazo/contracts/ride-options';
import { availabilityAt, availabilityFor, type DriverPoint } from './availability.ts';
import { destinationPoint, greatCircleKm, type LatLon } from './geo.ts';
import { estimateRoute } from './route.ts';

const pickup: LatLon = { lat: 41.3874, lon: 2.1686 };
const NOON = 720;
const driverAt = (id: number, vehicleType: RideType, km: number, degrees = 90): DriverPoint => ({
  id,
  vehicleType,
  ...destinationPoint(pickup, degrees, km),
});

describe('availabilityFor', () => {
  it('0 unavailable, 1–2 limited, 3 or more available', () => {
    expect([0, 1, 2, 3, 4, 50].map(availabilityFor)).toEqual([
      'unavailable',
      'limited',
      'limited',
      'available',
      'available',
      'available',
    ]);
  });
});

describe('availabilityAt', () => {
  it('counts the drivers of each type within 10 km and picks the nearest', () => {
    const drivers = [
      driverAt(1, 'economy', 4),
      driverAt(2, 'economy', 1.5, 200),
      driverAt(3, 'economy', 9),
      driverAt(4, 'premium', 2),
      driverAt(5, 'premium', 12),
      driverAt(6, 'suv', 3),
      driverAt(7, 'suv', 6),
    ];
    const found = availabilityAt(pickup, drivers, NOON);
    expect(found.economy).toEqual({
      availability: 'available',
      nearbyCount: 3,
      nearestDriverId: 2,
      eta: estimateRoute(drivers[1]!, pickup, NOON).minutes,
    });
    expect(found.premium).toMatchObject({ availability: 'limited', nearbyCount: 1, nearestDriverId: 4 });
    expect(found.suv).toMatchObject({ availability: 'limited', nearbyCount: 2, nearestDriverId: 6 });
    expect(found.luxury).toEqual({ availability: 'unavailable', nearbyCount: 0, nearestDriverId: null, eta: null });
    expect(found.shared.availability).toBe('unavailable');
  });

  it('thresholds at 0, 1, 2 and 3 drivers', () => {
    const states = [0, 1, 2, 3].map(
      (n) =>
        availabilityAt(
          pickup,
          Array.from({ length: n }, (_, i) => driverAt(i + 1, 'luxury', 1 + i)),
          NOON,
        ).luxury.availability,
    );
    expect(states).toEqual(['unavailable', 'limited', 'limited', 'available']);
  });

  it('a driver beyond 10 km does not count', () => {
    expect(availabilityAt(pickup, [driverAt(1, 'economy', RIDE_NEARBY_KM + 0.05)], NOON).economy.nearbyCount).toBe(0);
    expect(availabilityAt(pickup, [driverAt(1, 'economy', RIDE_NEARBY_KM - 0.05)], NOON).economy.nearbyCount).toBe(1);
  });

  it('an ETA of at least a minute even for a driver at the pickup', () => {
    expect(availabilityAt(pickup, [{ id: 9, vehicleType: 'shared', ...pickup }], NOON).shared.eta).toBe(1);
  });

  // Driver ids are unique, as in the pool.
  const drivers = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 1_000_000 }),
      vehicleType: fc.constantFrom(...rideTypes),
      km: fc.double({ min: 0, max: 15, noNaN: true }),
      degrees: fc.double({ min: 0, max: 360, noNaN: true }),
    }),
    { maxLength: 40, selector: (s) => s.id },
  );

  it('the nearest driver is the closest one within 10 km, whatever the order', () => {
    fc.assert(
      fc.property(drivers, (specs) => {
        const points = specs.map((s) => driverAt(s.id, s.vehicleType, s.km, s.degrees));
        const found = availabilityAt(pickup, points, NOON);
        const reversed = availabilityAt(pickup, [...points].reverse(), NOON);
        for (const type of rideTypes) {
          const nearby = points.filter((p) => p.vehicleType === type && greatCircleKm(pickup, p) <= RIDE_NEARBY_KM);
          expect(found[type].nearbyCount).toBe(nearby.length);
          expect(found[type].availability).toBe(availabilityFor(nearby.length));
          expect(reversed[type]).toEqual(found[type]);
          if (nearby.length === 0) continue;
          const best = Math.min(...nearby.map((p) => greatCircleKm(pickup, p)));
          const chosen = points.find((p) => p.id === found[type].nearestDriverId && p.vehicleType === type)!;
          expect(greatCircleKm(pickup, chosen)).toBe(best);
          expect(found[type].eta).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });
});
