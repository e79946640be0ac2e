import { RECOMMENDATION_LIMIT, type Season } from '@escazo/contracts/recommendations';
import { activityMatches, groupMatches, matchedInterests, midpoint } from './terms.ts';
import {
  IN_SEASON,
  OFF_SEASON,
  type ScoringItem,
  type ScoringProfile,
  type Scores,
  type SeasonalRelevance,
} from './types.ts';

export type { ScoringItem, ScoringProfile, Scores, SeasonalRelevance } from './types.ts';

const POINTS_PER_INTEREST = 20;
const ACTIVITY_BONUS = 25;
const GROUP_BONUS = 30;
const SCORE_CAP = 100;
const WEIGHTS = { personality: 0.5, budget: 0.3, seasonal: 0.2 } as const;

/** The season of a JS month index (0 = January): 2-4 spring, 5-7 summer, 8-10 fall, otherwise winter. */
export function seasonOf(monthIndex: number): Season {
  if (!Number.isInteger(monthIndex) || monthIndex < 0 || monthIndex > 11)
    throw new RangeError(`Not a month index: ${monthIndex}`);
  if (monthIndex >= 2 && monthIndex <= 4) return 'spring';
  if (monthIndex >= 5 && monthIndex <= 7) return 'summer';
  if (monthIndex >= 8 && monthIndex <= 10) return 'fall';
  return 'winter';
}

/** 20 per matching interest, +25 for a matching activity level, +30 for a matching group type; at most 100. */
export function personalityScore(item: ScoringItem, profile: ScoringProfile): number {
  const score =
    POINTS_PER_INTEREST * matchedInterests(item, profile).length +
    (activityMatches(item, profile) ? ACTIVITY_BONUS : 0) +
    (groupMatches(item, profile) ? GROUP_BONUS : 0);
  return Math.min(SCORE_CAP, score);
}

export function seasonalRelevance(item: Pick<ScoringItem, 'bestTime'>, season: Season): SeasonalRelevance {
  return item.bestTime.includes(season) ? IN_SEASON : OFF_SEASON;
}

/**
 * "100 minus the distance between midpoints relative to half the user midpoint, floored at 0":
 * 100 − |itemMid − userMid| / (userMid / 2) × 100, at least 0. So an item priced at the user's
 * midpoint scores 100 and one half a midpoint away (or further) scores 0. A user midpoint of 0
 * has no relative distance: only an item at 0 matches then.
 */
export function budgetMatch(
  item: Pick<ScoringItem, 'priceRange'>,
  profile: Pick<ScoringProfile, 'budgetRange'>,
): number {
  const itemMid = midpoint(item.priceRange);
  const userMid = midpoint(profile.budgetRange);
  if (userMid <= 0) return itemMid === userMid ? SCORE_CAP : 0;
  return Math.max(0, SCORE_CAP - (Math.abs(itemMid - userMid) / (userMid / 2)) * SCORE_CAP);
}

export function overallScore({
  personality,
  budget,
  seasonal,
}: {
  personality: number;
  budget: number;
  seasonal: number;
}): number {
  return WEIGHTS.personality * personality + WEIGHTS.budget * budget + WEIGHTS.seasonal * seasonal;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/**
 * The item with its scores. The terms are computed at full precision; each score is rounded to one
 * decimal only here, in the output, and the overall score comes from the unrounded terms.
 */
export function scoreItem<T extends ScoringItem>(item: T, profile: ScoringProfile, season: Season): T & Scores {
  const personality = personalityScore(item, profile);
  const budget = budgetMatch(item, profile);
  const seasonal = seasonalRelevance(item, season);
  return {
    ...item,
    personalityScore: personality,
    seasonalRelevance: seasonal,
    budgetMatch: oneDecimal(budget),
    overallScore: oneDecimal(overallScore({ personality, budget, seasonal })),
  };
}

/**
 * Best first by the (shown, one-decimal) overall score; ties by rating, then review count, both
 * higher first, then id ascending, so the order never depends on the input order.
 */
export function compareScored(a: ScoringItem & Scores, b: ScoringItem & Scores): number {
  return (
    b.overallScore - a.overallScore || b.rating - a.rating || b.reviewCount - a.reviewCount || compareIds(a.id, b.id)
  );
}

const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The `limit` best items for this profile and season (at most 12 by default), best first. */
export function rankRecommendations<T extends ScoringItem>(
  items: readonly T[],
  profile: ScoringProfile,
  season: Season,
  limit: number = RECOMMENDATION_LIMIT,
): Array<T & Scores> {
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`Not a limit: ${limit}`);
  return items
    .map((item) => scoreItem(item, profile, season))
    .sort(compareScored)
    .slice(0, limit);
}
