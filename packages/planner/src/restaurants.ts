import type { BudgetTier } from '@escazo/contracts/planning-options';
import { greatCircleKm } from '@escazo/rides';
import type { MealName } from './meals.ts';
import { MEAL_WINDOWS, TIER_PRICE_LEVELS } from './meals.ts';
import { openRanges } from './opening.ts';
import type { LatLon, PlannerPlace } from './types.ts';

/** Which restaurants a plan prefers: the tier's price levels, or the cheapest meals. */
export type DiningPreference = BudgetTier | 'cheapest';

/**
 * Extra "km" for a restaurant outside the tier's price levels: it is chosen over a nearer one at the
 * tier's levels only when that saves eating at the same place again.
 */
const OFF_LEVEL_KM = 40;
/** Extra "km" per US dollar a head when saving money: a repeat is worth saving $20 a head. */
const KM_PER_DOLLAR = 10;
/**
 * Extra "km" for each earlier meal at the same restaurant on the trip, and for one already used that
 * day: more than any two legs across a city, so a restaurant is used again only when no other one
 * serving that meal fits the day.
 */
const REPEAT_KM = 200;
const SAME_DAY_KM = 200;
/** How many of the nearest suitable restaurants are tried for a meal slot. */
const TRIED_PER_MEAL = 6;

/** Restaurants serving a meal and open during part of its window on a weekday. */
export function mealCandidates(places: readonly PlannerPlace[], meal: MealName, weekday: number): PlannerPlace[] {
  const window = MEAL_WINDOWS[meal];
  return places.filter(
    (place) =>
      place.kind === 'restaurant' &&
      place.meals.includes(meal) &&
      openRanges(place, weekday).some(([opens, closes]) => opens < window.to && closes > window.from),
  );
}

function preferencePenalty(place: PlannerPlace, preference: DiningPreference): number {
  if (preference === 'cheapest') return (place.priceMinor / 100) * KM_PER_DOLLAR;
  return place.priceLevel !== null && TIER_PRICE_LEVELS[preference].includes(place.priceLevel) ? 0 : OFF_LEVEL_KM;
}

/** Each candidate's extra "km": its prices against the preference, and earlier meals there on the trip. */
export function restaurantPenalties(
  candidates: readonly PlannerPlace[],
  preference: DiningPreference,
  tripUses: ReadonlyMap<string, number>,
): number[] {
  return candidates.map((place) => preferencePenalty(place, preference) + REPEAT_KM * (tripUses.get(place.id) ?? 0));
}

/**
 * The restaurants to try for a meal between two stops, best first: close to the previous and the next
 * stop, with the least penalty (see restaurantPenalties), never twice the same day when another will do.
 */
export function rankRestaurants(
  candidates: readonly PlannerPlace[],
  penalties: readonly number[],
  from: LatLon | null,
  to: LatLon | null,
  usedToday: ReadonlySet<string>,
): PlannerPlace[] {
  const best: PlannerPlace[] = [];
  const bestScores: number[] = [];
  candidates.forEach((place, i) => {
    const score =
      penalties[i]! +
      (from ? greatCircleKm(from, place) : 0) +
      (to ? greatCircleKm(place, to) : 0) +
      (usedToday.has(place.id) ? SAME_DAY_KM : 0);
    if (best.length === TRIED_PER_MEAL && score >= bestScores[TRIED_PER_MEAL - 1]!) return;
    // Insert in order (after equal scores, so earlier catalogue places win ties).
    let at = best.length;
    while (at > 0 && bestScores[at - 1]! > score) at--;
    best.splice(at, 0, place);
    bestScores.splice(at, 0, score);
    if (best.length > TRIED_PER_MEAL) {
      best.pop();
      bestScores.pop();
    }
  });
  return best;
}
