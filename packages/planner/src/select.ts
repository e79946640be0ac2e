import type { Interest } from '@escazo/contracts/planning-options';
import type { PlannerPlace } from './types.ts';

/** How candidate sights are ranked: by importance, or (to save money) free and cheap ones first. */
export type SightPreference = 'best' | 'cheap';

/** An attraction or experience the planner chooses for a day (a neighbourhood walk only fills a gap). */
export const isSight = (place: PlannerPlace): boolean =>
  (place.kind === 'attraction' || place.kind === 'experience') && !place.walk;

export const interestMatches = (place: PlannerPlace, interests: readonly Interest[]): number =>
  place.tags.reduce((count, tag) => count + (interests.includes(tag) ? 1 : 0), 0);

/** Points lost for each already chosen sight sharing a tag, so the trip is not all museums. */
const REPEATED_TAG_PENALTY = 12;

/**
 * Sights in the order they should be chosen. 'best': interest match first (tags ∩ interests), then
 * catalogue order (earlier = more important), with a penalty for tags already chosen, for variety.
 * 'cheap': sights that match an interest first, then the cheapest, then catalogue order.
 */
export function rankSights(
  places: readonly PlannerPlace[],
  interests: readonly Interest[],
  preference: SightPreference,
): PlannerPlace[] {
  const sights = places.filter(isSight);
  if (preference === 'cheap') {
    const order = new Map(sights.map((p, i) => [p, i]));
    return sights.slice().sort((a, b) => {
      const match = Number(interestMatches(b, interests) > 0) - Number(interestMatches(a, interests) > 0);
      return match || a.priceMinor - b.priceMinor || order.get(a)! - order.get(b)!;
    });
  }
  const n = sights.length;
  const base = sights.map(
    (place, index) => interestMatches(place, interests) * 100 + (50 * (n - index)) / Math.max(1, n),
  );
  const chosenTags = new Map<string, number>();
  const left = new Set(sights.map((_, i) => i));
  const ranked: PlannerPlace[] = [];
  while (left.size > 0) {
    let best = -1;
    let bestScore = -Infinity;
    for (const i of left) {
      const repeats = sights[i]!.tags.reduce((sum, tag) => sum + (chosenTags.get(tag) ?? 0), 0);
      const score = base[i]! - REPEATED_TAG_PENALTY * repeats;
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    left.delete(best);
    const place = sights[best]!;
    ranked.push(place);
    for (const tag of place.tags) chosenTags.set(tag, (chosenTags.get(tag) ?? 0) + 1);
  }
  return ranked;
}
