/// <reference types="node" />
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flightSorts } from '@escazo/contracts/search-flights';
import {
  DEFAULT_FLIGHT_SEED,
  generateFlightNetwork,
  networkStats,
  formatDay,
  parseDay,
  CABINS,
} from '@escazo/inventory/flights';
import { loadReferenceData } from '@escazo/inventory';
import { buildFlightIndex } from './flight-index.ts';
import { searchFlights } from './search.ts';
import { bruteForce, checkItinerary, networkLookup } from './test-support.ts';

// The real network, built once for this file (reference data ≈ 3 s, generation ≈ 1 s).
const reference = loadReferenceData();
const options = { seed: DEFAULT_FLIGHT_SEED, startDate: '2026-11-22' };
const network = generateFlightNetwork(reference, options);
const index = buildFlightIndex(network);
const lookup = networkLookup(network);
const now = Date.UTC(2026, 10, 22, 12);
const ctx = { now, simulatedSales: true };
const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('flights over the real reference data', () => {
  it('is large enough and deterministic: same seed, same network', () => {
    const stats = networkStats(network);
    expect(stats.airports).toBeGreaterThanOrEqual(1500);
    expect(stats.airlines).toBeGreaterThanOrEqual(100);
    expect(new Set(network.patterns.map((p) => p.airline)).size).toBe(stats.airlines);
    expect(sha(generateFlightNetwork(reference, options))).toBe(sha(network));
  });

  it('flies JFK to London Heathrow nonstop', () => {
    const res = searchFlights(
      index,
      { from: ['JFK'], to: ['LHR'], date: '2027-01-15', stops: 'nonstop' },
      ctx,
    ).outbound;
    expect(res.total).toBeGreaterThan(0);
    for (const it of res.items) expect(it.stops).toBe(0);
  });

  it('connects remote airports with one stop (Svolvær to Heathrow, Kirkwall to JFK)', () => {
    for (const [from, to] of [
      ['SVJ', 'LHR'],
      ['KOI', 'JFK'],
    ] as const) {
      const res = searchFlights(index, { from: [from], to: [to], date: '2027-01-15', pageSize: 50 }, ctx).outbound;
      expect(res.total).toBeGreaterThan(0);
      for (const it of res.items) {
        expect(it.stops).toBe(1);
        expect(checkItinerary(lookup, it, { from: [from], to: [to], date: '2027-01-15', passengers: 1 })).toEqual([]);
      }
    }
  });

  it('a city searches all its airports (London to New York)', () => {
    const london = reference.cities.find((c) => c.id === 'GB-london')?.airports ?? ['LHR', 'LGW', 'STN', 'LTN', 'LCY'];
    const res = searchFlights(
      index,
      { from: london, to: ['JFK', 'EWR', 'LGA'], date: '2027-02-01', pageSize: 50 },
      ctx,
    ).outbound;
    expect(res.total).toBeGreaterThan(0);
    for (const it of res.items)
      expect(
        checkItinerary(lookup, it, { from: london, to: ['JFK', 'EWR', 'LGA'], date: '2027-02-01', passengers: 1 }),
      ).toEqual([]);
  });

  // A sample of airports of every size, so pairs are popular, regional and remote.
  const sample = network.airports.filter((_, i) => i % 23 === 0).map((a) => a.iata);
  const hubs = network.airports.filter((a) => a.size === 5).map((a) => a.iata);
  const place = fc.constantFrom(...sample, ...hubs);

  it('every itinerary respects the rules, and the engine finds exactly what brute force finds', () => {
    fc.assert(
      fc.property(place, place, fc.integer({ min: 0, max: 364 }), (from, to, offset) => {
        if (from === to) return;
        const date = formatDay(parseDay(options.startDate)! + offset);
        const all = [];
        for (let page = 1; ; page++) {
          const res = searchFlights(index, { from: [from], to: [to], date, page, pageSize: 50 }, { now: 0 }).outbound;
          all.push(...res.items);
          if (page >= res.pageCount) break;
        }
        expect(new Set(all.map((i) => i.id))).toEqual(bruteForce(lookup, [from], [to], date));
        expect(
          all.flatMap((it) => checkItinerary(lookup, it, { from: [from], to: [to], date, passengers: 1 })),
        ).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('sorts and filters exactly with simulated sales', () => {
    fc.assert(
      fc.property(
        place,
        place,
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom(...flightSorts),
        fc.constantFrom(...CABINS),
        fc.integer({ min: 1, max: 9 }),
        (from, to, offset, sort, cabin, passengers) => {
          if (from === to) return;
          const date = formatDay(parseDay(options.startDate)! + offset);
          const res = searchFlights(
            index,
            { from: [from], to: [to], date, sort, cabin, passengers, pageSize: 50 },
            ctx,
          ).outbound;
          const key = (i: (typeof res.items)[0]) =>
            sort === 'price-asc'
              ? i.price.amount
              : sort === 'price-desc'
                ? -i.price.amount
                : sort === 'duration-asc'
                  ? i.durationMinutes
                  : -i.rating;
          for (let k = 1; k < res.items.length; k++)
            expect(key(res.items[k]!)).toBeGreaterThanOrEqual(key(res.items[k - 1]!));
          for (const it of res.items)
            expect(checkItinerary(lookup, it, { from: [from], to: [to], date, passengers })).toEqual([]);
          const nonstop = searchFlights(
            index,
            { from: [from], to: [to], date, cabin, passengers, stops: 'nonstop', pageSize: 50 },
            ctx,
          ).outbound;
          expect(nonstop.total).toBe(
            res.items.length < res.total ? nonstop.total : res.items.filter((i) => i.stops === 0).length,
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
