import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../imagery/random.ts';
import { STAY_REVIEWS, stayRating, stayReviewCount } from './ratings.ts';

describe('stay ratings', () => {
  it('are one-decimal scores from 3.0 to 5.0 over review counts in range', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = seededRng(seed, 'rating');
        const reviews = stayReviewCount(rng);
        expect(reviews).toBeGreaterThanOrEqual(STAY_REVIEWS[0]);
        expect(reviews).toBeLessThanOrEqual(STAY_REVIEWS[1]);
        const rating = stayRating(rng, reviews);
        expect(rating).toBeGreaterThanOrEqual(3);
        expect(rating).toBeLessThanOrEqual(5);
        expect(Math.abs(rating * 10 - Math.round(rating * 10))).toBeLessThan(1e-9);
      }),
      { seed: 5104, numRuns: 500 },
    );
  });

  it('spread less the more reviews a listing has', () => {
    const spread = (reviews: number) => {
      const ratings = Array.from({ length: 400 }, (_, i) => stayRating(seededRng(i, 'spread'), reviews));
      const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      return Math.sqrt(ratings.reduce((sum, r) => sum + (r - mean) ** 2, 0) / ratings.length);
    };
    expect(spread(4)).toBeGreaterThan(spread(300));
  });
});
