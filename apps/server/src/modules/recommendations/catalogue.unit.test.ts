import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { destinationSchema, type DestinationData, type PlaceData } from '@escazo/knowledge';
import { destinationTags, leadSentences, weightedRating } from './catalogue-destinations.ts';
import { placeTags, visitLength } from './catalogue-places.ts';
import { destinationTier, hotelTier, placeTier, restaurantTier } from './price-tier.ts';

const paris: DestinationData = destinationSchema.parse(
  JSON.parse(
    readFileSync(new URL('../../../../../packages/knowledge/data/destinations/paris.json', import.meta.url), 'utf8'),
  ),
);
const place = (changes: Partial<PlaceData>): PlaceData => ({ ...paris.places[0]!, ...changes });

describe('recommendations catalogue rules', () => {
  it('weights a destination’s rating by review counts, one decimal', () => {
    const rated = [place({ rating: 5, reviewCount: 300 }), place({ rating: 4, reviewCount: 100 })] as (PlaceData & {
      rating: number;
    })[];
    expect(weightedRating(rated)).toEqual({ rating: 4.8, reviewCount: 400 });
    // Without reviews, a plain mean.
    expect(
      weightedRating([place({ rating: 4.1, reviewCount: 0 }), place({ rating: 4.4, reviewCount: 0 })] as (PlaceData & {
        rating: number;
      })[]),
    ).toEqual({ rating: 4.3, reviewCount: 0 });
  });

  it('writes durations and tiers as documented', () => {
    expect([visitLength(45), visitLength(180), visitLength(150)]).toEqual(['45 min', '3 h', '2 h 30 min']);
    expect([
      destinationTier(49),
      destinationTier(50),
      destinationTier(149),
      destinationTier(399),
      destinationTier(400),
    ]).toEqual(['$', '$$', '$$', '$$$', '$$$$']);
    expect([placeTier(0), placeTier(20), placeTier(60), placeTier(150)]).toEqual(['$', '$$', '$$$', '$$$$']);
    expect([restaurantTier(1), restaurantTier(4)]).toEqual(['$', '$$$$']);
    expect([hotelTier(99), hotelTier(100), hotelTier(349), hotelTier(350)]).toEqual(['$', '$$', '$$$', '$$$$']);
  });

  it('takes the guide’s lead sentence, and the second when the first is short', () => {
    expect(leadSentences(paris.guide)).toBe(paris.guide.split('. ')[0] + '.');
    expect(leadSentences('Small and calm. Walk everywhere along the river and eat well. Come in May.')).toBe(
      'Small and calm. Walk everywhere along the river and eat well.',
    );
  });

  it('tags places from their interests and the derived rules', () => {
    expect(placeTags(place({ tags: ['Nature', 'Photography'], priceUsd: 0, kind: 'attraction' }))).toEqual([
      'nature',
      'photography',
      'relaxation',
      'family',
      'budget',
      'peaceful',
    ]);
    expect(placeTags(place({ tags: ['Nightlife', 'Adventure'], priceUsd: 4000, kind: 'experience' }))).toEqual([
      'adventure',
      'nightlife',
      'solo',
    ]);
    const fineDining = place({
      kind: 'restaurant',
      tags: ['Food'],
      priceUsd: 20_000,
      priceLevel: 4,
      cuisine: 'French',
      meals: ['dinner'],
    });
    expect(placeTags(fineDining)).toEqual(['food', 'romantic', 'luxury']);
  });

  it('tags a destination by the share of its places and its costs', () => {
    const tags = destinationTags(paris);
    // Paris: culture, history, art, food and photography each on 15 %+ of its places; luxury tier $340 a day.
    expect(tags).toEqual(expect.arrayContaining(['culture', 'history', 'art', 'food', 'photography', 'luxury']));
    expect(tags).not.toContain('beach');
    expect(tags).not.toContain('budget');
  });
});
