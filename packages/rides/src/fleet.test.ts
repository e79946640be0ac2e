import { describe, expect, it } from 'vitest';
import { vehicleMakes } from '@escazo/contracts/driver-application';
import { rideTypes } from '@escazo/contracts/ride-options';
import {
  FLEET_HUB_RADIUS_KM,
  FLEET_MAX_SIZE,
  fleetCityFor,
  FLEET_MIN_SIZE,
  FLEET_RADIUS_KM,
  fleetSize,
  fleetTypeCounts,
  generateFleet,
  type FleetCity,
} from './fleet.ts';
import { greatCircleKm } from './geo.ts';

const tokyo: FleetCity = { cityId: 'tokyo-jp', lat: 35.6895, lon: 139.6917, population: 37_000_000 };
const town: FleetCity = { cityId: 'bend-us', lat: 44.0582, lon: -121.3153, population: 20_000 };

describe('fleet size and mix', () => {
  it('about 12 drivers for a town, 60 for the largest cities, growing with population', () => {
    expect(fleetSize(20_000)).toBe(FLEET_MIN_SIZE);
    expect(fleetSize(37_000_000)).toBe(FLEET_MAX_SIZE);
    expect(fleetSize(1_000_000)).toBeGreaterThan(fleetSize(100_000));
    expect(fleetSize(0)).toBe(FLEET_MIN_SIZE);
  });

  it('40/20/15/15/10 with at least 2 of each type, adding up to the size', () => {
    expect(fleetTypeCounts(60)).toEqual({ economy: 24, premium: 12, luxury: 6, shared: 9, suv: 9 });
    for (let size = FLEET_MIN_SIZE; size <= FLEET_MAX_SIZE; size++) {
      const counts = fleetTypeCounts(size);
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(size);
      for (const type of rideTypes) expect(counts[type]).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('generateFleet', () => {
  it('is deterministic per city and seed', () => {
    expect(generateFleet(tokyo)).toEqual(generateFleet(tokyo));
    expect(generateFleet(tokyo, 1)).not.toEqual(generateFleet(tokyo, 2));
    expect(generateFleet(town).map((d) => d.plate)).not.toEqual(
      generateFleet({ ...town, cityId: 'other' }).map((d) => d.plate),
    );
  });

  it('plausible drivers: unique plates, ratings 4.2–4.9, real makes, fictional phones, near the centre', () => {
    for (const city of [tokyo, town]) {
      const fleet = generateFleet(city);
      expect(fleet).toHaveLength(fleetSize(city.population));
      expect(new Set(fleet.map((d) => d.plate)).size).toBe(fleet.length);
      for (const driver of fleet) {
        expect(driver.cityId).toBe(city.cityId);
        expect(driver.plate).toMatch(/^EV\d{4}[A-Z]$/);
        expect(driver.ratingTenths).toBeGreaterThanOrEqual(42);
        expect(driver.ratingTenths).toBeLessThanOrEqual(49);
        expect(Number.isInteger(driver.ratingTenths)).toBe(true);
        expect(vehicleMakes).toContain(driver.vehicleMake);
        expect(driver.vehicleMake).not.toBe('other');
        expect(driver.vehicleModel.length).toBeGreaterThan(0);
        expect(driver.name).toMatch(/^\S+ \S+$/);
        expect(driver.phone).toMatch(/^\+1 \(\d{3}\) 555-01\d{2}$/);
        expect(greatCircleKm(city, driver)).toBeLessThanOrEqual(FLEET_RADIUS_KM + 0.01);
      }
      for (const type of rideTypes)
        expect(fleet.filter((d) => d.vehicleType === type).length).toBe(fleetTypeCounts(fleet.length)[type]);
    }
  });

  it('every third driver of a type waits at one of the hubs, in turn', () => {
    const hubs = [
      { lat: 35.772, lon: 140.3929 },
      { lat: 35.5494, lon: 139.7798 },
    ];
    const fleet = generateFleet({ ...tokyo, hubs });
    const atHub = (h: number) => fleet.filter((d) => greatCircleKm(hubs[h]!, d) <= FLEET_HUB_RADIUS_KM + 0.01);
    // Tokyo: economy 24 → 8 at hubs, premium 12 → 4, luxury 6 → 2, shared 9 → 3, suv 9 → 3; 20 in all,
    // each type alternating between the two hubs (odd counts favour the first).
    expect(atHub(0)).toHaveLength(11);
    expect(atHub(1)).toHaveLength(9);
    for (const type of rideTypes)
      expect(atHub(1).filter((d) => d.vehicleType === type).length).toBeGreaterThanOrEqual(1);
    expect(fleet.filter((d) => greatCircleKm(tokyo, d) <= FLEET_RADIUS_KM + 0.01)).toHaveLength(40);
    // Same drivers, only placed differently.
    expect(fleet.map((d) => d.plate)).toEqual(generateFleet(tokyo).map((d) => d.plate));
  });

  it('a catalogue city keeps drivers at its airports away from the centre', () => {
    const place = (id: string, kind: 'centre' | 'airport' | 'hotel', lat: number, lon: number) => ({
      id,
      cityId: 'tokyo-jp',
      name: id,
      kind,
      lat,
      lon,
    });
    const city = fleetCityFor({
      id: 'tokyo-jp',
      centre: { lat: tokyo.lat, lon: tokyo.lon },
      population: tokyo.population,
      places: [
        place('c:tokyo-jp', 'centre', tokyo.lat, tokyo.lon),
        place('a:NRT', 'airport', 35.772, 140.3929),
        place('a:HND', 'airport', 35.5494, 139.7798),
        place('a:XXX', 'airport', 35.69, 139.7),
        place('h:1', 'hotel', 35.5, 140.5),
      ],
    });
    expect(city).toEqual({
      ...tokyo,
      hubs: [
        { lat: 35.772, lon: 140.3929 },
        { lat: 35.5494, lon: 139.7798 },
      ],
    });
  });

  it('SUVs are six-seat models', () => {
    const suvs = new Set(
      generateFleet(tokyo)
        .filter((d) => d.vehicleType === 'suv')
        .map((d) => d.vehicleModel),
    );
    for (const model of suvs)
      expect(['Model X', 'Ioniq 9', 'EV9', 'EQB', 'ID. Buzz', 'R1S', 'Gravity']).toContain(model);
  });
});
