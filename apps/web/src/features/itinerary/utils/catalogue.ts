import { isoWeekday } from '@escazo/contracts/dates';
import type { Plan, PlanningPlace } from '@escazo/contracts/planning';
import { WEEKDAYS } from '@escazo/contracts/planning-options';

/** A place's opening hours on a calendar day ('09:00-18:00' ranges); empty when closed. */
export function hoursOn(place: Pick<PlanningPlace, 'hours'>, date: string): string[] {
  const weekday = WEEKDAYS[isoWeekday(date) - 1];
  return weekday ? place.hours[weekday] : [];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * What Add Activity offers: the destination's attractions and experiences that are not in the
 * plan yet, matching the search text in their name, neighbourhood or interests; by name.
 */
export function placesToAdd(
  places: readonly PlanningPlace[],
  plan: Pick<Plan, 'days'>,
  search: string,
): PlanningPlace[] {
  const planned = new Set(plan.days.flatMap((day) => day.items.map((item) => item.placeId)).filter(Boolean));
  const words = fold(search).split(/\s+/).filter(Boolean);
  return places
    .filter((place) => place.kind !== 'restaurant' && !planned.has(place.id))
    .filter((place) => {
      const text = fold([place.name, place.neighbourhood, ...place.tags].join(' '));
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
