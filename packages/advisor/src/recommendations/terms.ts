import { PREFERENCE_CHIPS, type PreferenceId, type RecommendationTag } from '@escazo/contracts/recommendations';
import type { ScoringItem, ScoringProfile } from './types.ts';

/**
 * The individual terms of the personality score, shared by the scorer and the reason line so that
 * a reason never claims a term that did not score.
 */

/** The group type that earns the group bonus with each item tag. */
const GROUP_TAG = { couple: 'romantic', family: 'family', solo: 'solo' } as const satisfies Record<
  ScoringProfile['groupSize'],
  RecommendationTag
>;

/** The user's interests the item is tagged with, each counted once, in chip order. */
export function matchedInterests(
  item: Pick<ScoringItem, 'tags'>,
  profile: Pick<ScoringProfile, 'interests'>,
): PreferenceId[] {
  const tags = new Set<RecommendationTag>(item.tags);
  const interests = new Set(profile.interests);
  return PREFERENCE_CHIPS.map((chip) => chip.id).filter((id) => interests.has(id) && tags.has(id));
}

/** High activity with an 'adventure' item, or low activity with a 'peaceful' one. */
export function activityMatches(
  item: Pick<ScoringItem, 'tags'>,
  profile: Pick<ScoringProfile, 'activityLevel'>,
): boolean {
  if (profile.activityLevel === 'high') return item.tags.includes('adventure');
  if (profile.activityLevel === 'low') return item.tags.includes('peaceful');
  return false;
}

/** A couple with a 'romantic' item, a family with a 'family' one, a solo traveller with a 'solo' one. */
export function groupMatches(item: Pick<ScoringItem, 'tags'>, profile: Pick<ScoringProfile, 'groupSize'>): boolean {
  return item.tags.includes(GROUP_TAG[profile.groupSize]);
}

export const midpoint = (range: { min: number; max: number }): number => (range.min + range.max) / 2;
