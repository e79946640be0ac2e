import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOfDayNumber } from '@escazo/contracts/dates';
import { flightSorts, type Itinerary } from '@escazo/contracts/search-flights';
import {
  simulatedSoldSeats,
  generateFlightNetwork,
  hashString,
  generatedFlightSupplier,
  syntheticReference,
  formatDay,
  MINUTES_PER_DAY,
  parseDay,
  CABINS,
  type Cabin,
  type SoldSeats,
} from '@escazo/inventory/flights';
import { fareCalendar } from './calendar.ts';
import { buildFlightIndex } from './flight-index.ts';
import { findItinerary } from './itinerary.ts';
import { searchFlights, type FlightQuery, type FlightSearchContext } from './search.ts';
import { bruteForce, checkItinerary, networkLookup, utcOf } from './test-support.ts';

const network = generateFlightNetwork(syntheticReference(21), { seed: 9, startDate: '2026-03-01' });
const index = buildFlightIndex(network);
const lookup = networkLookup(network);
const codes = network.airports.map((a) => a.iata);
const validFrom = parseDay(network.validFrom)!;
/** A month before the schedule starts: nothing has left yet. */
const ctx: FlightSearchContext = { now: instantOfDayNumber(validFrom - 30) };

/** Every itinerary of a one-way search, page after page. */
function everything(query: FlightQuery, context = ctx): { items: Itinerary[]; total: number } {
  const items: Itinerary[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const res = searchFlights(index, { ...query, page, pageSize: 50 }, context).outbound;
    total = res.total;
    items.push(...res.items);
    if (page >= res.pageCount) break;
  }
  return { items, total };
}

/** Seats sold: some flights full, the rest partly sold; deterministic per seed. */
const soldBy =
  (seed: number): SoldSeats =>
  (flightNumber, date, cabin) => {
    const h = hashString(`${seed}:${flightNumber}:${date}:${cabin}`);
    const capacity = lookup.byNumber.get(flightNumber)!.seats[cabin];
    return h % 5 === 0 ? capacity : Math.floor((((h >>> 8) % 1000) / 1000) * capacity);
  };

const arb = {
  places: fc.uniqueArray(fc.constantFrom(...codes), { minLength: 1, maxLength: 2 }),
  date: fc.integer({ min: -2, max: 366 }).map((d) => formatDay(validFrom + d)),
  cabin: fc.constantFrom<Cabin>(...CABINS),
  passengers: fc.integer({ min: 1, max: 9 }),
};
const trip = fc
  .record({ from: arb.places, to: arb.places, date: arb.date })
  .filter((t) => !t.from.some((c) => t.to.includes(c)));

