import type { Interest } from '@escazo/contracts/planning-options';
import { tripDates } from './dates.ts';
import type { PlannerPlace } from './types.ts';

/** The interests of outdoor, weather-bound places: asking for one is asking for its places in any season. */
export const OUTDOOR_INTERESTS: readonly Interest[] = ['Beaches', 'Nature', 'Mountains', 'Wildlife'];

/** The months (1–12) the dates from `startDate` to `endDate` fall in. */
export function tripMonths(startDate: string, endDate: string): number[] {
  return [...new Set(tripDates(startDate, endDate).map((date) => Number(date.slice(5, 7))))];
}

/** Out of season: the place has a season and some month of the trip lies outside it. */
export const outOfSeason = (place: PlannerPlace, months: readonly number[]): boolean =>
  place.seasonMonths !== undefined && months.some((month) => !place.seasonMonths!.includes(month));

/** The traveller asked for the place: one of its outdoor tags is among their interests. */
export const askedFor = (place: PlannerPlace, interests: readonly Interest[]): boolean =>
  place.tags.some((tag) => OUTDOOR_INTERESTS.includes(tag) && interests.includes(tag));

/** A seasonal place is planned in its season, or out of it only when the traveller asked for it. */
export const seasonAllows = (place: PlannerPlace, months: readonly number[], interests: readonly Interest[]): boolean =>
  !outOfSeason(place, months) || askedFor(place, interests);
