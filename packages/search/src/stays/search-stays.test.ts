import fc from 'fast-check';
import { fromDayNumber } from '@escazo/contracts/dates';
import {
  staySearchRequestSchema,
  staySorts,
  stayTypeFilters,
  type StaySearchRequest,
} from '@escazo/contracts/search-stays';
import { toDay } from '@escazo/inventory/hotels';
import { fixtureReference } from '@escazo/inventory/test-fixtures';
import { generateStays, stayBookingsFromSet, type Stay, type StayBookings } from '@escazo/inventory/stays';
import { describe, expect, it } from 'vitest';
import { buildStaySearch } from './search-stays.ts';

const inventory = generateStays(fixtureReference(), { seed: 21 });
const engine = buildStaySearch(inventory);

/** Every page of a search, in order. */
function allPages(request: StaySearchRequest, bookings?: StayBookings): Stay[] {
  const out: Stay[] = [];
  for (let page = 1; ; page++) {
    const result = engine.search({ ...request, page, pageSize: 7 }, bookings);
    out.push(...result.items.map((item) => item.stay));
    expect(result.total).toBe(engine.search({ ...request, page: 1, pageSize: 50 }, bookings).total);
    if (page * 7 >= result.total) return out;
  }
}

/** The documented rules, written out independently of the engine. */
function documented(raw: Record<string, unknown>): Stay[] {
  const num = (value: unknown) =>
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  const guests = Number.isInteger(num(raw.guests)) && num(raw.guests) >= 1 ? num(raw.guests) : 1;
  const min = Number.isFinite(num(raw.priceMin)) && num(raw.priceMin) >= 0 ? num(raw.priceMin) : 0;
  const max = Number.isFinite(num(raw.priceMax)) && num(raw.priceMax) >= 0 ? num(raw.priceMax) : 1000;
  const beds = ['1', '2', '3', '4'].includes(raw.minBeds as string) ? Number(raw.minBeds) : 0;
  const type = ['apartment', 'house', 'villa'].includes(raw.type as string) ? raw.type : 'any';
  const text = typeof raw.q === 'string' ? raw.q.trim().toLowerCase() : '';
  return inventory.stays.filter(
    (stay) =>
      (text === '' || stay.title.toLowerCase().includes(text) || stay.location.toLowerCase().includes(text)) &&
      stay.guests >= guests &&
      stay.pricePerNight / 100 >= min &&
      stay.pricePerNight / 100 <= max &&
      stay.beds >= beds &&
      (type === 'any' || stay.type === type),
  );
}

const words = [...new Set(inventory.stays.flatMap((stay) => `${stay.title} ${stay.location}`.split(/[ ,]+/)))];
const rawRequest = fc.record(
  {
    q: fc.oneof(
      fc.constantFrom(...words),
      fc.constantFrom(...words).map((w) => ` ${w.toUpperCase().slice(0, 4)} `),
      fc.string({ maxLength: 3 }),
    ),
    guests: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.constantFrom('abc', '', '2', '2.5')),
    priceMin: fc.oneof(fc.integer({ min: -10, max: 1000 }), fc.constantFrom('x', '', '150')),
    priceMax: fc.oneof(fc.integer({ min: -10, max: 1200 }), fc.constantFrom('y', '', '400')),
    minBeds: fc.constantFrom('any', '1', '2', '3', '4', 'bogus'),
    type: fc.constantFrom(...stayTypeFilters, 'castle'),
    sort: fc.constantFrom(...staySorts),
  },
  { requiredKeys: [] },
);