describe('flight search: routing (synthetic network, property tests)', () => {
  it('finds exactly the valid direct and one-stop itineraries, and each respects the rules', () => {
    fc.assert(
      fc.property(trip, ({ from, to, date }) => {
        const { items, total } = everything({ from, to, date });
        expect(items.length).toBe(total);
        expect(new Set(items.map((i) => i.id))).toEqual(bruteForce(lookup, from, to, date));
        expect(items.flatMap((it) => checkItinerary(lookup, it, { from, to, date, passengers: 1 }))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('never offers a flight that has already left', () => {
    fc.assert(
      fc.property(trip, fc.integer({ min: 0, max: 36 * 60 }), ({ from, to }, minutes) => {
        const date = formatDay(validFrom + 40);
        const now = ((validFrom + 40) * MINUTES_PER_DAY + minutes - 12 * 60) * 60_000;
        const { items } = everything({ from, to, date }, { now });
        for (const it of items) expect(utcOf(it.legs[0]!.departure)).toBeGreaterThanOrEqual(now / 60_000);
        expect(new Set(items.map((i) => i.id))).toEqual(bruteForce(lookup, from, to, date, now / 60_000));
      }),
      { numRuns: 25 },
    );
  });
});

describe('flight search: filters, sorts, pagination, seats (property tests)', () => {
  const filters = fc.record({
    stops: fc.constantFrom('any', 'nonstop', 'max1' as const),
    priceMin: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }),
    priceMax: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }),
    airlines: fc.oneof(
      fc.constant<string[]>([]),
      fc.uniqueArray(fc.constantFrom(...network.airlines.map((a) => a.iata)), { minLength: 1, maxLength: 8 }),
    ),
    window: fc
      .tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
  });

  it('price ends are inclusive and exact: a range of one price returns exactly the itineraries at that price', () => {
    fc.assert(
      fc.property(trip, arb.cabin, fc.nat(), ({ from, to, date }, cabin, pick) => {
        const all = everything({ from, to, date, cabin }).items;
        if (all.length === 0) return;
        const price = all[pick % all.length]!.pricePerPerson.amount;
        const got = everything({ from, to, date, cabin, priceMin: price / 100, priceMax: price / 100 }).items;
        expect(got.length).toBeGreaterThan(0);
        expect(new Set(got.map((i) => i.id))).toEqual(
          new Set(all.filter((i) => i.pricePerPerson.amount === price).map((i) => i.id)),
        );
        const above = everything({ from, to, date, cabin, priceMin: price / 100 + 1 }).items;
        expect(new Set(above.map((i) => i.id))).toEqual(
          new Set(all.filter((i) => i.pricePerPerson.amount > price).map((i) => i.id)),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('filters exactly: price ends inclusive, stops, airlines, departure window', () => {
    fc.assert(
      fc.property(trip, filters, arb.cabin, fc.nat(), ({ from, to, date }, f, cabin, pick) => {
        const all = everything({ from, to, date, cabin }).items;
        // Bounds on real prices, to exercise the inclusive ends.
        const prices = all.map((i) => i.pricePerPerson.amount / 100);
        const priceMin = prices.length && pick % 3 === 0 ? prices[pick % prices.length] : f.priceMin;
        const priceMax = prices.length && pick % 3 === 1 ? prices[pick % prices.length] : f.priceMax;
        const [departFrom, departTo] = f.window;
        const query = {
          from,
          to,
          date,
          cabin,
          stops: f.stops,
          airlines: f.airlines,
          departFrom,
          departTo,
          priceMin,
          priceMax,
        };
        const got = everything(query).items.map((i) => i.id);
        const minute = (it: Itinerary) =>
          Number(it.legs[0]!.departure.local.slice(11, 13)) * 60 + Number(it.legs[0]!.departure.local.slice(14));
        const want = all
          .filter((it) => priceMin === undefined || it.pricePerPerson.amount >= priceMin * 100)
          .filter((it) => priceMax === undefined || it.pricePerPerson.amount <= priceMax * 100)
          .filter((it) => f.stops !== 'nonstop' || it.stops === 0)
          .filter((it) => f.airlines.length === 0 || it.airlines.every((a) => f.airlines.includes(a)))
          .filter((it) => minute(it) >= departFrom * 60 && minute(it) <= departTo * 60)
          .map((i) => i.id);
        expect(new Set(got)).toEqual(new Set(want));
      }),
      { numRuns: 80 },
    );
  });

  it("each airline's facet is what ticking it shows under the other filters: its count and cheapest price", () => {
    fc.assert(
      fc.property(trip, filters, arb.cabin, ({ from, to, date }, f, cabin) => {
        const [departFrom, departTo] = f.window;
        const others = { from, to, date, cabin, stops: f.stops, departFrom, departTo, priceMax: f.priceMax };
        const { facets } = searchFlights(index, { ...others, airlines: f.airlines, pageSize: 1 }, ctx).outbound;
        const flown = new Set(everything(others).items.flatMap((it) => it.airlines));
        for (const code of f.airlines) flown.add(code);
        expect(new Set(facets.airlines.map((a) => a.code))).toEqual(
          new Set([...flown].filter((code) => index.airlineCode.includes(code))),
        );
        for (const airline of facets.airlines) {
          const shown = everything({ ...others, airlines: [airline.code] }).items;
          expect(airline.count).toBe(shown.length);
          expect(airline.minPrice?.amount ?? null).toBe(
            shown.length ? Math.min(...shown.map((it) => it.pricePerPerson.amount)) : null,
          );
        }
      }),
      { numRuns: 40 },
    );
  });

  it('sorts every page in order, paginates without gaps or duplicates, and answers the same twice', () => {
    fc.assert(
      fc.property(
        trip,
        fc.constantFrom(...flightSorts),
        fc.integer({ min: 1, max: 12 }),
        ({ from, to, date }, sort, pageSize) => {
          const pages: Itinerary[] = [];
          const first = searchFlights(index, { from, to, date, sort, pageSize }, ctx).outbound;
          for (let page = 1; page <= first.pageCount; page++) {
            const res = searchFlights(index, { from, to, date, sort, pageSize, page }, ctx).outbound;
            expect(res.items.length).toBe(Math.min(pageSize, first.total - (page - 1) * pageSize));
            pages.push(...res.items);
          }
          expect(pages.length).toBe(first.total);
          expect(new Set(pages.map((i) => i.id)).size).toBe(first.total);
          const key = (it: Itinerary) =>
            sort === 'price-asc'
              ? it.pricePerPerson.amount
              : sort === 'price-desc'
                ? -it.pricePerPerson.amount
                : sort === 'duration-asc'
                  ? it.durationMinutes
                  : -it.rating;
          for (let k = 1; k < pages.length; k++) expect(key(pages[k]!)).toBeGreaterThanOrEqual(key(pages[k - 1]!));
          expect(searchFlights(index, { from, to, date, sort, pageSize: 50 }, ctx)).toEqual(
            searchFlights(index, { from, to, date, sort, pageSize: 50 }, ctx),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('respects seats sold: seats left is the least over the flights, and every passenger gets a seat on each', () => {
    fc.assert(
      fc.property(trip, arb.cabin, arb.passengers, fc.nat(), ({ from, to, date }, cabin, passengers, seed) => {
        const soldSeats = soldBy(seed);
        const context = { ...ctx, soldSeats };
        const got = everything({ from, to, date, cabin, passengers }, context).items;
        for (const it of got) {
          const left = Math.min(
            ...it.legs.map(
              (l) =>
                lookup.byNumber.get(l.flightNumber)!.seats[cabin] -
                soldSeats(l.flightNumber, l.departure.local.slice(0, 10), cabin),
            ),
          );
          expect(it.seatsLeft).toBe(left);
          expect(checkItinerary(lookup, it, { from, to, date, passengers })).toEqual([]);
        }
        const anyone = everything({ from, to, date, cabin, passengers: 1 }, context).items;
        expect(new Set(got.map((i) => i.id))).toEqual(
          new Set(anyone.filter((i) => i.seatsLeft >= passengers).map((i) => i.id)),
        );
      }),
      { numRuns: 40 },
    );
  });
});

describe('the generated supplier', () => {
  const supplier = generatedFlightSupplier(syntheticReference(21), { seed: 9, startDate: '2026-03-01' });

  it('loads the same network and quotes direct flights at the price the engine shows', () => {
    expect(supplier.load()).toEqual(network);
    fc.assert(
      fc.property(trip, arb.cabin, ({ from, to, date }, cabin) => {
        for (const it of everything({ from, to, date, cabin, stops: 'nonstop' }).items) {
          const leg = it.legs[0]!;
          const daysToDeparture = Math.floor((utcOf(leg.departure) - ctx.now / 60_000) / MINUTES_PER_DAY);
          const pattern = lookup.byNumber.get(leg.flightNumber)!;
          expect(supplier.quote({ pattern, date, cabin, daysToDeparture, sold: 0 })).toBe(it.pricePerPerson.amount);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('simulated sales', () => {
  it('the numeric fast path equals the same sales given as a SoldSeats function, plus our own', () => {
    fc.assert(
      fc.property(trip, arb.cabin, arb.passengers, fc.nat(), ({ from, to, date }, cabin, passengers, seed) => {
        const now = instantOfDayNumber(validFrom + 10);
        const simulated = simulatedSoldSeats(network, now);
        const ours = soldBy(seed);
        const both: SoldSeats = (f, d, c) => simulated(f, d, c) + ours(f, d, c);
        const query = { from, to, date, cabin, passengers, pageSize: 50 };
        expect(searchFlights(index, query, { now, simulatedSales: true, soldSeats: ours })).toEqual(
          searchFlights(index, query, { now, soldSeats: both }),
        );
      }),
      { numRuns: 25 },
    );
  });
});

describe('round trips, fare calendar, offer by id', () => {
  it('returns both directions and the cheapest combination for all passengers', () => {
    fc.assert(
      fc.property(trip, fc.integer({ min: 0, max: 20 }), arb.passengers, ({ from, to, date }, stay, passengers) => {
        const returnDate = formatDay(parseDay(date)! + stay);
        const res = searchFlights(index, { from, to, date, returnDate, passengers, pageSize: 50 }, ctx);
        const back = searchFlights(
          index,
          { from: to, to: from, date: returnDate, passengers, pageSize: 50 },
          ctx,
        ).outbound;
        expect(res.return).toEqual(back);
        const min = (items: Itinerary[]) => (items.length ? items[0]!.pricePerPerson.amount : null);
        const out = min(res.outbound.items);
        const ret = min(back.items);
        expect(res.cheapestRoundTrip).toEqual(
          out !== null && ret !== null ? { amount: (out + ret) * passengers, currency: 'USD' } : null,
        );
      }),
      { numRuns: 25 },
    );
  });

  it('calendar days carry the lowest price a search on that day finds', () => {
    fc.assert(
      fc.property(
        trip,
        arb.cabin,
        fc.boolean(),
        fc.integer({ min: 1, max: 9 }),
        ({ from, to, date }, cabin, roundTrip, passengers) => {
          const returnDate = roundTrip ? formatDay(parseDay(date)! + 3) : undefined;
          const cal = fareCalendar(index, { from, to, date, returnDate, cabin, passengers }, ctx, 2);
          expect(cal.days.map((d) => d.date)).toEqual([-2, -1, 0, 1, 2].map((k) => formatDay(parseDay(date)! + k)));
          for (const day of cal.days) {
            const r = searchFlights(
              index,
              {
                from,
                to,
                date: day.date,
                cabin,
                passengers,
                pageSize: 1,
                returnDate: roundTrip ? formatDay(parseDay(day.date)! + 3) : undefined,
              },
              ctx,
            );
            const want = roundTrip ? r.cheapestRoundTrip : (r.outbound.items[0]?.price ?? null);
            expect(day.price).toEqual(want);
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('finds an offer again by its id, with the same price and seats; a tampered id is not found', () => {
    fc.assert(
      fc.property(trip, arb.cabin, arb.passengers, fc.nat(), ({ from, to, date }, cabin, passengers, pick) => {
        const items = everything({ from, to, date, cabin, passengers }).items;
        if (items.length === 0) return;
        const it = items[pick % items.length]!;
        expect(findItinerary(index, it.id, { cabin, passengers }, ctx)).toEqual(it);
        const shifted = it.id.replace(
          /-(\d{8})/,
          (_, d: string) =>
            `-${formatDay(parseDay(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`)! + 7).replaceAll('-', '')}`,
        );
        const again = findItinerary(index, shifted, { cabin, passengers }, ctx);
        if (again)
          expect(
            checkItinerary(lookup, again, {
              from: [again.legs[0]!.from.code],
              to: [again.legs.at(-1)!.to.code],
              date: again.legs[0]!.departure.local.slice(0, 10),
              passengers,
            }),
          ).toEqual([]);
        expect(findItinerary(index, 'XX1-20260301', { cabin, passengers }, ctx)).toBeNull();
        expect(findItinerary(index, 'not an id', { cabin, passengers }, ctx)).toBeNull();
      }),
      { numRuns: 30 },
    );
  });
});
