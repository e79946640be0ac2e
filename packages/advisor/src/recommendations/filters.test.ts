import fc from 'fast-check';
import { PREFERENCE_CHIPS, PRICE_FILTERS, RATING_FILTERS, RECOMMENDATION_SORTS, RECOMMENDATION_TYPES, type Recommendation } from '@escazo/contracts/recommendations';
import { describe, expect, it } from 'vitest';
import { applyFilters, foldText, type RecommendationFilters } from './filters.ts';
import { recommendationArb, recommendationsArb } from './testing/arbitraries.ts';

const all: RecommendationFilters = { tab: 'for-you', category: 'all', search: '', price: 'all', rating: 'all', sort: 'relevance' };

/** A recommendation built from a generated one with the given fields. */
const sample = fc.sample(recommendationArb, { numRuns: 1, seed: 4401 })[0]!;
const rec = (overrides: Partial<Recommendation>): Recommendation => ({ ...sample, ...overrides });

const LABELS = new Map<string, string>(PREFERENCE_CHIPS.map((chip) => [chip.id, chip.label]));

const ids = (list: readonly Recommendation[]) => list.map((x) => x.id);

describe('applyFilters', () => {
  it('finds the query in title, location, description or tags, ignoring case and accents', () => {
    const list = [
      rec({ id: 'a', title: 'Lake cruise', location: 'Zürich, Switzerland', description: 'Boats', tags: [] }),
      rec({ id: 'b', title: 'Crêperie Bretonne', location: 'Paris, France', description: 'Pancakes', tags: [] }),
      rec({ id: 'c', title: 'Old town', location: 'Kraków, Poland', description: 'A walk past the CATHEDRAL', tags: [] }),
      rec({ id: 'd', title: 'Night tour', location: 'Lisbon, Portugal', description: 'Fado', tags: ['nightlife', 'food'] }),
    ];
    expect(ids(applyFilters(list, { ...all, search: 'zurich' }))).toEqual(['a']);
    expect(ids(applyFilters(list, { ...all, search: 'CREPERIE' }))).toEqual(['b']);
    expect(ids(applyFilters(list, { ...all, search: 'cathédral' }))).toEqual(['c']);
    expect(ids(applyFilters(list, { ...all, search: ' nightlife ' }))).toEqual(['d']);
    expect(ids(applyFilters(list, { ...all, search: 'dining' }))).toEqual(['d']); // the food tag's label
    expect(ids(applyFilters(list, { ...all, search: 'tokyo' }))).toEqual([]);
    expect(applyFilters(list, { ...all, search: '  ' })).toHaveLength(4);
  });

  it('bands the lowest price: budget under 50, moderate 50 to under 150, luxury 150 and up', () => {
    const list = [0, 49, 50, 149, 150, 900].map((min) => rec({ id: `p${min}`, priceRange: { min, max: min + 100 } }));
    expect(ids(applyFilters(list, { ...all, price: 'budget' }))).toEqual(['p0', 'p49']);
    expect(ids(applyFilters(list, { ...all, price: 'moderate' }))).toEqual(['p50', 'p149']);
    expect(ids(applyFilters(list, { ...all, price: 'luxury' }))).toEqual(['p150', 'p900']);
  });

  it('keeps ratings at or above the threshold', () => {
    const list = [3.4, 3.5, 4.0, 4.4, 4.5, 5.0].map((rating) => rec({ id: `r${rating}`, rating }));
    expect(ids(applyFilters(list, { ...all, rating: '4.5' }))).toEqual(['r4.5', 'r5']);
    expect(ids(applyFilters(list, { ...all, rating: '4.0' }))).toEqual(['r4', 'r4.4', 'r4.5', 'r5']);
    expect(ids(applyFilters(list, { ...all, rating: '3.5' }))).toHaveLength(5);
  });

  it('keeps the chosen category', () => {
    const list = RECOMMENDATION_TYPES.map((type) => rec({ id: type, type }));
    expect(ids(applyFilters(list, { ...all, category: 'hotel' }))).toEqual(['hotel']);
  });

  it('sorts by each option with ties by id, relevance keeping the list order on ties', () => {
    const list = [
      rec({ id: 'c', overallScore: 70, rating: 4.5, reviewCount: 10, priceRange: { min: 80, max: 120 } }),
      rec({ id: 'a', overallScore: 80, rating: 4.5, reviewCount: 30, priceRange: { min: 20, max: 300 } }),
      rec({ id: 'b', overallScore: 70, rating: 4.8, reviewCount: 30, priceRange: { min: 20, max: 120 } }),
    ];
    expect(ids(applyFilters(list, { ...all, sort: 'relevance' }))).toEqual(['a', 'c', 'b']);
    expect(ids(applyFilters(list, { ...all, sort: 'rating' }))).toEqual(['b', 'a', 'c']);
    expect(ids(applyFilters(list, { ...all, sort: 'reviews' }))).toEqual(['a', 'b', 'c']);
    expect(ids(applyFilters(list, { ...all, sort: 'price-low' }))).toEqual(['a', 'b', 'c']);
    expect(ids(applyFilters(list, { ...all, sort: 'price-high' }))).toEqual(['a', 'b', 'c']);
  });

  it('leaves the input list untouched', () => {
    const list = [rec({ id: 'b', rating: 3 }), rec({ id: 'a', rating: 5 })];
    applyFilters(list, { ...all, sort: 'rating' });
    expect(ids(list)).toEqual(['b', 'a']);
  });

  it('returns a subset of the input that satisfies every filter, in the chosen order', () => {
    const filtersArb: fc.Arbitrary<RecommendationFilters> = fc.record({
      tab: fc.constant('for-you' as const),
      category: fc.constantFrom('all' as const, ...RECOMMENDATION_TYPES),
      search: fc.constantFrom('', 'zur', 'ZÜRICH', 'cafe', 'museum', 'food', 'dining', 'Sao', 'x'),
      price: fc.constantFrom(...PRICE_FILTERS),
      rating: fc.constantFrom(...RATING_FILTERS),
      sort: fc.constantFrom(...RECOMMENDATION_SORTS),
    });
    const key: Record<RecommendationFilters['sort'], (x: Recommendation) => number> = {
      relevance: (x) => -x.overallScore,
      rating: (x) => -x.rating,
      reviews: (x) => -x.reviewCount,
      'price-low': (x) => x.priceRange.min,
      'price-high': (x) => -x.priceRange.max,
    };
    fc.assert(
      fc.property(recommendationsArb, filtersArb, (list, filters) => {
        const out = applyFilters(list, filters);
        expect(out.every((x) => list.includes(x))).toBe(true);
        expect(new Set(out).size).toBe(out.length);
        const passes = (x: Recommendation) => {
          const text = foldText([x.title, x.location, x.description, ...x.tags, ...x.tags.map((tag) => LABELS.get(tag) ?? '')].join(' | '));
          const { min } = x.priceRange;
          return (
            (filters.category === 'all' || x.type === filters.category) &&
            (filters.rating === 'all' || x.rating >= Number(filters.rating)) &&
            (filters.price !== 'budget' || min < 50) &&
            (filters.price !== 'moderate' || (min >= 50 && min < 150)) &&
            (filters.price !== 'luxury' || min >= 150) &&
            text.includes(foldText(filters.search))
          );
        };
        expect(out.every(passes)).toBe(true);
        // and nothing that passes is left out
        expect(out.length).toBe(list.filter(passes).length);
        const keyOf = key[filters.sort];
        for (let i = 1; i < out.length; i += 1) {
          const [a, b] = [out[i - 1]!, out[i]!];
          expect(keyOf(a)).toBeLessThanOrEqual(keyOf(b));
          if (keyOf(a) === keyOf(b)) {
            if (filters.sort === 'relevance') expect(list.indexOf(a)).toBeLessThan(list.indexOf(b));
            else expect(a.id < b.id).toBe(true);
          }
        }
      }),
      { seed: 4402, numRuns: 500 },
    );
  });
});
