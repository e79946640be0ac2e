import { hasNights } from './dates.ts';
import { type RuleCheck } from './check-common.ts';
import type { PlanDay } from './types.ts';

export const NO_LODGING_MESSAGE = 'No hotel or stay has rooms for these nights and travelers';

/** Visits are real catalogue places of the right kind; no sight twice; a trip with nights has somewhere to sleep. */
export function checkCatalogue(days: readonly PlanDay[], { context, placeById, report }: RuleCheck): void {
  if (hasNights(context) && context.base === null) report('catalogue', undefined, NO_LODGING_MESSAGE);
  const seen = new Map<string, string>();
  for (const day of days) {
    for (const item of day.items) {
      if (item.type !== 'attraction' && item.type !== 'dining') continue;
      const place = item.placeId ? placeById.get(item.placeId) : undefined;
      if (!place) {
        report('catalogue', day.date, `${item.title} is not a place of this destination`);
        continue;
      }
      const kindFits =
        item.type === 'dining'
          ? place.kind === 'restaurant'
          : place.kind === 'attraction' || place.kind === 'experience';
      if (!kindFits)
        report(
          'catalogue',
          day.date,
          `${place.name} is a ${place.kind}, not a ${item.type === 'dining' ? 'restaurant' : 'sight'}`,
        );
      if (item.type === 'attraction') {
        const earlier = seen.get(place.id);
        if (earlier) report('catalogue', day.date, `${place.name} is already visited on ${earlier}`);
        else seen.set(place.id, day.date);
      }
    }
  }
}
