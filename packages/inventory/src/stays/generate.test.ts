import { stayTypes } from '@escazo/contracts/search-stays';
import { describe, expect, it } from 'vitest';
import { fixtureReference } from '../hotels/test-fixtures.ts';
import { TOURIST_CITY_IDS } from '../hotels/tourism.ts';
import { hash32 } from '../imagery/random.ts';
import { generateStays, stayCountFor } from './generate.ts';

const ref = fixtureReference();
const inventory = generateStays(ref, { seed: 11 });

describe('generateStays', () => {
  it('places stays in every chosen city', () => {
    for (const city of inventory.cities) {
      expect(inventory.stays.filter((stay) => stay.cityId === city.id)).toHaveLength(
        stayCountFor(city.population, TOURIST_CITY_IDS.has(city.id)),
      );
    }
  });

  it('gives every stay the documented fields within sensible ranges', () => {
    const bad = inventory.stays.filter(
      (stay) =>
        !stayTypes.includes(stay.type) ||
        stay.beds < 1 ||
        stay.baths < 1 ||
        stay.guests < stay.beds ||
        stay.rating < 1 ||
        stay.rating > 5 ||
        // Whole dollars, inside the documented default filter (0-1000) so every stay shows by default.
        stay.pricePerNight % 100 !== 0 ||
        stay.pricePerNight < 3500 ||
        stay.pricePerNight > 100_000 ||
        stay.title.length < 6 ||
        !stay.location.includes(', ') ||
        stay.imagery.scene !== `stay-${stay.type}`,
    );
    expect(bad).toEqual([]);
    expect(new Set(inventory.stays.map((s) => s.type))).toEqual(new Set(stayTypes));
    expect(new Set(inventory.stays.map((s) => s.id)).size).toBe(inventory.stays.length);
  });

  it('is deterministic for a seed', () => {
    expect(hash32(JSON.stringify(generateStays(ref, { seed: 11 })))).toBe(hash32(JSON.stringify(inventory)));
    expect(hash32(JSON.stringify(generateStays(ref, { seed: 12 })))).not.toBe(hash32(JSON.stringify(inventory)));
  });
});
