import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RIDE_PROVIDER, rideBasePrices, rideCapacities, rideTypes } from '@escazo/contracts/ride-options';
import type { DriverPoint } from './availability.ts';
import { fareFor } from './fares.ts';
import { destinationPoint, type LatLon } from './geo.ts';
import { RideRouteError, quoteRide } from './quote.ts';
import { estimateRoute } from './route.ts';

const pickup: LatLon = { lat: 34.0522, lon: -118.2437 };
const destination = destinationPoint(pickup, 300, 12);
const NOON = 720;
const fleet: DriverPoint[] = rideTypes.flatMap((vehicleType, t) =>
  Array.from({ length: 4 }, (_, i) => ({
    id: t * 10 + i + 1,
    vehicleType,
    ...destinationPoint(pickup, i * 90, 1 + i),
  })),
);

describe('quoteRide', () => {
  it('five options in the documented order with the documented figures', () => {
    const quote = quoteRide({ pickup, destination, localMinute: NOON, passengers: 1, drivers: fleet });
    expect(quote.route).toEqual(estimateRoute(pickup, destination, NOON));
    expect(quote.options.map((o) => o.type)).toEqual(['economy', 'premium', 'luxury', 'shared', 'suv']);
    expect(quote.options.map((o) => o.basePrice)).toEqual([1200, 1800, 3500, 800, 2500]);
    expect(quote.options.map((o) => o.capacity)).toEqual([4, 4, 4, 2, 6]);
    for (const option of quote.options) {
      expect(option).toMatchObject({
        provider: RIDE_PROVIDER,
        vehicleType: option.type,
        estimatedTime: quote.route.minutes,
        availability: 'available',
      });
      expect(option.fare).toEqual(fareFor(option.type, quote.route));
      expect(option.priceRange).toEqual(option.fare.range);
      expect(option.name.length).toBeGreaterThan(0);
      expect(option.features.length).toBeGreaterThan(0);
      // The nearest driver of each type is the one 1 km away.
      expect(option.nearestDriverId).toBe(rideTypes.indexOf(option.type) * 10 + 1);
      expect(option.eta).toBe(estimateRoute(destinationPoint(pickup, 0, 1), pickup, NOON).minutes);
    }
  });

  it('a type that seats fewer than the passengers is unavailable', () => {
    const quote = quoteRide({ pickup, destination, localMinute: NOON, passengers: 3, drivers: fleet });
    const shared = quote.options.find((o) => o.type === 'shared')!;
    expect(shared).toMatchObject({ availability: 'unavailable', eta: null, nearestDriverId: null });
    expect(quote.options.filter((o) => o.availability === 'available').map((o) => o.type)).toEqual([
      'economy',
      'premium',
      'luxury',
      'suv',
    ]);
  });

  it('availability follows the nearby drivers of each type', () => {
    const drivers = fleet.filter((d) => d.vehicleType !== 'luxury' && !(d.vehicleType === 'suv' && d.id > 42));
    const byType = Object.fromEntries(
      quoteRide({ pickup, destination, localMinute: NOON, passengers: 1, drivers }).options.map((o) => [
        o.type,
        o.availability,
      ]),
    );
    expect(byType).toEqual({
      economy: 'available',
      premium: 'available',
      luxury: 'unavailable',
      shared: 'available',
      suv: 'limited',
    });
  });

  it('refuses the same place and rides beyond 150 km with the API codes and messages', () => {
    const same = () =>
      quoteRide({ pickup, destination: { ...pickup }, localMinute: NOON, passengers: 1, drivers: fleet });
    expect(same).toThrow(RideRouteError);
    expect(same).toThrow('Pickup and destination must be different places.');
    try {
      quoteRide({
        pickup,
        destination: destinationPoint(pickup, 90, 120),
        localMinute: NOON,
        passengers: 1,
        drivers: fleet,
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RideRouteError);
      expect((error as RideRouteError).code).toBe('RIDE_TOO_FAR');
      expect((error as RideRouteError).message).toBe('Rides are limited to 150 km within one city and its airports.');
    }
    // 115 km straight is 149.5 km of road: still a ride.
    expect(
      quoteRide({
        pickup,
        destination: destinationPoint(pickup, 90, 115),
        localMinute: NOON,
        passengers: 1,
        drivers: [],
      }).route.distanceKm,
    ).toBeLessThanOrEqual(150);
  });

  it('every option is priced and never bookable without seats or drivers', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: fleet.length }),
        (km, passengers, minute, driverCount) => {
          const quote = quoteRide({
            pickup,
            destination: destinationPoint(pickup, 10, km),
            localMinute: minute,
            passengers,
            drivers: fleet.slice(0, driverCount),
          });
          for (const option of quote.options) {
            expect(option.fare.total).toBeGreaterThanOrEqual(option.fare.fare);
            expect(option.fare.fare).toBeGreaterThanOrEqual(rideBasePrices[option.type]);
            if (rideCapacities[option.type] < passengers) expect(option.availability).toBe('unavailable');
            expect(option.eta === null).toBe(option.availability === 'unavailable');
          }
        },
      ),
    );
  });
});
