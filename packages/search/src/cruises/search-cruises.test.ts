import fc from 'fast-check';
import {
  cabinCategories,
  cruiseDurationNights,
  cruiseDurations,
  cruiseLines,
  cruiseRegions,
  cruiseSearchRequestSchema,
  cruiseSorts,
  type CruiseSearchRequest,
} from '@escazo/contracts/search-cruises';
import {
  generateCruises,
  portCatalogue,
  type PortPlace,
  cabinCapacity,
  cruiseSoldCountsFromMap,
  type CruiseSoldCounts,
} from '@escazo/inventory/cruises';
import { fromDay, toDay } from '@escazo/inventory/hotels';
import { hash32 } from '@escazo/inventory';
import { describe, expect, it } from 'vitest';
import { buildCruiseSearch, type CruiseOffer } from './search-cruises.ts';

/** Synthetic ports: coordinates from the name, within a few degrees of a centre per region (so ships can sail). */
const places: PortPlace[] = Object.entries(portCatalogue).flatMap(([key, region]) => {
  const centre = hash32(key);
  return [...region.embark, ...region.calls].map((entry) => {
    const [name = '', country = '', admin = ''] = entry.split('|');
    const h = hash32(entry);
    const [lat, lon] = [(centre % 100) - 50 + (h % 80) / 10, ((centre >>> 8) % 300) - 150 + ((h >>> 8) % 80) / 10];
    return { name, country, admin, lat, lon, population: 10_000 };
  });
});
const startDate = '2026-11-22';
const inventory = generateCruises({ cities: [] }, { seed: 51, startDate, portPlaces: places });
const engine = buildCruiseSearch(inventory);
const months = Array.from({ length: 12 }, (_, i) => fromDay(toDay(startDate) + 15 + i * 30).slice(0, 7));

function allPages(request: CruiseSearchRequest, sold?: CruiseSoldCounts): CruiseOffer[] {
  const out: CruiseOffer[] = [];
  for (let page = 1; ; page++) {
    const result = engine.search({ ...request, page, pageSize: 5 }, sold);
    out.push(...result.items);
    if (page * 5 >= result.total) return out;
  }
}

const requestArb = fc
  .record({
    destination: fc.constantFrom(...cruiseRegions),
    month: fc.constantFrom(...months),
    cruiseLine: fc.constantFrom('any', 'any', ...cruiseLines.map((l) => l.id)),
    duration: fc.constantFrom('any', ...cruiseDurations),
    passengers: fc.integer({ min: 1, max: 8 }),
    cabin: fc.constantFrom('any', ...cabinCategories),
    priceMax: fc.option(fc.integer({ min: 300, max: 9000 }), { nil: undefined }),
    minRating: fc.option(fc.constantFrom(4, 4.5), { nil: undefined }),
    sort: fc.constantFrom(...cruiseSorts),
  })
  .map((r) => cruiseSearchRequestSchema.parse(r));

