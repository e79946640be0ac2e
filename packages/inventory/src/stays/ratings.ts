/**
 * Rental ratings as review sites show them: a listing's true quality is mostly 4.3-4.9, and its
 * average drifts from it by less the more reviews it has (spread ∝ 1/√reviews), so a listing with
 * a handful of reviews may show 5.0 or 3.8 while one with hundreds sits near its quality. Review
 * counts are log-uniform: many new listings, few with hundreds.
 */
import type { Rng } from '../imagery/random.ts';

export const STAY_REVIEWS: [number, number] = [3, 420];

export function stayReviewCount(rng: Rng): number {
  const [min, max] = STAY_REVIEWS;
  return Math.min(max, Math.floor(Math.exp(rng.between(Math.log(min), Math.log(max + 1)))));
}

/** A roughly normal draw (sum of three uniforms) with mean 0 and standard deviation 1. */
function normal(rng: Rng): number {
  return (rng.float() + rng.float() + rng.float() - 1.5) * 2;
}

/** 1.0-5.0, one decimal. */
export function stayRating(rng: Rng, reviewCount: number): number {
  const quality = Math.min(4.95, 4.62 + 0.14 * normal(rng));
  const observed = quality + (0.7 / Math.sqrt(reviewCount)) * normal(rng);
  return Math.round(Math.max(3, Math.min(5, observed)) * 10) / 10;
}
