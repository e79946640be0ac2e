import fc from 'fast-check';
import { RECOMMENDATION_LIMIT, type RecommendationTag } from '@escazo/contracts/recommendations';
import { describe, expect, it } from 'vitest';
import {
  budgetMatch,
  overallScore,
  personalityScore,
  rankRecommendations,
  scoreItem,
  seasonalRelevance,
  seasonOf,
  type ScoringItem,
  type ScoringProfile,
} from './scoring.ts';
import { scoringItemArb, scoringItemsArb, scoringProfileArb } from './testing/arbitraries.ts';

const item = (overrides: Partial<ScoringItem> = {}): ScoringItem => ({
  id: 'destination:lisbon',
  type: 'destination',
  tags: [],
  bestTime: [],
  priceRange: { min: 50, max: 200 },
  rating: 4.5,
  reviewCount: 100,
  ...overrides,
});

const profile = (overrides: Partial<ScoringProfile> = {}): ScoringProfile => ({
  interests: [],
  activityLevel: 'moderate',
  groupSize: 'solo',
  budgetRange: { min: 50, max: 200 },
  ...overrides,
});

const tagged = (...tags: RecommendationTag[]) => item({ tags });

describe('personalityScore', () => {
  it('gives 20 per matching interest tag', () => {
    const user = profile({ interests: ['food', 'history', 'art'] });
    expect(personalityScore(tagged('beach', 'nature'), user)).toBe(0);
    expect(personalityScore(tagged('food', 'beach'), user)).toBe(20);
    expect(personalityScore(tagged('food', 'history'), user)).toBe(40);
    expect(personalityScore(tagged('food', 'history', 'art', 'nature'), user)).toBe(60);
  });

  it('counts an interest once however often the item repeats its tag', () => {
    expect(personalityScore(tagged('food', 'food'), profile({ interests: ['food'] }))).toBe(20);
  });

  it('adds 25 for high activity with an adventure tag and for low activity with a peaceful tag', () => {
    expect(personalityScore(tagged('adventure'), profile({ activityLevel: 'high' }))).toBe(25);
    expect(personalityScore(tagged('adventure'), profile({ activityLevel: 'moderate' }))).toBe(0);
    expect(personalityScore(tagged('adventure'), profile({ activityLevel: 'low' }))).toBe(0);
    expect(personalityScore(tagged('peaceful'), profile({ activityLevel: 'low' }))).toBe(25);
    expect(personalityScore(tagged('peaceful'), profile({ activityLevel: 'high' }))).toBe(0);
    expect(personalityScore(tagged('peaceful'), profile({ activityLevel: 'moderate' }))).toBe(0);
  });

  it('adds 30 when the group type matches a romantic, family or solo tag', () => {
    expect(personalityScore(tagged('romantic'), profile({ groupSize: 'couple' }))).toBe(30);
    expect(personalityScore(tagged('family'), profile({ groupSize: 'family' }))).toBe(30);
    expect(personalityScore(tagged('solo'), profile({ groupSize: 'solo' }))).toBe(30);
    expect(personalityScore(tagged('romantic'), profile({ groupSize: 'solo' }))).toBe(0);
    expect(personalityScore(tagged('family'), profile({ groupSize: 'couple' }))).toBe(0);
    expect(personalityScore(tagged('solo'), profile({ groupSize: 'family' }))).toBe(0);
  });

  it('adds the terms together and caps the sum at 100', () => {
    const couple = profile({ interests: ['adventure', 'romantic'], activityLevel: 'high', groupSize: 'couple' });
    // 2 × 20 + 25 + 30 = 95
    expect(personalityScore(tagged('adventure', 'romantic'), couple)).toBe(95);
    const keen = profile({ interests: ['adventure', 'romantic', 'food'], activityLevel: 'high', groupSize: 'couple' });
    // 3 × 20 + 25 + 30 = 115 → 100
    expect(personalityScore(tagged('adventure', 'romantic', 'food'), keen)).toBe(100);
    const many = profile({ interests: ['art', 'food', 'beach', 'nature', 'history', 'wildlife'] });
    expect(personalityScore(tagged('art', 'food', 'beach', 'nature', 'history', 'wildlife'), many)).toBe(100);
  });
});

describe('seasonOf', () => {
  it('maps every month index as documented: 2-4 spring, 5-7 summer, 8-10 fall, otherwise winter', () => {
    const seasons = Array.from({ length: 12 }, (_, month) => seasonOf(month));
    expect(seasons).toEqual([
      'winter',
      'winter',
      'spring',
      'spring',
      'spring',
      'summer',
      'summer',
      'summer',
      'fall',
      'fall',
      'fall',
      'winter',
    ]);
  });

  it('rejects what is not a month index', () => {
    for (const bad of [-1, 12, 1.5, Number.NaN]) expect(() => seasonOf(bad)).toThrow(RangeError);
  });
});

