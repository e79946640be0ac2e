import type { BUDGETS, INTERESTS, TRAVEL_STYLES as ONBOARDING_TRAVEL_STYLES } from '@escazo/contracts/account';
import {
  DEFAULT_PREFERENCES,
  PREFERENCE_CHIPS,
  SEASONS,
  type PreferenceChip,
  type PreferenceId,
  type Season,
  type TRAVEL_STYLES,
} from '@escazo/contracts/recommendations';
import { seasonOf } from './scoring.ts';

export type TravelStyle = (typeof TRAVEL_STYLES)[number];

export type PreferenceTraits = {
  travelStyle: TravelStyle;
  /** Whole USD per person. */
  budgetRange: { min: number; max: number };
  groupSize: 'solo' | 'couple' | 'family';
  activityLevel: 'high' | 'moderate';
};

/** The documented budget range of each travel style. */
export const BUDGET_RANGES = {
  budget: { min: 20, max: 100 },
  'mid-range': { min: 50, max: 200 },
  luxury: { min: 200, max: 1000 },
} as const satisfies Record<TravelStyle, { min: number; max: number }>;

/**
 * The profile traits the chips imply. The 'luxury' and 'budget' chips set the travel style; with
 * both picked, luxury wins (it is named first in the rule); with neither, mid-range. 'family' gives
 * a family group and 'romantic' a couple; with both, family wins (the group that travels together
 * is the larger one); with neither, solo. 'adventure' gives high activity, anything else moderate.
 */
export function derivePreferenceTraits(interests: readonly PreferenceId[]): PreferenceTraits {
  const has = (id: PreferenceId) => interests.includes(id);
  const travelStyle: TravelStyle = has('luxury') ? 'luxury' : has('budget') ? 'budget' : 'mid-range';
  return {
    travelStyle,
    budgetRange: { ...BUDGET_RANGES[travelStyle] },
    groupSize: has('family') ? 'family' : has('romantic') ? 'couple' : 'solo',
    activityLevel: has('adventure') ? 'high' : 'moderate',
  };
}

/** The chip each onboarding interest stands for. */
const CHIP_OF_INTEREST = {
  food: 'food',
  nature: 'nature',
  history: 'history',
  shopping: 'shopping',
  sports: 'adventure',
  photography: 'photography',
  wellness: 'relaxation',
  festivals: 'culture',
} as const satisfies Record<(typeof INTERESTS)[number], PreferenceId>;

/** The chip each onboarding travel style stands for; business and solo trips have none. */
const CHIP_OF_TRAVEL_STYLE = {
  adventure: 'adventure',
  relaxation: 'relaxation',
  culture: 'culture',
  nightlife: 'nightlife',
  family: 'family',
  romantic: 'romantic',
  business: null,
  solo: null,
} as const satisfies Record<(typeof ONBOARDING_TRAVEL_STYLES)[number], PreferenceId | null>;

/** The chip each onboarding budget stands for; a mid-range budget has none (it is the style without a chip). */
const CHIP_OF_BUDGET = {
  budget: 'budget',
  'mid-range': null,
  luxury: 'luxury',
  premium: 'luxury',
} as const satisfies Record<(typeof BUDGETS)[number], PreferenceId | null>;

const chipOf = (table: Record<string, PreferenceId | null>, value: string): PreferenceId | null =>
  Object.hasOwn(table, value) ? (table[value] ?? null) : null;

/**
 * The chips implied by the onboarding answers (interests, travel styles and the budget, null when
 * unanswered), each once, in chip order; unknown answers are ignored. When nothing maps, the
 * documented default chips (also in chip order).
 */
export function preferencesFromOnboarding(
  interests: readonly string[],
  travelStyles: readonly string[],
  budget: string | null,
): PreferenceId[] {
  const picked = [
    ...interests.map((value) => chipOf(CHIP_OF_INTEREST, value)),
    ...travelStyles.map((value) => chipOf(CHIP_OF_TRAVEL_STYLE, value)),
    budget === null ? null : chipOf(CHIP_OF_BUDGET, budget),
  ].filter((id) => id !== null);
  return inChipOrder(picked.length > 0 ? picked : DEFAULT_PREFERENCES);
}

/** The chips, each once, in the documented chip order. */
export function inChipOrder(ids: readonly PreferenceId[]): PreferenceId[] {
  const chosen = new Set(ids);
  return PREFERENCE_CHIPS.map((chip) => chip.id).filter((id) => chosen.has(id));
}

/** Every chip, in the documented order, marked when selected. */
export function preferenceChips(selected: readonly PreferenceId[]): PreferenceChip[] {
  const chosen = new Set(selected);
  return PREFERENCE_CHIPS.map(({ id, label }) => ({ id, label, selected: chosen.has(id) }));
}

/** The seasons of calendar months 1-12 (as the knowledge base lists best months), each once, in season order. */
export function seasonsOfMonths(months: readonly number[]): Season[] {
  const seasons = new Set(months.map((month) => seasonOf(month - 1)));
  return SEASONS.filter((season) => seasons.has(season));
}
