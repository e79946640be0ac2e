import { weekdayOf } from './dates.ts';
import type { CheckContext, LatLon, PlanDay, PlanItem, PlannerPlace, RuleId, Violation } from './types.ts';
import { formatMinute } from './time.ts';

/** What every rule's check reads: the context, the catalogue by id, and a way to report. */
export type RuleCheck = {
  context: CheckContext;
  placeById: ReadonlyMap<string, PlannerPlace>;
  report: (rule: RuleId, day: string | undefined, message: string) => void;
};

export function ruleCheck(context: CheckContext, violations: Violation[]): RuleCheck {
  return {
    context,
    placeById: new Map(context.places.map((p) => [p.id, p])),
    report: (rule, day, message) => violations.push(day === undefined ? { rule, message } : { rule, day, message }),
  };
}

export const isVisit = (item: PlanItem): boolean => item.type === 'attraction' || item.type === 'dining';

/** "Louvre Museum (10:00–12:00)". */
export const describe = (item: PlanItem): string =>
  `${item.title} (${formatMinute(item.start)}–${formatMinute(item.end)})`;

/** Where an item happens: its own location, else its place's coordinates; transport items have none. */
export function locationOf(item: PlanItem, placeById: ReadonlyMap<string, PlannerPlace>): LatLon | null {
  if (item.type === 'transport') return null;
  if (item.location) return item.location;
  const place = item.placeId ? placeById.get(item.placeId) : undefined;
  return place ? { lat: place.lat, lon: place.lon } : null;
}

/** Days after the first start at the lodging (when there is one). */
export const startsAtBase = (day: PlanDay, context: CheckContext): boolean =>
  day.date !== context.startDate && context.base !== null;

export const dayWeekday = (day: PlanDay): number => weekdayOf(day.date);

export const hasFlight = (day: PlanDay): boolean => day.items.some((item) => item.type === 'flight');