describe('seasonalRelevance', () => {
  it('is 80 when the best time holds the current season, else 50', () => {
    expect(seasonalRelevance(item({ bestTime: ['spring', 'fall'] }), 'spring')).toBe(80);
    expect(seasonalRelevance(item({ bestTime: ['spring', 'fall'] }), 'fall')).toBe(80);
    expect(seasonalRelevance(item({ bestTime: ['spring', 'fall'] }), 'summer')).toBe(50);
    expect(seasonalRelevance(item({ bestTime: [] }), 'winter')).toBe(50);
  });
});

describe('budgetMatch', () => {
  const user = profile({ budgetRange: { min: 50, max: 200 } }); // midpoint 125, half of it 62.5

  it('is 100 when the midpoints are equal', () => {
    expect(budgetMatch(item({ priceRange: { min: 50, max: 200 } }), user)).toBe(100);
    expect(budgetMatch(item({ priceRange: { min: 125, max: 125 } }), user)).toBe(100);
  });

  it('falls with the distance between midpoints relative to half the user midpoint', () => {
    // item midpoint 150: 100 − 25 / 62.5 × 100 = 60
    expect(budgetMatch(item({ priceRange: { min: 100, max: 200 } }), user)).toBeCloseTo(60, 10);
    // item midpoint 100, the same distance below: 60
    expect(budgetMatch(item({ priceRange: { min: 50, max: 150 } }), user)).toBeCloseTo(60, 10);
    // item midpoint 600 for a luxury user (midpoint 600): 100
    expect(
      budgetMatch(item({ priceRange: { min: 200, max: 1000 } }), profile({ budgetRange: { min: 200, max: 1000 } })),
    ).toBe(100);
  });

  it('is floored at 0', () => {
    // item midpoint 25: 100 − 100 / 62.5 × 100 = −60 → 0
    expect(budgetMatch(item({ priceRange: { min: 0, max: 50 } }), user)).toBe(0);
    expect(budgetMatch(item({ priceRange: { min: 500, max: 900 } }), user)).toBe(0);
  });

  it('matches only a free item when the user midpoint is 0', () => {
    const free = profile({ budgetRange: { min: 0, max: 0 } });
    expect(budgetMatch(item({ priceRange: { min: 0, max: 0 } }), free)).toBe(100);
    expect(budgetMatch(item({ priceRange: { min: 0, max: 2 } }), free)).toBe(0);
  });
});

describe('overallScore', () => {
  it('weighs personality 0.5, budget 0.3 and seasonal 0.2', () => {
    // 0.5 × 60 + 0.3 × 60 + 0.2 × 80 = 30 + 18 + 16
    expect(overallScore({ personality: 60, budget: 60, seasonal: 80 })).toBeCloseTo(64, 10);
    // 0.5 × 100 + 0.3 × 100 + 0.2 × 80 = 50 + 30 + 16
    expect(overallScore({ personality: 100, budget: 100, seasonal: 80 })).toBeCloseTo(96, 10);
    // 0.5 × 0 + 0.3 × 0 + 0.2 × 50
    expect(overallScore({ personality: 0, budget: 0, seasonal: 50 })).toBeCloseTo(10, 10);
    expect(overallScore({ personality: 20, budget: 0, seasonal: 0 })).toBeCloseTo(10, 10);
    expect(overallScore({ personality: 0, budget: 20, seasonal: 0 })).toBeCloseTo(6, 10);
    expect(overallScore({ personality: 0, budget: 0, seasonal: 20 })).toBeCloseTo(4, 10);
  });
});

describe('scoreItem', () => {
  it('attaches the four scores, rounded to one decimal, and keeps the item', () => {
    const user = profile({ interests: ['food', 'history'], budgetRange: { min: 50, max: 200 } });
    const lisbon = {
      ...item({ tags: ['food', 'history', 'beach'], bestTime: ['spring'], priceRange: { min: 100, max: 200 } }),
      title: 'Lisbon',
    };
    expect(scoreItem(lisbon, user, 'spring')).toEqual({
      ...lisbon,
      personalityScore: 40,
      budgetMatch: 60,
      seasonalRelevance: 80,
      overallScore: 54, // 20 + 18 + 16
    });
  });

  it('takes the overall score from the unrounded terms', () => {
    const user = profile({ budgetRange: { min: 10, max: 200 } }); // midpoint 105, half 52.5
    const scored = scoreItem(item({ priceRange: { min: 16, max: 100 } }), user, 'winter'); // midpoint 58
    // budget 100 − 47 / 52.5 × 100 = 10.476…, shown 10.5
    expect(scored.budgetMatch).toBe(10.5);
    // 0.3 × 10.476… + 0.2 × 50 = 13.14… → 13.1 (from the shown 10.5 it would be 13.15 → 13.2)
    expect(scored.overallScore).toBe(13.1);
  });
});

