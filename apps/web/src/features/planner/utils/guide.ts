import type { Interest } from '@escazo/contracts/planning-options';
import { INTERESTS } from '@escazo/contracts/planning-options';
import type { PlanningPlace } from '@escazo/contracts/planning';

export type SightGroup = { interest: Interest; places: PlanningPlace[] };

/**
 * Attractions and experiences grouped by their main interest (their first tag), in the order of
 * the interests list; untagged sights go with Culture. Each group sorted by name.
 */
export function groupSights(places: readonly PlanningPlace[]): SightGroup[] {
  const groups = new Map<Interest, PlanningPlace[]>();
  for (const place of places) {
    if (place.kind === 'restaurant') continue;
    const interest = place.tags[0] ?? 'Culture';
    groups.set(interest, [...(groups.get(interest) ?? []), place]);
  }
  return INTERESTS.filter((interest) => groups.has(interest)).map((interest) => ({
    interest,
    places: groups.get(interest)!.sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

/** Restaurants, cheapest price level first, then by name. */
export function restaurantsOf(places: readonly PlanningPlace[]): PlanningPlace[] {
  return places
    .filter((p) => p.kind === 'restaurant')
    .sort((a, b) => (a.priceLevel ?? 0) - (b.priceLevel ?? 0) || a.name.localeCompare(b.name));
}

/** Month numbers (1-12) as names in the given language: [4, 5] → ['April', 'May']. */
export function monthNames(months: readonly number[], locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return months.filter((m) => m >= 1 && m <= 12).map((m) => format.format(new Date(Date.UTC(2000, m - 1, 1))));
}

/** Items as one list in the given language ('April, May, and June'); `unit` lists without a conjunction. */
export function formatList(
  items: readonly string[],
  locale: string,
  type: 'conjunction' | 'unit' = 'conjunction',
): string {
  return new Intl.ListFormat(locale, { style: 'long', type }).format(items);
}
