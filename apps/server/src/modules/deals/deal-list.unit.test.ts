import fc from 'fast-check';
import type { RateTable } from '@escazo/contracts/currency';
import { dealSorts, dealTypes, type Deal, type DealsQuery } from '@escazo/contracts/deals';
import { dealComparators } from '@escazo/deals';
import { describe, expect, it } from 'vitest';
import { buildDealList, queryDeals } from './deal-list.ts';

const RATES: RateTable = {
  date: '2022-04-29',
  source: 'European Central Bank',
  perEuro: { EUR: '1', USD: '1.0540', JPY: '137.01', GBP: '0.83908', AUD: '1.4699' },
};

const dealArb = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    type: fc.constantFrom(...dealTypes),
    title: fc.constantFrom('Hôtel Étoile', 'Inn Aurora', 'Paris → Zürich', 'Harbour View'),
    location: fc.constantFrom('Paris, France', 'Zürich, Switzerland', 'São Paulo, Brazil', 'Lisbon, Portugal'),
    discountedPrice: fc.record({ amount: fc.integer({ min: 1_000, max: 200_000 }), currency: fc.constant('USD') }),
    discountPercentage: fc.integer({ min: 15, max: 99 }),
    rating: fc.integer({ min: 0, max: 50 }).map((r) => r / 10),
    validUntil: fc
      .integer({ min: Date.UTC(2026, 11, 1), max: Date.UTC(2027, 5, 1) })
      .map((ms) => new Date(ms).toISOString()),
  })
  .map((d): Deal => ({
    ...d,
    description: '',
    originalPrice: { amount: 300_000, currency: 'USD' },
    imageUrl: '/media/x.svg',
    featured: false,
  }));
const dealsArb = fc.uniqueArray(dealArb, { selector: (d) => d.id, maxLength: 40 });

/** One page of `deals` as the API serves it (nothing has expired at time 0; prices in USD). */
const listDeals = (deals: Deal[], query: Partial<DealsQuery> & Pick<DealsQuery, 'sort' | 'page' | 'pageSize'>) =>
  queryDeals(buildDealList(deals, RATES), { priceCurrency: 'USD', ...query }, 0);

describe('queryDeals', () => {
  it('sorting is a total order: popular = rating desc, price = discounted asc, discount = percentage desc, ties by id', () => {
    fc.assert(
      fc.property(dealsArb, fc.constantFrom(...dealSorts), (deals, sort) => {
        const compare = dealComparators[sort];
        const { items } = listDeals(deals, { sort, page: 1, pageSize: 100 });
        expect(items).toHaveLength(deals.length);
        for (let i = 1; i < items.length; i++) {
          const [a, b] = [items[i - 1]!, items[i]!];
          expect(compare(a, b)).toBeLessThan(0);
          expect(compare(b, a)).toBeGreaterThan(0);
          if (sort === 'popular') expect(a.rating).toBeGreaterThanOrEqual(b.rating);
          if (sort === 'price') expect(a.discountedPrice.amount).toBeLessThanOrEqual(b.discountedPrice.amount);
          if (sort === 'discount') expect(a.discountPercentage).toBeGreaterThanOrEqual(b.discountPercentage);
        }
        // The same list in any input order sorts the same.
        expect(listDeals([...deals].reverse(), { sort, page: 1, pageSize: 100 }).items.map((d) => d.id)).toEqual(
          items.map((d) => d.id),
        );
      }),
      { seed: 1203 },
    );
  });

  it('pages partition the filtered list', () => {
    fc.assert(
      fc.property(dealsArb, fc.constantFrom(...dealSorts), fc.integer({ min: 1, max: 7 }), (deals, sort, pageSize) => {
        const all = listDeals(deals, { sort, page: 1, pageSize: 1000 }).items.map((d) => d.id);
        const first = listDeals(deals, { sort, page: 1, pageSize });
        expect(first.pageCount).toBe(Math.ceil(deals.length / pageSize));
        const paged: string[] = [];
        for (let page = 1; page <= first.pageCount + 1; page++) {
          const result = listDeals(deals, { sort, page, pageSize });
          expect(result.total).toBe(deals.length);
          expect(result.items.length).toBeLessThanOrEqual(pageSize);
          paged.push(...result.items.map((d) => d.id));
        }
        expect(paged).toEqual(all);
      }),
      { seed: 1204 },
    );
  });

  it('filters by type, price, rating, validity day and destination ignoring case and accents', () => {
    fc.assert(
      fc.property(
        dealsArb,
        fc.option(fc.constantFrom(...dealTypes), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 50_000, max: 200_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
        fc.option(fc.constantFrom('2026-12-15', '2027-03-01'), { nil: undefined }),
        fc.option(fc.constantFrom('zurich', 'SAO PAULO', 'étoile', 'lisbon'), { nil: undefined }),
        (deals, type, priceMin, priceMax, minRating, validUntil, destination) => {
          const { items, total } = listDeals(deals, {
            type,
            priceMin,
            priceMax,
            minRating,
            validUntil,
            destination,
            sort: 'price',
            page: 1,
            pageSize: 100,
          });
          const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
          const expected = deals.filter(
            (d: Deal) =>
              (type === undefined || d.type === type) &&
              (priceMin === undefined || d.discountedPrice.amount >= priceMin) &&
              (priceMax === undefined || d.discountedPrice.amount <= priceMax) &&
              (minRating === undefined || d.rating >= minRating) &&
              (validUntil === undefined || Date.parse(d.validUntil) > Date.parse(`${validUntil}T00:00:00Z`)) &&
              (destination === undefined || plain(`${d.location} ${d.title}`).includes(plain(destination))),
          );
          expect(total).toBe(expected.length);
          expect(new Set(items.map((d) => d.id))).toEqual(new Set(expected.map((d) => d.id)));
        },
      ),
      { seed: 1205, numRuns: 300 },
    );
  });
});
