import { PREFERENCE_CHIPS, SEASONS, type PreferenceId, type Season } from '@escazo/contracts/recommendations';
import type { TravelStyle } from './profile.ts';
import { activityMatches, groupMatches, matchedInterests, midpoint } from './terms.ts';
import { IN_SEASON, type ScoringItem, type ScoringProfile, type Scores } from './types.ts';

/** A budget match from here up counts as fitting the budget. */
const FITS_BUDGET_FROM = 50;

const LABEL_OF = new Map<PreferenceId, string>(PREFERENCE_CHIPS.map((chip) => [chip.id, chip.label.toLowerCase()]));

const BUDGET_NAME: Record<TravelStyle, string> = {
  budget: 'budget',
  'mid-range': 'mid-range budget',
  luxury: 'luxury budget',
};
const GROUP_PHRASE: Record<ScoringProfile['groupSize'], string> = {
  couple: 'good for couples',
  family: 'good for families',
  solo: 'good for solo travellers',
};
const ACTIVITY_PHRASE: Record<ScoringProfile['activityLevel'], string> = {
  high: 'suits your active pace',
  moderate: '',
  low: 'suits your relaxed pace',
};

/** "a", "a and b", "a, b and c". */
function listing(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function budgetClause(item: ScoringItem & Scores, profile: ScoringProfile & { travelStyle: TravelStyle }): string {
  const budget = BUDGET_NAME[profile.travelStyle];
  if (item.budgetMatch >= FITS_BUDGET_FROM) return `fits your ${budget}`;
  const side = midpoint(item.priceRange) > midpoint(profile.budgetRange) ? 'above' : 'below';
  // A match of 0 means half a midpoint away or more: not "a little".
  return item.budgetMatch > 0 ? `a little ${side} your ${budget}` : `${side} your ${budget}`;
}

function seasonClause(item: ScoringItem & Scores, season: Season): string | null {
  if (item.seasonalRelevance === IN_SEASON) return `best in ${season}`;
  const seasons = SEASONS.filter((s) => item.bestTime.includes(s));
  return seasons.length > 0 ? `best in ${listing(seasons)}` : null;
}

/**
 * One line on why the item is recommended, built only from the terms that scored for it: the
 * matching interests, the activity and group bonuses, the budget fit and the season.
 */
export function reasonLine(
  item: ScoringItem & Scores & { title?: string },
  profile: ScoringProfile & { travelStyle: TravelStyle },
  season: Season,
): string {
  const interests = matchedInterests(item, profile).map((id) => LABEL_OF.get(id) ?? id);
  const clauses = [
    interests.length > 0 ? `matches your interest in ${listing(interests)}` : null,
    activityMatches(item, profile) ? ACTIVITY_PHRASE[profile.activityLevel] : null,
    groupMatches(item, profile) ? GROUP_PHRASE[profile.groupSize] : null,
    budgetClause(item, profile),
    seasonClause(item, season),
  ].filter((clause): clause is string => Boolean(clause));
  const line = clauses.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
