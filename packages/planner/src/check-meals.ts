import { describe, hasFlight, type RuleCheck } from './check-common.ts';
import { DAY_END, DAY_START, MEAL_WINDOWS } from './meals.ts';
import { formatMinute } from './time.ts';
import type { PlanDay, PlanItem } from './types.ts';

/**
 * Days run from 08:00 to 23:00 (flights, and on flight days the check-in or check-out and the
 * transfers to and from the airport, excepted). A full day (no flight) has exactly one lunch within
 * 11:30–14:30 and one dinner within 18:00–21:30 at restaurants serving that meal; on a flight day
 * the meals that fit are placed, at most one of each.
 */
export function checkMeals(days: readonly PlanDay[], { placeById, report }: RuleCheck): void {
  for (const day of days) {
    const flightDay = hasFlight(day);
    day.items.forEach((item, i) => {
      if (item.type === 'flight' || (flightDay && flightLinked(day.items, i))) return;
      if (item.start < DAY_START || item.end > DAY_END) {
        report(
          'meals',
          day.date,
          `${describe(item)} is outside the day (${formatMinute(DAY_START)}–${formatMinute(DAY_END)})`,
        );
      }
    });
    const counts = { lunch: 0, dinner: 0 };
    for (const item of day.items) {
      if (item.type !== 'dining') continue;
      if (item.meal !== 'lunch' && item.meal !== 'dinner') {
        report('meals', day.date, `${describe(item)} is neither lunch nor dinner`);
        continue;
      }
      counts[item.meal]++;
      const window = MEAL_WINDOWS[item.meal];
      if (item.start < window.from || item.end > window.to) {
        report(
          'meals',
          day.date,
          `${describe(item)} is outside ${item.meal} time (${formatMinute(window.from)}–${formatMinute(window.to)})`,
        );
      }
      const place = item.placeId ? placeById.get(item.placeId) : undefined;
      if (place && !place.meals.includes(item.meal))
        report('meals', day.date, `${place.name} does not serve ${item.meal}`);
    }
    for (const meal of ['lunch', 'dinner'] as const) {
      const window = MEAL_WINDOWS[meal];
      if (counts[meal] > 1)
        report('meals', day.date, `${counts[meal]} ${meal === 'lunch' ? 'lunches' : 'dinners'} on one day`);
      else if (counts[meal] === 0 && !flightDay) {
        report('meals', day.date, `No ${meal} between ${formatMinute(window.from)} and ${formatMinute(window.to)}`);
      }
    }
  }
}

/** On a flight day, lodging items and the transfers to and from the airport keep the flight's hours. */
function flightLinked(items: readonly PlanItem[], index: number): boolean {
  const item = items[index]!;
  if (item.type === 'accommodation') return true;
  if (item.type !== 'transport') return false;
  return items[index - 1]?.type === 'flight' || items[index + 1]?.type === 'flight';
}
