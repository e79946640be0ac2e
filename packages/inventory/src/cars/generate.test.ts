import fc from 'fast-check';
import { carCategories, carDailyPriceRanges } from '@escazo/contracts/search-cars';
import { describe, expect, it } from 'vitest';
import { toDay } from '../hotels/calendar.ts';
import { fixtureReference } from '../hotels/test-fixtures.ts';
import { hash32 } from '../imagery/random.ts';
import { dailyRateFor, generateCars } from './generate.ts';
import { rentalPeriod } from './rental-period.ts';

const ref = fixtureReference();
const inventory = generateCars(ref, { seed: 5 });

describe('generateCars', () => {
  it('puts desks at the main airports and in the centre of every city', () => {
    for (const city of inventory.cities) {
      const desks = inventory.locations.filter((l) => l.cityId === city.id);
      expect(new Set(desks.map((d) => d.companyId)).size).toBeGreaterThanOrEqual(2);
      if (city.airports.length > 0) {
        // The fixture's airports are all small: the main one only.
        expect(desks.filter((d) => d.kind === 'airport').every((d) => d.iata === city.airports[0])).toBe(true);
        expect(desks.some((d) => d.kind === 'airport')).toBe(true);
      } else {
        expect(desks.every((d) => d.kind === 'city-centre')).toBe(true);
      }
    }
    expect(new Set(inventory.locations.map((l) => l.id)).size).toBe(inventory.locations.length);
  });

  it('keeps every generated daily rate inside the documented range of its category', () => {
    const bad = inventory.locations.flatMap((location) =>
      location.fleet.length === 0
        ? [location.id]
        : location.fleet
            .filter((fleet) => {
              const { min, max } = carDailyPriceRanges[fleet.category];
              return (
                fleet.dailyRate < min * 100 ||
                fleet.dailyRate > max * 100 ||
                fleet.dailyRate % 100 !== 0 ||
                fleet.count < 1 ||
                fleet.id !== `${location.id}:${fleet.category}`
              );
            })
            .map((fleet) => fleet.id),
    );
    expect(bad).toEqual([]);
    fc.assert(
      fc.property(
        fc.constantFrom(...carCategories),
        fc.double({ min: -2, max: 3, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (category, tier, noise) => {
          const rate = dailyRateFor(category, tier, noise);
          expect(rate).toBeGreaterThanOrEqual(carDailyPriceRanges[category].min * 100);
          expect(rate).toBeLessThanOrEqual(carDailyPriceRanges[category].max * 100);
        },
      ),
      { seed: 4202, numRuns: 300 },
    );
  });

  it('is deterministic for a seed', () => {
    expect(hash32(JSON.stringify(generateCars(ref, { seed: 5 })))).toBe(hash32(JSON.stringify(inventory)));
    expect(hash32(JSON.stringify(generateCars(ref, { seed: 6 })))).not.toBe(hash32(JSON.stringify(inventory)));
  });
});

describe('rentalPeriod', () => {
  it('charges every started 24 hours, at least one day, and counts the calendar days the car is out', () => {
    expect(rentalPeriod('2026-12-01', '10:00', '2026-12-01', '18:00')).toEqual({
      days: 1,
      firstDay: toDay('2026-12-01'),
      lastDay: toDay('2026-12-01'),
    });
    expect(rentalPeriod('2026-12-01', '10:00', '2026-12-04', '10:00')?.days).toBe(3);
    expect(rentalPeriod('2026-12-01', '10:00', '2026-12-04', '11:00')?.days).toBe(4);
    // A same-day rental returned at the pickup hour (forms without times) is one day; never earlier.
    expect(rentalPeriod('2026-12-01', '10:00', '2026-12-01', '10:00')?.days).toBe(1);
    expect(rentalPeriod('2026-12-01', '18:00', '2026-12-01', '10:00')).toBeNull();
    expect(rentalPeriod('2026-12-02', '10:00', '2026-12-01', '23:00')).toBeNull();
  });
});