describe('stay search: the documented rules', () => {
  it('returns exactly the stays the rules select, every one once, across pages', () => {
    fc.assert(
      fc.property(rawRequest, (raw) => {
        const request = staySearchRequestSchema.parse(raw);
        const found = allPages(request);
        expect(new Set(found.map((s) => s.id)).size).toBe(found.length);
        expect(found.map((s) => s.id).sort()).toEqual(
          documented(raw)
            .map((s) => s.id)
            .sort(),
        );
      }),
      { seed: 4301, numRuns: 250 },
    );
  });

  it('orders results by the chosen sort', () => {
    fc.assert(
      fc.property(rawRequest, (raw) => {
        const request = staySearchRequestSchema.parse(raw);
        const found = allPages(request);
        for (let i = 1; i < found.length; i++) {
          const [a, b] = [found[i - 1]!, found[i]!];
          if (request.sort === 'price-asc') expect(a.pricePerNight).toBeLessThanOrEqual(b.pricePerNight);
          if (request.sort === 'price-desc') expect(a.pricePerNight).toBeGreaterThanOrEqual(b.pricePerNight);
          if (request.sort === 'rating-desc' || request.sort === 'recommended')
            expect(a.rating).toBeGreaterThanOrEqual(b.rating);
        }
      }),
      { seed: 4302, numRuns: 100 },
    );
  });

  it('includes both ends of the price range', () => {
    fc.assert(
      fc.property(fc.constantFrom(...inventory.stays), (stay) => {
        const usd = stay.pricePerNight / 100;
        const ids = (priceMin: number, priceMax: number) =>
          allPages(staySearchRequestSchema.parse({ priceMin, priceMax })).map((s) => s.id);
        expect(ids(usd, usd)).toContain(stay.id);
        expect(ids(usd, usd + 50)).toContain(stay.id);
        expect(ids(usd - 50, usd)).toContain(stay.id);
        expect(ids(usd + 1, usd + 50)).not.toContain(stay.id);
      }),
      { seed: 4303, numRuns: 60 },
    );
  });

  it('applies the documented fallbacks and defaults', () => {
    expect(staySearchRequestSchema.parse({})).toMatchObject({
      q: '',
      guests: 1,
      priceMin: 0,
      priceMax: 1000,
      minBeds: 'any',
      type: 'any',
    });
    expect(staySearchRequestSchema.parse({ guests: 'abc', priceMin: 'x', priceMax: 'y' })).toMatchObject({
      guests: 1,
      priceMin: 0,
      priceMax: 1000,
    });
    expect(staySearchRequestSchema.parse({ guests: '0', priceMin: '-5', priceMax: '-1' })).toMatchObject({
      guests: 1,
      priceMin: 0,
      priceMax: 1000,
    });
    expect(
      staySearchRequestSchema.parse({ guests: '3', priceMin: '120', priceMax: '480', minBeds: '2', type: 'villa' }),
    ).toMatchObject({
      guests: 3,
      priceMin: 120,
      priceMax: 480,
      minBeds: '2',
      type: 'villa',
    });
    // Every generated stay is inside the default range, so an empty search shows them all.
    expect(engine.search(staySearchRequestSchema.parse({})).total).toBe(inventory.stays.length);
  });

  it('matches text in the title or the location, ignoring case', () => {
    const stay = inventory.stays[0]!;
    const byCity = allPages(staySearchRequestSchema.parse({ q: stay.location.split(',')[0]!.toUpperCase() }));
    expect(byCity.map((s) => s.id)).toContain(stay.id);
    const byTitle = allPages(staySearchRequestSchema.parse({ q: stay.title.toLowerCase() }));
    expect(byTitle.map((s) => s.id)).toContain(stay.id);
  });
});

describe('stay availability', () => {
  it('hides a stay booked on any night of the stay, and only then', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...inventory.stays),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: -3, max: 12 }),
        (stay, nights, bookedOffset) => {
          const checkIn = '2027-02-10';
          const first = toDay(checkIn);
          const bookings = stayBookingsFromSet(new Set([`${stay.id}@${first + bookedOffset}`]));
          const checkOut = fromDayNumber(first + nights);
          const request = staySearchRequestSchema.parse({ q: stay.title, checkIn, checkOut, guests: 1 });
          const present = engine.search(request, bookings).items.some((item) => item.stay.id === stay.id);
          expect(present).toBe(bookedOffset < 0 || bookedOffset >= nights);
          const quote = engine.quote(stay.id, checkIn, checkOut, bookings);
          expect(quote === null).toBe(!present);
          if (quote) expect(quote.total.amount).toBe(stay.pricePerNight * nights);
        },
      ),
      { seed: 4304, numRuns: 150 },
    );
  });

  it('prices a check-in without a check-out as one night and gives a calendar', () => {
    const stay = inventory.stays[3]!;
    const result = engine.search(staySearchRequestSchema.parse({ q: stay.title, checkIn: '2027-03-01' }));
    const offer = result.items.find((item) => item.stay.id === stay.id)!;
    expect(offer.nights).toBe(1);
    expect(offer.total?.amount).toBe(stay.pricePerNight);
    const bookings = stayBookingsFromSet(new Set([`${stay.id}@${toDay('2027-03-02')}`]));
    expect(engine.calendar(stay.id, '2027-03-01', 3, bookings)).toEqual([true, false, true]);
  });
});
