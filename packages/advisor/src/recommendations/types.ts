import type { PreferenceId, RecommendationTag, RecommendationType, Season } from '@escazo/contracts/recommendations';

export type ScoringItem = {
  id: string;
  type: RecommendationType;
  tags: readonly RecommendationTag[];
  bestTime: readonly Season[];
  /** Whole USD per person. */
  priceRange: { min: number; max: number };
  rating: number;
  reviewCount: number;
};

export type ScoringProfile = {
  interests: readonly PreferenceId[];
  activityLevel: 'high' | 'moderate' | 'low';
  groupSize: 'solo' | 'couple' | 'family';
  budgetRange: { min: number; max: number };
};

/** Seasonal relevance: in season when the item's best time holds the current season. */
export const IN_SEASON = 80;
export const OFF_SEASON = 50;
export type SeasonalRelevance = typeof IN_SEASON | typeof OFF_SEASON;

/** The scores attached to a scored item, each rounded to one decimal (see `scoreItem`). */
export type Scores = {
  personalityScore: number;
  seasonalRelevance: SeasonalRelevance;
  budgetMatch: number;
  overallScore: number;
};
