import { describe, dayWeekday, isVisit, type RuleCheck } from './check-common.ts';
import { weekdayName } from './dates.ts';
import { shortestVisit, withinOpening } from './opening.ts';
import type { PlanDay } from './types.ts';

/** Every visit lies inside one opening range of its weekday and lasts its typical length (or, shortened, at least half). */
export function checkOpeningHours(days: readonly PlanDay[], { placeById, report }: RuleCheck): void {
  for (const day of days) {
    const weekday = dayWeekday(day);
    for (const item of day.items) {
      if (!isVisit(item)) continue;
      const place = item.placeId ? placeById.get(item.placeId) : undefined;
      if (!place) continue;
      if (!withinOpening(place, weekday, item.start, item.end)) {
        report(
          'opening-hours',
          day.date,
          `${describe(item)} is not within its opening hours on ${weekdayName(day.date)}`,
        );
      }
      const minutes = item.end - item.start;
      if (minutes >= place.visitMinutes) continue;
      if (!item.shortened)
        report(
          'opening-hours',
          day.date,
          `${describe(item)} is shorter than its ${place.visitMinutes} minutes and not marked shortened`,
        );
      else if (minutes < shortestVisit(place.visitMinutes)) {
        report('opening-hours', day.date, `${describe(item)} is cut below half of its ${place.visitMinutes} minutes`);
      }
    }
  }
}
