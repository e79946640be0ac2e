import { PACE_MAX_ATTRACTIONS } from '@escazo/contracts/planning-options';
import { dayWeekday, hasFlight, type RuleCheck } from './check-common.ts';
import { canVisitOn } from './opening.ts';
import { seasonAllows, tripMonths } from './seasons.ts';
import { interestMatches, isSight } from './select.ts';
import type { PlanDay } from './types.ts';

/**
 * At most the pace's number of sights a day; with interests, every full day sees at least one sight
 * matching them, unless every matching sight open that weekday (long enough between 08:00 and 23:00
 * for half a visit, and in season or asked for) is already planned on another day.
 */
export function checkPace(days: readonly PlanDay[], { context, placeById, report }: RuleCheck): void {
  const max = PACE_MAX_ATTRACTIONS[context.pace];
  const matches = (placeId: string | undefined) => {
    const place = placeId ? placeById.get(placeId) : undefined;
    return place !== undefined && interestMatches(place, context.interests) > 0;
  };
  const months = tripMonths(context.startDate, context.endDate);
  const sightDay = new Map<string, string>();
  for (const day of days)
    for (const item of day.items) if (item.type === 'attraction' && item.placeId) sightDay.set(item.placeId, day.date);

  for (const day of days) {
    const sights = day.items.filter((item) => item.type === 'attraction');
    if (sights.length > max)
      report('pace', day.date, `${sights.length} sights on one day, more than the ${max} of a ${context.pace} pace`);
    if (context.interests.length === 0 || hasFlight(day) || sights.some((item) => matches(item.placeId))) continue;
    const weekday = dayWeekday(day);
    const unused = context.places.find(
      (place) =>
        isSight(place) &&
        interestMatches(place, context.interests) > 0 &&
        canVisitOn(place, weekday) &&
        seasonAllows(place, months, context.interests) &&
        !sightDay.has(place.id),
    );
    if (unused)
      report(
        'pace',
        day.date,
        `No sight matching ${context.interests.join(', ')} (${unused.name} is open and not planned)`,
      );
  }
}
