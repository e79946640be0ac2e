import { placeKinds } from '@escazo/contracts/ride-options';
import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../geo.ts';
import { buildRideCatalogue } from './catalogue.ts';
import { findPlace, findRideCity } from './lookup.ts';
import { realInventoryInput } from './test-inventory.ts';
import type { Place } from './types.ts';

const input = realInventoryInput();
const started = Date.now();
const catalogue = buildRideCatalogue(input);
const buildMs = Date.now() - started;

describe('the ride catalogue on the real inventory', () => {
  it('has every hotel city as a ride city, largest first, each with one centre first', () => {
    expect(catalogue.cities).toHaveLength(600);
    expect(new Set(catalogue.cities.map((city) => city.id))).toEqual(
      new Set(input.hotels.cities.map((city) => city.id)),
    );
    for (let i = 1; i < catalogue.cities.length; i++)
      expect(catalogue.cities[i - 1]!.population).toBeGreaterThanOrEqual(catalogue.cities[i]!.population);
    for (const city of catalogue.cities) {
      expect(city.places[0]).toEqual({
        id: `c:${city.id}`,
        cityId: city.id,
        name: `${city.name} city centre`,
        kind: 'centre',
        lat: city.centre.lat,
        lon: city.centre.lon,
      });
      expect(city.places.filter((place) => place.kind === 'centre')).toHaveLength(1);
      expect(city.timeZone).toMatch(/^[A-Za-z_]+\/[A-Za-z_/-]+$|^UTC$/);
      expect(city.country.length).toBeGreaterThan(2);
    }
    expect(buildMs).toBeLessThan(1000);
  });

  it('gives Paris its airports (CDG first: the busiest) with the French time zone', () => {
    const paris = findRideCity(catalogue, 'FR-paris')!;
    expect(paris.country).toBe('France');
    expect(paris.timeZone).toBe('Europe/Paris');
    const airports = paris.places.filter((place) => place.kind === 'airport').map((place) => place.id);
    expect(airports.slice(0, 2)).toEqual(['a:CDG', 'a:ORY']);
    expect(findRideCity(catalogue, 'US-new-york-city')?.timeZone).toBe('America/New_York');
    expect(
      findRideCity(catalogue, 'JP-tokyo')
        ?.places.filter((place) => place.kind === 'airport')
        .map((place) => place.id),
    ).toEqual(expect.arrayContaining(['a:HND', 'a:NRT']));
  });

  it('keeps airports within 150 km and ports within reach of the centre', () => {
    for (const city of catalogue.cities) {
      for (const place of city.places) {
        if (place.kind === 'airport') expect(greatCircleKm(city.centre, place), place.id).toBeLessThanOrEqual(150);
        if (place.kind === 'cruise-port') expect(greatCircleKm(city.centre, place), place.id).toBeLessThanOrEqual(75);
      }
    }
    expect(
      findRideCity(catalogue, 'US-miami')?.places.some(
        (place) => place.kind === 'cruise-port' && place.id === 'p:US-miami',
      ),
    ).toBe(true);
  });

  it('lists the city hotels, stays, car desks and landmarks', () => {
    const count = (kind: Place['kind']) =>
      catalogue.cities.reduce((sum, city) => sum + city.places.filter((place) => place.kind === kind).length, 0);
    expect(count('hotel')).toBe(input.hotels.hotels.length);
    expect(count('stay')).toBe(input.stays.stays.length);
    expect(count('car-desk')).toBe(input.cars.locations.length);
    expect(count('landmark')).toBeGreaterThanOrEqual(270);
    const london = findRideCity(catalogue, 'GB-london')!;
    expect(london.places.find((place) => place.landmarkKind === 'stadium')?.name).toBe('Wembley Stadium');
    const desk = london.places.find((place) => place.kind === 'car-desk' && place.id.endsWith('-lhr'));
    expect(desk?.name).toMatch(/^.+ — London Heathrow Airport \(LHR\) desk$/);
    for (const kind of placeKinds) expect(count(kind), kind).toBeGreaterThan(0);
  });

  it('gives unique ids within a city, and one shared id means one physical place', () => {
    const seen = new Map<string, Place>();
    for (const city of catalogue.cities) {
      const ids = city.places.map((place) => place.id);
      expect(new Set(ids).size, city.id).toBe(ids.length);
      for (const place of city.places) {
        const other = seen.get(place.id);
        if (other) {
          expect(['airport', 'cruise-port']).toContain(place.kind);
          expect([other.name, other.lat, other.lon]).toEqual([place.name, place.lat, place.lon]);
        } else seen.set(place.id, place);
      }
    }
  });

  it('finds places by id, within a city or in the largest city holding it', () => {
    expect(findPlace(catalogue, 'a:CDG', 'FR-paris')?.name).toBe('Paris Charles de Gaulle Airport (CDG)');
    expect(findPlace(catalogue, 'a:CDG', 'GB-london')).toBeNull();
    expect(findPlace(catalogue, 'a:CDG', 'XX-nowhere')).toBeNull();
    expect(findPlace(catalogue, 'a:SZX')?.cityId).toBe('CN-shenzhen');
    expect(findPlace(catalogue, 'a:SZX', 'CN-dongguan')?.cityId).toBe('CN-dongguan');
    expect(findPlace(catalogue, 'nope')).toBeNull();
    expect(findRideCity(catalogue, 'nope')).toBeNull();
  });

  it('is deterministic', () => {
    expect(buildRideCatalogue(input)).toEqual(catalogue);
  });
});
