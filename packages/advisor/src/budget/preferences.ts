import type { BudgetPreference } from '@escazo/contracts/budget';
import type { BudgetTier, Interest } from '@escazo/contracts/planning-options';
import { monthOf } from './format.ts';
import type { DestinationInput } from './types.ts';

/**
 * The cost index tier a trip is priced at: 'luxury' picks the luxury tier (and 4-5 star hotels),
 * 'budget' the budget tier (and the cheapest lodging); otherwise, or when both are asked (they
 * cancel out), the moderate tier.
 */
export function tierFor(preferences: readonly BudgetPreference[]): BudgetTier {
  const luxury = preferences.includes('luxury');
  const budget = preferences.includes('budget');
  if (luxury && !budget) return 'luxury';
  if (budget && !luxury) return 'budget';
  return 'moderate';
}

type TagPreference = Exclude<BudgetPreference, 'luxury' | 'budget'>;

/**
 * The guide's place tags that make a destination good for each preference. 'relaxation' reads
 * beaches and nature as the peaceful places; 'family' reads wildlife and nature, and counts every
 * free attraction too (what a family can do without tickets for everyone). 'luxury' and 'budget'
 * choose the spending tier instead.
 */
export const PREFERENCE_TAGS: Readonly<Record<TagPreference, readonly Interest[]>> = {
  beach: ['Beaches'],
  adventure: ['Adventure', 'Mountains'],
  cultural: ['Culture', 'History', 'Art'],
  nature: ['Nature', 'Wildlife', 'Mountains'],
  food: ['Food'],
  shopping: ['Shopping'],
  relaxation: ['Beaches', 'Nature'],
  family: ['Wildlife', 'Nature'],
};

/** How a reasoning names each preference: "8 of 28 places for food". */
const PREFERENCE_WORDS: Readonly<Record<TagPreference, string>> = {
  beach: 'the beach',
  adventure: 'adventure',
  cultural: 'culture',
  nature: 'nature',
  food: 'food',
  shopping: 'shopping',
  relaxation: 'relaxing',
  family: 'families',
};

/** When this share of a guide's places suits a preference, the destination fully matches it. */
const FULL_MATCH_SHARE = 0.3;
/** The match score's weights: the preferences' place coverage, and the season. */
const INTEREST_WEIGHT = 0.7;
const SEASON_WEIGHT = 0.3;

const isTagPreference = (p: BudgetPreference): p is TagPreference => p in PREFERENCE_TAGS;

/** The guide's places that suit one preference. */
function placesFor(destination: Pick<DestinationInput, 'places'>, preference: TagPreference): number {
  const tags = PREFERENCE_TAGS[preference];
  return destination.places.filter(
    (place) => place.tags.some((tag) => tags.includes(tag)) || (preference === 'family' && place.free),
  ).length;
}

/** 1 in a best month, 0.5 next to one (the shoulder season), else 0. */
export function seasonFit(bestMonths: readonly number[], startDate: string): number {
  const month = monthOf(startDate);
  if (bestMonths.includes(month)) return 1;
  const before = month === 1 ? 12 : month - 1;
  const after = month === 12 ? 1 : month + 1;
  return bestMonths.includes(before) || bestMonths.includes(after) ? 0.5 : 0;
}

export type Match = { score: number; reasons: string[] };

/**
 * 0-100: 70 % how well the guide's places cover the preferences (each preference's share of places,
 * full at 30 %, averaged; full when no place preference was asked), 30 % the season of the start date.
 */
export function matchOf(
  destination: Pick<DestinationInput, 'places' | 'bestMonths'>,
  preferences: readonly BudgetPreference[],
  startDate: string,
): Match {
  const wanted = preferences.filter(isTagPreference);
  const total = destination.places.length;
  const counts = wanted.map((preference) => ({ preference, count: placesFor(destination, preference) }));
  const coverage =
    wanted.length === 0 || total === 0
      ? wanted.length === 0
        ? 1
        : 0
      : counts.reduce((sum, { count }) => sum + Math.min(1, count / total / FULL_MATCH_SHARE), 0) / wanted.length;
  const score = Math.round(
    100 * (INTEREST_WEIGHT * coverage + SEASON_WEIGHT * seasonFit(destination.bestMonths, startDate)),
  );
  const reasons = counts
    .filter(({ count }) => count > 0)
    .map(({ preference, count }) => `${count} of ${total} places in the guide for ${PREFERENCE_WORDS[preference]}`);
  return { score: Math.max(0, Math.min(100, score)), reasons };
}
