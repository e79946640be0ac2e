import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@escazo/contracts/recommendations';
import { filterRecommendations, type ListFilters } from './filter-recommendations.ts';

const item = (id: string, overrides: Partial<Recommendation> = {}): Recommendation => ({
  id,
  title: id,
  type: 'activity',
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
  category: 'Activity',
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
  ...overrides,
});

const none: ListFilters = { search: '', price: 'all', rating: 'all', category: 'all', sort: 'relevance' };
const ids = (list: Recommendation[]) => list.map((r) => r.id);

describe('filterRecommendations', () => {
  it('without filters keeps every item, ranked by overall score, ties by id', () => {
    const list = [item('b', { overallScore: 70 }), item('c', { overallScore: 90 }), item('a', { overallScore: 70 })];
    expect(ids(filterRecommendations(list, none))).toEqual(['c', 'a', 'b']);
  });

  it('searches title, location, description and tags, ignoring case and accents', () => {
    const list = [
      item('title', { title: 'Musée du Louvre' }),
      item('location', { location: 'Zürich, Switzerland' }),
      item('description', { description: 'Sunset CRUISE on the river' }),
      item('tag', { tags: ['food'] }),
      item('other', { title: 'Elsewhere', location: 'Rome, Italy', description: 'Ruins.' }),
    ];
    expect(ids(filterRecommendations(list, { ...none, search: 'musee' }))).toEqual(['title']);
    expect(ids(filterRecommendations(list, { ...none, search: 'ZURICH' }))).toEqual(['location']);
    expect(ids(filterRecommendations(list, { ...none, search: 'cruise' }))).toEqual(['description']);
    expect(ids(filterRecommendations(list, { ...none, search: 'food' }))).toEqual(['tag']);
    expect(ids(filterRecommendations(list, { ...none, search: 'dining' }))).toEqual(['tag']);
    expect(ids(filterRecommendations(list, { ...none, search: '   ' }))).toHaveLength(5);
  });

  it('filters price on the lowest price: budget below 50, moderate 50 up to 150, luxury from 150', () => {
    const list = [0, 49, 50, 149, 150, 900].map((min) => item(`p${min}`, { priceRange: { min, max: min + 10 } }));
    expect(ids(filterRecommendations(list, { ...none, price: 'budget', sort: 'price-low' }))).toEqual(['p0', 'p49']);
    expect(ids(filterRecommendations(list, { ...none, price: 'moderate', sort: 'price-low' }))).toEqual([
      'p50',
      'p149',
    ]);
    expect(ids(filterRecommendations(list, { ...none, price: 'luxury', sort: 'price-low' }))).toEqual(['p150', 'p900']);
  });

  it('keeps ratings at or above the threshold', () => {
    const list = [3.4, 3.5, 3.9, 4.0, 4.4, 4.5, 5].map((rating) => item(`r${rating}`, { rating }));
    expect(
      filterRecommendations(list, { ...none, rating: '4.5' })
        .map((r) => r.rating)
        .sort(),
    ).toEqual([4.5, 5]);
    expect(
      filterRecommendations(list, { ...none, rating: '4.0' })
        .map((r) => r.rating)
        .sort(),
    ).toEqual([4, 4.4, 4.5, 5]);
    expect(filterRecommendations(list, { ...none, rating: '3.5' })).toHaveLength(6);
  });

  it('keeps one category (the item type)', () => {
    const list = [item('h', { type: 'hotel' }), item('r', { type: 'restaurant' }), item('d', { type: 'destination' })];
    expect(ids(filterRecommendations(list, { ...none, category: 'hotel' }))).toEqual(['h']);
    expect(ids(filterRecommendations(list, { ...none, category: 'experience' }))).toEqual([]);
  });

  it('sorts by rating, reviews, lowest price and highest price, ties by id', () => {
    const list = [
      item('a', { rating: 4.1, reviewCount: 50, priceRange: { min: 30, max: 300 } }),
      item('b', { rating: 4.8, reviewCount: 900, priceRange: { min: 120, max: 130 } }),
      item('c', { rating: 4.1, reviewCount: 2000, priceRange: { min: 10, max: 300 } }),
      item('d', { rating: 3.9, reviewCount: 900, priceRange: { min: 10, max: 20 } }),
    ];
    expect(ids(filterRecommendations(list, { ...none, sort: 'rating' }))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(filterRecommendations(list, { ...none, sort: 'reviews' }))).toEqual(['c', 'b', 'd', 'a']);
    expect(ids(filterRecommendations(list, { ...none, sort: 'price-low' }))).toEqual(['c', 'd', 'a', 'b']);
    expect(ids(filterRecommendations(list, { ...none, sort: 'price-high' }))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('combines every filter and the sort, leaving the input untouched', () => {
    const list = [
      item('keep-1', {
        type: 'restaurant',
        tags: ['food'],
        rating: 4.6,
        priceRange: { min: 20, max: 40 },
        reviewCount: 10,
      }),
      item('keep-2', {
        type: 'restaurant',
        tags: ['food'],
        rating: 4.9,
        priceRange: { min: 15, max: 35 },
        reviewCount: 500,
      }),
      item('too-dear', { type: 'restaurant', tags: ['food'], rating: 4.7, priceRange: { min: 80, max: 120 } }),
      item('too-low', { type: 'restaurant', tags: ['food'], rating: 4.0, priceRange: { min: 20, max: 40 } }),
      item('not-food', {
        title: 'Night club',
        type: 'restaurant',
        tags: ['nightlife'],
        rating: 4.8,
        priceRange: { min: 20, max: 40 },
      }),
      item('a-hotel', { type: 'hotel', tags: ['food'], rating: 4.8, priceRange: { min: 20, max: 40 } }),
    ];
    const before = ids(list);
    const result = filterRecommendations(list, {
      search: 'food',
      price: 'budget',
      rating: '4.5',
      category: 'restaurant',
      sort: 'reviews',
    });
    expect(ids(result)).toEqual(['keep-2', 'keep-1']);
    expect(ids(list)).toEqual(before);
  });
});