describe('cruise search', () => {
  it('has sailings for every region in every month of the year ahead', () => {
    for (const destination of cruiseRegions) {
      for (const month of months) {
        expect(
          engine.search(cruiseSearchRequestSchema.parse({ destination, month })).total,
          `${destination} ${month}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('returns exactly the sailings that match every field and filter, in the cheapest fitting cabin', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const offers = allPages(request);
        const expected = inventory.sailings.filter((s) => {
          const band = request.duration === 'any' ? null : cruiseDurationNights[request.duration];
          const cabins = (request.cabin === 'any' ? cabinCategories : [request.cabin]).filter(
            (c) => s.prices[c] <= (request.priceMax ?? Infinity) * 100,
          );
          return (
            s.region === request.destination &&
            s.departure.startsWith(request.month) &&
            (request.cruiseLine === 'any' || s.lineId === request.cruiseLine) &&
            (!band || (s.nights >= band.min && s.nights <= band.max)) &&
            s.rating >= (request.minRating ?? 0) &&
            cabins.length > 0
          );
        });
        expect(offers.map((o) => o.sailing.id).sort()).toEqual(expected.map((s) => s.id).sort());
        for (const offer of offers) {
          const fitting = (request.cabin === 'any' ? cabinCategories : [request.cabin]).filter(
            (c) => offer.sailing.prices[c] <= (request.priceMax ?? Infinity) * 100,
          );
          expect(offer.cabin.pricePerPerson.amount).toBe(Math.min(...fitting.map((c) => offer.sailing.prices[c])));
          expect(offer.total.amount).toBe(offer.cabin.pricePerPerson.amount * request.passengers);
          expect(offer.cabin.cabinsNeeded).toBe(Math.ceil(request.passengers / cabinCapacity[offer.cabin.category]));
        }
      }),
      { seed: 4601, numRuns: 150 },
    );
  });

  it('orders by the chosen sort and pages through every sailing once', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const offers = allPages(request);
        expect(new Set(offers.map((o) => o.sailing.id)).size).toBe(offers.length);
        for (let i = 1; i < offers.length; i++) {
          const [a, b] = [offers[i - 1]!, offers[i]!];
          if (request.sort === 'price-asc')
            expect(a.cabin.pricePerPerson.amount).toBeLessThanOrEqual(b.cabin.pricePerPerson.amount);
          if (request.sort === 'price-desc')
            expect(a.cabin.pricePerPerson.amount).toBeGreaterThanOrEqual(b.cabin.pricePerPerson.amount);
          if (request.sort === 'duration-asc') expect(a.sailing.nights).toBeLessThanOrEqual(b.sailing.nights);
          if (request.sort === 'rating-desc') expect(a.sailing.rating).toBeGreaterThanOrEqual(b.sailing.rating);
          if (request.sort === 'departure-asc')
            expect(a.sailing.departureDay).toBeLessThanOrEqual(b.sailing.departureDay);
        }
      }),
      { seed: 4602, numRuns: 100 },
    );
  });

  it('takes sold cabins into account: a full category is skipped, a full ship is absent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...inventory.sailings), fc.integer({ min: 1, max: 8 }), (sailing, passengers) => {
        const request = cruiseSearchRequestSchema.parse({
          destination: sailing.region,
          month: sailing.departure.slice(0, 7),
          passengers,
        });
        const ship = inventory.ships.find((s) => s.id === sailing.shipId)!;
        const find = (sold?: CruiseSoldCounts) => allPages(request, sold).find((o) => o.sailing.id === sailing.id);
        expect(find()?.cabin.category).toBe('inside');
        const needed = Math.ceil(passengers / cabinCapacity.inside);
        // One cabin short of what the party needs inside: the next category is offered.
        const short = cruiseSoldCountsFromMap(new Map([[`${sailing.id}@inside`, ship.cabins.inside - needed + 1]]));
        expect(find(short)?.cabin.category).toBe('oceanview');
        const exact = cruiseSoldCountsFromMap(new Map([[`${sailing.id}@inside`, ship.cabins.inside - needed]]));
        expect(find(exact)?.cabin).toMatchObject({ category: 'inside', cabinsLeft: needed });
        const full = cruiseSoldCountsFromMap(
          new Map(cabinCategories.map((c) => [`${sailing.id}@${c}`, ship.cabins[c]])),
        );
        expect(find(full)).toBeUndefined();
        expect(engine.cabins(sailing.id, passengers, full)?.every((c) => c.cabinsLeft === 0)).toBe(true);
      }),
      { seed: 4603, numRuns: 60 },
    );
  });

  it('starts at the departure date within the month when one is given', () => {
    const request = cruiseSearchRequestSchema.parse({
      destination: 'caribbean',
      month: months[3],
      departureDate: `${months[3]}-15`,
      sort: 'departure-asc',
    });
    const offers = allPages(request);
    expect(offers.length).toBeGreaterThan(0);
    expect(
      offers.every((o) => o.sailing.departure >= `${months[3]}-15` && o.sailing.departure.startsWith(months[3]!)),
    ).toBe(true);
  });
});

describe('cruise search request', () => {
  const errors = (input: unknown) =>
    cruiseSearchRequestSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

  it('uses the documented messages and defaults', () => {
    expect(errors({})).toEqual(['destination:cruises.destination', 'month:cruises.month']);
    expect(errors({ destination: 'caribbean', month: '2027-13' })).toEqual(['month:cruises.month']);
    expect(errors({ destination: 'caribbean', month: '2027-02', passengers: 9 })).toEqual([
      'passengers:cruises.passengers',
    ]);
    expect(errors({ destination: 'caribbean', month: '2027-02', passengers: 0 })).toEqual([
      'passengers:cruises.passengers',
    ]);
    expect(cruiseSearchRequestSchema.parse({ destination: 'antarctica', month: '2027-02' })).toMatchObject({
      cruiseLine: 'any',
      duration: 'any',
      passengers: 2,
    });
  });
});
