import fc from 'fast-check';
import {
  ACTIVITY_LEVELS,
  GROUP_SIZES,
  PREFERENCE_IDS,
  RECOMMENDATION_TAGS,
  RECOMMENDATION_TYPES,
  SEASONS,
  type Recommendation,
} from '@escazo/contracts/recommendations';
import type { ScoringItem, ScoringProfile } from '../types.ts';

/** A whole-USD range with min ≤ max. */
export const priceRangeArb = fc
  .tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }))
  .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));

export const ratingArb = fc.integer({ min: 10, max: 50 }).map((r) => r / 10);

export const scoringItemArb: fc.Arbitrary<ScoringItem> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 8 }),
  type: fc.constantFrom(...RECOMMENDATION_TYPES),
  tags: fc.array(fc.constantFrom(...RECOMMENDATION_TAGS), { maxLength: 12 }),
  bestTime: fc.uniqueArray(fc.constantFrom(...SEASONS)),
  priceRange: priceRangeArb,
  rating: ratingArb,
  reviewCount: fc.integer({ min: 0, max: 50_000 }),
});

export const scoringItemsArb = fc.uniqueArray(scoringItemArb, { selector: (item) => item.id, maxLength: 40 });

export const scoringProfileArb: fc.Arbitrary<ScoringProfile> = fc.record({
  interests: fc.uniqueArray(fc.constantFrom(...PREFERENCE_IDS)),
  activityLevel: fc.constantFrom(...ACTIVITY_LEVELS),
  groupSize: fc.constantFrom(...GROUP_SIZES),
  budgetRange: priceRangeArb,
});

const words = [
  'Zürich',
  'Café',
  'Louvre',
  'São Paulo',
  'museum',
  'beach',
  'Kyoto temple',
  'night market',
  'Hôtel Étoile',
];
const textArb = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }).map((parts) => parts.join(' '));

export const recommendationArb: fc.Arbitrary<Recommendation> = fc
  .record({
    item: scoringItemArb,
    title: textArb,
    location: textArb,
    description: textArb,
    personalityScore: fc.integer({ min: 0, max: 100 }),
    seasonalRelevance: fc.constantFrom(50, 80),
    budgetMatch: fc.integer({ min: 0, max: 1000 }).map((b) => b / 10),
    overallScore: fc.integer({ min: 0, max: 1000 }).map((o) => o / 10),
  })
  .map(({ item, ...rest }) => ({
    ...item,
    ...rest,
    tags: [...item.tags],
    bestTime: [...item.bestTime],
    price: '$$',
    image: '/images/item.jpg',
    gallery: [],
    highlights: [],
    reason: '',
    category: item.type,
    duration: '3 h',
    availability: '',
    discount: null,
    trending: false,
    featured: false,
    link: `/recommendations/${item.id}`,
  }));

export const recommendationsArb = fc.uniqueArray(recommendationArb, { selector: (item) => item.id, maxLength: 30 });
