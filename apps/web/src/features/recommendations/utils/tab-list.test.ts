import { describe, expect, it } from 'vitest';
import {
  RECOMMENDATION_TYPES,
  type ListsByType,
  type Recommendation,
  type RecommendationsResponse,
  type RecommendationType,
} from '@escazo/contracts/recommendations';
import { nothingTrending, tabList } from './tab-list.ts';

const item = (id: string, type: RecommendationType): Recommendation => ({
  id,
  title: id,
  type,
  location: 'Paris, France',
  rating: 4.2,
  reviewCount: 100,
  price: '$$',
  priceRange: { min: 60, max: 90 },
  image: `/images/${id}.svg`,
  gallery: [],
  description: 'A place to see.',
  highlights: [],
  tags: [],
  reason: 'Matches your interests',
  category: type,
  duration: '3 h',
  bestTime: ['spring'],
  availability: 'Open today 09:00-18:00',
  discount: null,
  trending: false,
  featured: false,
  personalityScore: 40,
  seasonalRelevance: 50,
  budgetMatch: 50,
  overallScore: 50,
  link: `/explore/${id}`,
});

/** Each type's list of a tab: two items named after the tab and the type. */
const byTypeOf = (tab: string): ListsByType =>
  Object.fromEntries(
    RECOMMENDATION_TYPES.map((type) => [type, [item(`${tab}-${type}-1`, type), item(`${tab}-${type}-2`, type)]]),
  ) as ListsByType;

const response = (overrides: Partial<RecommendationsResponse> = {}): RecommendationsResponse => ({
  forYou: [item('for-you-all', 'hotel')],
  trending: [item('trending-all', 'destination')],
  featured: [item('featured-all', 'destination')],
  byType: { forYou: byTypeOf('for-you'), trending: byTypeOf('trending'), featured: byTypeOf('featured') },
  favorites: [item('fav-hotel', 'hotel'), item('fav-restaurant', 'restaurant')],
  bookmarks: [],
  stats: { favorites: 2, recommendations: 1, averageRating: 4.2, newThisWeek: 1 },
  profile: {
    preferredDestinations: [],
    budgetRange: { min: 50, max: 300 },
    travelStyle: 'mid-range',
    interests: ['culture'],
    seasonalPreferences: [],
    groupSize: 'couple',
    activityLevel: 'moderate',
    previousBookings: 0,
    favoriteTypes: [],
    updatedAt: '2031-05-01T00:00:00.000Z',
  },
  season: 'spring',
  generatedAt: '2031-05-01T00:00:00.000Z',
  ...overrides,
});

const ids = (list: readonly Recommendation[]) => list.map((r) => r.id);

describe('tabList', () => {
  it('shows a ranked tab’s own list under All', () => {
    const data = response();
    expect(ids(tabList(data, 'for-you', 'all'))).toEqual(['for-you-all']);
    expect(ids(tabList(data, 'trending', 'all'))).toEqual(['trending-all']);
    expect(ids(tabList(data, 'featured', 'all'))).toEqual(['featured-all']);
  });

  it('shows a ranked tab’s list of the chosen type, not the All list narrowed', () => {
    const data = response();
    for (const type of RECOMMENDATION_TYPES) {
      expect(ids(tabList(data, 'for-you', type))).toEqual([`for-you-${type}-1`, `for-you-${type}-2`]);
      expect(ids(tabList(data, 'trending', type))).toEqual([`trending-${type}-1`, `trending-${type}-2`]);
      expect(ids(tabList(data, 'featured', type))).toEqual([`featured-${type}-1`, `featured-${type}-2`]);
    }
  });

  it('keeps every favourite whatever the category (the filter narrows them afterwards)', () => {
    expect(ids(tabList(response(), 'favorites', 'hotel'))).toEqual(['fav-hotel', 'fav-restaurant']);
  });
});

describe('nothingTrending', () => {
  it('is true on the Trending tab only, and only when nothing trends at all', () => {
    const quiet = response({ trending: [] });
    expect(nothingTrending(quiet, 'trending')).toBe(true);
    expect(nothingTrending(quiet, 'for-you')).toBe(false);
    expect(nothingTrending(response(), 'trending')).toBe(false);
  });
});
