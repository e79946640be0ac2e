import fc from 'fast-check';
import { hotelAmenities } from '@escazo/contracts/search-hotels';
import { describe, expect, it } from 'vitest';
import { hash32 } from '../imagery/random.ts';
import { monthOf, toDay } from './calendar.ts';
import { generateHotels, hotelCountFor } from './generate.ts';
import { climateOf, nightlyRate } from './rates.ts';
import { fixtureReference } from './test-fixtures.ts';
import { TOURIST_CITY_IDS } from './tourism.ts';

const ref = fixtureReference();
const inventory = generateHotels(ref, { seed: 7 });

describe('generateHotels', () => {
  it('places hotels in every chosen city, as many as the population (and tourism) calls for', () => {
    expect(inventory.cities).toHaveLength(ref.cities.length);
    for (const city of inventory.cities) {
      expect(inventory.hotels.filter((hotel) => hotel.cityId === city.id)).toHaveLength(
        hotelCountFor(city.population, TOURIST_CITY_IDS.has(city.id)),
      );
    }
  });

  it('gives every hotel valid, documented fields', () => {
    const cities = new Map(inventory.cities.map((city) => [city.id, city]));
    const bad = inventory.hotels.filter((hotel) => {
      const city = cities.get(hotel.cityId)!;
      return (
        hotel.stars < 1 ||
        hotel.stars > 5 ||
        hotel.guestRating < 1 ||
        hotel.guestRating > 5 ||
        Math.abs(Math.round(hotel.guestRating * 10) - hotel.guestRating * 10) > 1e-9 ||
        hotel.reviewCount < 1 ||
        hotel.amenities.some((amenity) => !hotelAmenities.includes(amenity)) ||
        Math.abs(hotel.lat - city.lat) > 0.1 ||
        hotel.location !== `${city.name}, ${city.countryName}` ||
        hotel.roomTypes.length < 2 ||
        !hotel.roomTypes.some((room) => room.capacity >= 2) ||
        hotel.roomTypes.some(
          (room) =>
            room.id !== `${hotel.id}-${room.code}` ||
            room.count < 2 ||
            room.capacity < 1 ||
            room.baseRate <= 0 ||
            room.baseRate % 100 !== 0,
        ) ||
        !hotel.imagery.scene.startsWith('hotel-') ||
        hotel.imagery.colors.length !== 3
      );
    });
    expect(bad).toEqual([]);
    expect(new Set(inventory.hotels.map((h) => h.id)).size).toBe(inventory.hotels.length);
    // Names are unique within a city.
    expect(new Set(inventory.hotels.map((h) => `${h.cityId}|${h.name}`)).size).toBe(inventory.hotels.length);
  });

  it('is deterministic: same seed, same inventory; another seed, another one', () => {
    const fingerprint = (seed: number) => hash32(JSON.stringify(generateHotels(ref, { seed })));
    expect(fingerprint(7)).toBe(hash32(JSON.stringify(inventory)));
    expect(fingerprint(8)).not.toBe(fingerprint(7));
  });
});

describe('nightly rates', () => {
  it('follow the hemisphere: northern summer dearer than winter, southern the other way', () => {
    const base = 10_000;
    // Tuesdays, so the weekday factor is the same.
    const january = toDay('2027-01-12');
    const july = toDay('2027-07-13');
    expect(nightlyRate(base, 'north', july)).toBeGreaterThan(nightlyRate(base, 'north', january));
    expect(nightlyRate(base, 'south', january)).toBeGreaterThan(nightlyRate(base, 'south', july));
    expect(nightlyRate(base, 'tropical', january)).toBeGreaterThan(nightlyRate(base, 'tropical', july));
    expect(climateOf(48.85)).toBe('north');
    expect(climateOf(-33.9)).toBe('south');
    expect(climateOf(1.3)).toBe('tropical');
  });

  it('are whole dollars, positive, and dearer on Saturday than Tuesday nights of the same week', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2_500, max: 200_000 }),
        fc.constantFrom('north', 'south', 'tropical' as const),
        fc.integer({ min: 0, max: 400 }),
        (base, climate, offset) => {
          const saturday = toDay('2026-11-28') + offset * 7;
          const rate = nightlyRate(base, climate, saturday);
          expect(rate % 100).toBe(0);
          expect(rate).toBeGreaterThan(0);
          if (monthOf(saturday) === monthOf(saturday - 4))
            expect(rate).toBeGreaterThanOrEqual(nightlyRate(base, climate, saturday - 4));
        },
      ),
      { seed: 4201, numRuns: 200 },
    );
  });
});