describe('rankRecommendations', () => {
  const user = profile({ interests: ['food', 'art', 'beach'] });

  it('returns at most 12, best first', () => {
    const items = Array.from({ length: 15 }, (_, i) =>
      item({
        id: `activity:${String(i).padStart(2, '0')}`,
        tags: (['food', 'art', 'beach'] as const).slice(0, i % 4),
        priceRange: { min: 10 * i, max: 10 * i + 100 },
      }),
    );
    const ranked = rankRecommendations(items, user, 'summer');
    expect(ranked).toHaveLength(RECOMMENDATION_LIMIT);
    for (let i = 1; i < ranked.length; i += 1)
      expect(ranked[i - 1]!.overallScore).toBeGreaterThanOrEqual(ranked[i]!.overallScore);
    const best = Math.max(...items.map((x) => scoreItem(x, user, 'summer').overallScore));
    expect(ranked[0]!.overallScore).toBe(best);
  });

  it('breaks ties by rating, then review count, then id', () => {
    const same = { tags: ['food'] as RecommendationTag[] };
    const items = [
      item({ ...same, id: 'c', rating: 4.5, reviewCount: 10 }),
      item({ ...same, id: 'b', rating: 4.5, reviewCount: 10 }),
      item({ ...same, id: 'd', rating: 4.5, reviewCount: 90 }),
      item({ ...same, id: 'a', rating: 4.0, reviewCount: 999 }),
      item({ ...same, id: 'e', rating: 4.9, reviewCount: 1 }),
    ];
    expect(rankRecommendations(items, user, 'fall').map((x) => x.id)).toEqual(['e', 'd', 'b', 'c', 'a']);
    expect(rankRecommendations([...items].reverse(), user, 'fall').map((x) => x.id)).toEqual(['e', 'd', 'b', 'c', 'a']);
  });

  it('honours a smaller limit and rejects a bad one', () => {
    const items = ['a', 'b', 'c'].map((id) => item({ id }));
    expect(rankRecommendations(items, user, 'fall', 2)).toHaveLength(2);
    expect(rankRecommendations(items, user, 'fall', 0)).toEqual([]);
    expect(() => rankRecommendations(items, user, 'fall', -1)).toThrow(RangeError);
  });
});

describe('properties', () => {
  const seasonArb = fc.constantFrom('spring', 'summer', 'fall', 'winter' as const);

  it('keeps every score within its bounds', () => {
    fc.assert(
      fc.property(scoringItemArb, scoringProfileArb, seasonArb, (x, user, season) => {
        const scored = scoreItem(x, user, season);
        for (const score of [scored.personalityScore, scored.budgetMatch, scored.overallScore]) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        }
        expect([50, 80]).toContain(scored.seasonalRelevance);
        expect(scored.personalityScore % 5).toBe(0);
        // the overall score never falls below the seasonal floor of 0.2 × 50
        expect(scored.overallScore).toBeGreaterThanOrEqual(10);
      }),
      { seed: 4101, numRuns: 500 },
    );
  });

  it('ranks a sorted subset of the input of at most the limit, whatever the input order', () => {
    fc.assert(
      fc.property(
        scoringItemsArb,
        scoringProfileArb,
        seasonArb,
        fc.integer({ min: 0, max: 20 }),
        (items, user, season, limit) => {
          const ranked = rankRecommendations(items, user, season, limit);
          expect(ranked.length).toBe(Math.min(limit, items.length));
          const ids = new Set(items.map((x) => x.id));
          expect(new Set(ranked.map((x) => x.id)).size).toBe(ranked.length);
          for (const x of ranked) expect(ids.has(x.id)).toBe(true);
          for (let i = 1; i < ranked.length; i += 1)
            expect(ranked[i - 1]!.overallScore).toBeGreaterThanOrEqual(ranked[i]!.overallScore);
          // no item left out scores better than the last one kept
          const kept = new Set(ranked.map((x) => x.id));
          const last = ranked.at(-1);
          if (last) {
            for (const x of items)
              if (!kept.has(x.id))
                expect(scoreItem(x, user, season).overallScore).toBeLessThanOrEqual(last.overallScore);
          }
          expect(rankRecommendations([...items].reverse(), user, season, limit)).toEqual(ranked);
        },
      ),
      { seed: 4102, numRuns: 300 },
    );
  });
});
