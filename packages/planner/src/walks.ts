import type { Interest } from '@escazo/contracts/planning-options';
import { greatCircleKm } from '@escazo/rides';
import type { PlannerPlace, WeeklyOpening } from './types.ts';

/** A neighbourhood walk: 08:00 to 20:00 every day, free, about two hours (up to three to fill a wait). */
const WALK_OPENING: WeeklyOpening = Array.from({ length: 7 }, () => [[8 * 60, 20 * 60] as const]);
export const WALK_MINUTES = 120;
/** A neighbourhood needs this many sights for a walk around it. */
const MIN_SIGHTS = 2;

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * One walk per neighbourhood with at least two sights: starting at its most central sight (the one
 * nearest the others in total), tagged with the interests its sights share most. These are catalogue
 * places (kind 'experience', `walk: true`) the planner uses only to fill a gap in a day.
 */
export function neighbourhoodWalks(places: readonly PlannerPlace[]): PlannerPlace[] {
  const byArea = new Map<string, PlannerPlace[]>();
  for (const place of places) {
    if (place.kind === 'restaurant' || place.walk) continue;
    byArea.set(place.neighbourhood, [...(byArea.get(place.neighbourhood) ?? []), place]);
  }
  const ids = new Set(places.map((p) => p.id));
  const walks: PlannerPlace[] = [];
  for (const [area, sights] of byArea) {
    if (sights.length < MIN_SIGHTS) continue;
    const centre = sights.reduce((best, s) => (spread(s, sights) < spread(best, sights) ? s : best));
    const id = `walk-${slug(area)}`;
    if (ids.has(id)) continue;
    walks.push({
      id,
      name: `Walk around ${area}`,
      kind: 'experience',
      lat: centre.lat,
      lon: centre.lon,
      neighbourhood: area,
      opening: WALK_OPENING,
      visitMinutes: WALK_MINUTES,
      priceMinor: 0,
      tags: sharedTags(sights),
      meals: [],
      priceLevel: null,
      walk: true,
    });
  }
  return walks;
}

const spread = (place: PlannerPlace, all: readonly PlannerPlace[]) =>
  all.reduce((sum, other) => sum + greatCircleKm(place, other), 0);

/** The two tags most of the sights carry (ties in the first sight's order). */
function sharedTags(sights: readonly PlannerPlace[]): Interest[] {
  const counts = new Map<Interest, number>();
  for (const sight of sights) for (const tag of sight.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([tag]) => tag);
}
