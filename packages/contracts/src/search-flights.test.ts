import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fareCalendarRequestSchema,
  flightSearchDefaults,
  flightSearchRequestSchema,
  maxConnectingKm,
  maxLayoverMinutes,
  minConnectionMinutes,
} from './search-flights.ts';
import { validationMessages } from './messages.ts';
import { schemaErrors } from './test-support/factories.ts';

const base = { from: 'JFK', to: 'LHR', date: '2026-12-10' };

describe('flight search request', () => {
  it('fills the documented defaults', () => {
    expect(flightSearchRequestSchema.parse(base)).toEqual({
      ...base,
      passengers: 1,
      cabin: 'economy',
      stops: 'any',
      airlines: [],
      departFrom: 0,
      departTo: 24,
      sort: 'price-asc',
      page: 1,
      pageSize: 20,
      returnPage: 1,
    });
    // The engine applies the same defaults to queries built in code.
    expect(flightSearchRequestSchema.parse(base)).toMatchObject(flightSearchDefaults);
  });

  it('reads a query string: numbers coerced, airlines as comma text, empty return date = one way', () => {
    const parsed = flightSearchRequestSchema.parse({
      ...base,
      returnDate: '',
      passengers: '3',
      airlines: 'ba,AA',
      priceMax: '450',
      sort: 'rating-desc',
    });
    expect(parsed).toMatchObject({ passengers: 3, airlines: ['BA', 'AA'], priceMax: 450, sort: 'rating-desc' });
    expect(parsed.returnDate).toBeUndefined();
  });

  it('requires from, to and date with the documented message', () => {
    const errors = schemaErrors(flightSearchRequestSchema, { from: ' ', to: '', date: '' });
    expect(errors).toEqual({ from: ['flights.required'], to: ['flights.required'], date: ['flights.required'] });
    expect(validationMessages['flights.required']).toBe('Please fill in all required fields');
  });

  it('accepts passengers 1-9 only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), (n) => {
        expect(flightSearchRequestSchema.safeParse({ ...base, passengers: n }).success).toBe(n >= 1 && n <= 9);
      }),
    );
  });

  it('rejects a return before departure, the same place twice, a reversed price range or time window', () => {
    expect(schemaErrors(flightSearchRequestSchema, { ...base, returnDate: '2026-12-09' })).toEqual({
      returnDate: ['flights.returnBeforeDeparture'],
    });
    expect(schemaErrors(flightSearchRequestSchema, { ...base, to: 'jfk' })).toEqual({ to: ['flights.samePlace'] });
    expect(schemaErrors(flightSearchRequestSchema, { ...base, priceMin: 500, priceMax: 100 })).toEqual({
      priceMax: ['lodging.priceRange'],
    });
    expect(schemaErrors(flightSearchRequestSchema, { ...base, departFrom: 18, departTo: 6 })).toEqual({
      departTo: ['flights.departWindow'],
    });
    expect(
      flightSearchRequestSchema.safeParse({ ...base, returnDate: '2026-12-10', priceMin: 100, priceMax: 100 }).success,
    ).toBe(true);
    expect(flightSearchRequestSchema.safeParse({ ...base, cabin: 'luxury' }).success).toBe(false);
    expect(flightSearchRequestSchema.safeParse({ ...base, date: '2026-02-30' }).success).toBe(false);
  });

  it('the fare calendar takes the same fields', () => {
    expect(fareCalendarRequestSchema.parse({ ...base, returnDate: '2026-12-17', cabin: 'business' })).toMatchObject({
      cabin: 'business',
      passengers: 1,
    });
  });
});

describe('connection rules', () => {
  const km = fc.double({ min: 1, max: 20_000, noNaN: true });

  it('circuity: the bound grows with the distance, its ratio from 1.25 (short trips) to 1.55 (long-haul)', () => {
    fc.assert(
      fc.property(km, km, (a, b) => {
        const [d1, d2] = a <= b ? [a, b] : [b, a];
        expect(maxConnectingKm(d1)).toBeLessThanOrEqual(maxConnectingKm(d2));
        const ratio = maxConnectingKm(d2) / d2;
        expect(ratio).toBeGreaterThanOrEqual(1.25 - 1e-12);
        expect(ratio).toBeLessThanOrEqual(1.55 + 1e-12);
        expect(maxConnectingKm(d1) / d1).toBeLessThanOrEqual(ratio + 1e-12);
      }),
    );
    expect(maxConnectingKm(600)).toBe(750);
    expect(maxConnectingKm(8000)).toBeCloseTo(12_400);
    // Tighter than the old 1.6 × d + 800 everywhere.
    fc.assert(
      fc.property(km, (d) => {
        expect(maxConnectingKm(d)).toBeLessThan(1.6 * d + 800);
      }),
    );
  });

  it('minimum connection: grows with the hub size, international ≥ domestic, always below the maximum', () => {
    const size = fc.integer({ min: 1, max: 5 });
    fc.assert(
      fc.property(size, size, fc.boolean(), (a, b, domestic) => {
        const [s1, s2] = a <= b ? [a, b] : [b, a];
        expect(minConnectionMinutes(s1, domestic)).toBeLessThanOrEqual(minConnectionMinutes(s2, domestic));
        expect(minConnectionMinutes(s1, true)).toBeLessThan(minConnectionMinutes(s1, false));
        expect(minConnectionMinutes(s2, domestic)).toBeLessThan(maxLayoverMinutes(domestic));
      }),
    );
    expect([1, 5].map((s) => minConnectionMinutes(s, true))).toEqual([30, 60]);
    expect([1, 5].map((s) => minConnectionMinutes(s, false))).toEqual([45, 90]);
    expect([maxLayoverMinutes(true), maxLayoverMinutes(false)]).toEqual([360, 480]);
  });
});
