import { describe, locationOf, startsAtBase, type RuleCheck } from './check-common.ts';
import { airportBufferOf } from './frames.ts';
import { CHECK_IN_MINUTES, CHECK_IN_TITLE } from './items.ts';
import { legBy, sameLocation, WALK_MAX_ROAD_KM } from './legs.ts';
import type { LatLon, PlanDay, PlanItem } from './types.ts';

const MINUTES_PER_DAY = 24 * 60;

/**
 * Every item starts before it ends, within the day (00:00 to 24:00); a check-in takes its full
 * time (a late landing leaves it cut short at midnight). Items are in time order without overlaps; between two places more than 50 m apart there is exactly
 * one transfer, long enough for its mode and priced as that mode costs; a trailing transfer goes back
 * to the lodging; the transfer before a return flight arrives two hours ahead (1.5 for a domestic one).
 */
export function checkTravel(days: readonly PlanDay[], check: RuleCheck): void {
  const { context, placeById, report } = check;
  for (const day of days) {
    const items = day.items;
    items.forEach((item, i) => {
      if (!(item.start < item.end)) report('travel', day.date, `${describe(item)} does not end after it starts`);
      if (item.start < 0 || item.end > MINUTES_PER_DAY)
        report('travel', day.date, `${describe(item)} runs outside the day`);
      if (
        item.type === 'accommodation' &&
        item.title.startsWith(CHECK_IN_TITLE) &&
        item.end - item.start < CHECK_IN_MINUTES
      ) {
        report(
          'travel',
          day.date,
          `${describe(item)} is cut short at midnight: the flight lands too late to reach the lodging and check in`,
        );
      }
      const next = items[i + 1];
      if (next && item.end > next.start)
        report('travel', day.date, `${describe(item)} overlaps ${describe(next)} or is out of order`);
      if (item.type === 'flight' && i > 0) {
        const before = items[i - 1]!;
        const buffer = airportBufferOf(item);
        if (before.type === 'transport' && before.end > item.start - buffer) {
          report(
            'travel',
            day.date,
            `${describe(before)} reaches the airport less than ${buffer} minutes before ${item.title}`,
          );
        }
      }
    });

    let from: LatLon | null = startsAtBase(day, context) ? context.base : null;
    let pending: PlanItem[] = [];
    for (const item of items) {
      if (item.type === 'transport') {
        pending.push(item);
        continue;
      }
      const at = locationOf(item, placeById);
      if (!at) continue;
      if (from && !sameLocation(from, at)) {
        if (pending.length === 0) report('travel', day.date, `No transfer to ${describe(item)}`);
        else checkLegs(pending, from, at, item.title, day, check);
      } else if (!from && pending.length > 0)
        report('travel', day.date, `${describe(pending[0]!)} starts from nowhere known`);
      from = at;
      pending = [];
    }
    if (pending.length > 0) {
      if (from && context.base) checkLegs(pending, from, context.base, 'the lodging', day, check);
      else report('travel', day.date, `${describe(pending[0]!)} leads nowhere: the day has no lodging to return to`);
    }
  }
}

function checkLegs(
  legs: readonly PlanItem[],
  from: LatLon,
  to: LatLon,
  toName: string,
  day: PlanDay,
  { context, report }: RuleCheck,
): void {
  if (legs.length > 1) {
    report('travel', day.date, `${legs.length} transfers in a row to ${toName}`);
    return;
  }
  const item = legs[0]!;
  if (!item.mode) {
    report('travel', day.date, `${describe(item)} has no mode`);
    return;
  }
  const fares = { travelers: context.travelers, transitFareMinor: context.destination.transitFareMinor };
  const needed = legBy(item.mode, from, to, item.start, fares);
  if (!needed) {
    report('travel', day.date, `${describe(item)} walks ${WALK_MAX_ROAD_KM} km or more`);
    return;
  }
  if (item.end - item.start < needed.minutes) {
    report('travel', day.date, `${describe(item)} is shorter than the ${needed.minutes} minutes it needs`);
  }
  if (item.costMinor !== needed.costMinor) {
    report('travel', day.date, `${describe(item)} costs ${item.costMinor} instead of ${needed.costMinor}`);
  }
}
