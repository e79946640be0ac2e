import { cabinCategories, cruiseRegions } from '@escazo/contracts/search-cruises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDay, toDay } from '../hotels/calendar.ts';
import { hash32 } from '../imagery/random.ts';
import { generateCruises } from './generate.ts';
import { portCatalogue, type PortPlace } from './ports.ts';

/**
 * Every catalogue port as a synthetic place, so no real data is needed: coordinates from its name,
 * within a few degrees of a centre per region (so ships can sail between them).
 */
function syntheticPlaces(): PortPlace[] {
  const out: PortPlace[] = [];
  for (const [key, region] of Object.entries(portCatalogue)) {
    const centre = hash32(key);
    const [lat0, lon0] = [(centre % 100) - 50, ((centre >>> 8) % 300) - 150];
    for (const entry of [...region.embark, ...region.calls]) {
      const [name = '', country = '', admin = ''] = entry.split('|');
      const h = hash32(entry);
      out.push({
        name,
        country,
        admin,
        lat: lat0 + (h % 80) / 10,
        lon: lon0 + ((h >>> 8) % 80) / 10,
        population: 10_000,
      });
    }
  }
  return out;
}

const startDate = '2026-11-22';
const inventory = generateCruises({ cities: [] }, { seed: 3, startDate, portPlaces: syntheticPlaces() });

describe('generateCruises', () => {
  it('has sailings in every documented region in each of the 12 months from the start date', () => {
    const start = toDay(startDate);
    const months = new Set<string>();
    for (let day = start; day < start + 365; day += 28) months.add(fromDay(day).slice(0, 7));
    expect(months.size).toBe(13);
    for (const region of cruiseRegions) {
      const sailed = new Set(inventory.sailings.filter((s) => s.region === region).map((s) => s.departure.slice(0, 7)));
      for (const month of months) expect(sailed.has(month), `${region} ${month}`).toBe(true);
    }
    expect(inventory.sailings.every((s) => s.departureDay >= start && s.departureDay < start + 365)).toBe(true);
  });

  it('sails each ship back to back in its region with consistent itineraries, cabins and prices', () => {
    const itineraries = new Map(inventory.itineraries.map((i) => [i.id, i]));
    const problems: string[] = [];
    for (const ship of inventory.ships) {
      const own = inventory.sailings.filter((s) => s.shipId === ship.id);
      for (let i = 1; i < own.length; i++) {
        if (own[i]!.departureDay !== own[i - 1]!.departureDay + own[i - 1]!.nights)
          problems.push(`${own[i]!.id} overlaps`);
      }
      for (const category of cabinCategories)
        if (!(ship.cabins[category] > 0)) problems.push(`${ship.id} ${category} cabins`);
    }
    for (const sailing of inventory.sailings) {
      const trip = itineraries.get(sailing.itineraryId)!;
      const p = sailing.prices;
      if (trip.region !== sailing.region || trip.nights !== sailing.nights) problems.push(`${sailing.id} itinerary`);
      if (sailing.returnDate !== fromDay(sailing.departureDay + sailing.nights)) problems.push(`${sailing.id} return`);
      if (trip.destinations.length === 0 || trip.calls.some((port) => port.id === trip.embark.id))
        problems.push(`${sailing.id} ports`);
      // Dearer cabins cost more; whole tens of dollars.
      if (!(p.inside > 0 && p.oceanview >= p.inside && p.balcony >= p.oceanview && p.suite >= p.balcony))
        problems.push(`${sailing.id} prices`);
      if (cabinCategories.some((category) => p[category] % 1000 !== 0)) problems.push(`${sailing.id} rounding`);
    }
    expect(problems).toEqual([]);
  });

  it('is deterministic for a seed', () => {
    const again = generateCruises({ cities: [] }, { seed: 3, startDate, portPlaces: syntheticPlaces() });
    expect(hash32(JSON.stringify(again))).toBe(hash32(JSON.stringify(inventory)));
    const other = generateCruises({ cities: [] }, { seed: 4, startDate, portPlaces: syntheticPlaces() });
    expect(hash32(JSON.stringify(other))).not.toBe(hash32(JSON.stringify(inventory)));
  });

  it('a later end only adds sailings: the earlier ones are the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 }), fc.integer({ min: 1, max: 400 }), (shorter, more) => {
        const end = (days: number) => fromDay(toDay(startDate) + days);
        const short = generateCruises(
          { cities: [] },
          { seed: 3, startDate, until: end(shorter), portPlaces: syntheticPlaces() },
        );
        const long = generateCruises(
          { cities: [] },
          { seed: 3, startDate, until: end(shorter + more), portPlaces: syntheticPlaces() },
        );
        expect(long.sailings.filter((sailing) => sailing.departure < end(shorter))).toEqual(short.sailings);
        expect(long.sailings.every((sailing) => sailing.departure < end(shorter + more))).toBe(true);
      }),
      { seed: 17, numRuns: 15 },
    );
  });
});
