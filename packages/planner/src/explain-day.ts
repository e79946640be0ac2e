import { BAG_DROP_TITLE, CHECK_IN_TITLE } from './items.ts';
import { HOLE_MINUTES, middayGaps } from './fill-holes.ts';
import { airportBufferOf, type DayFrame } from './frames.ts';
import { askedFor, outOfSeason } from './seasons.ts';
import { formatMinute } from './time.ts';
import type { Interest, Pace } from '@escazo/contracts/planning-options';
import type { PlanDay, PlanItem, PlannerPlace } from './types.ts';

const MONTH = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });

/** "A", "A and B", "A, B and C". */
const listed = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

const placeOf = (item: PlanItem, placeById: ReadonlyMap<string, PlannerPlace>) =>
  (item.type === 'attraction' || item.type === 'dining') && item.placeId ? placeById.get(item.placeId) : undefined;

/**
 * Marks each visit that comes back to an area the day already left: the shortest route that keeps
 * the opening hours and meal times goes so.
 */
export function noteReturns(items: readonly PlanItem[], placeById: ReadonlyMap<string, PlannerPlace>): PlanItem[] {
  const left = new Set<string>();
  let current: string | null = null;
  return items.map((item) => {
    const area = placeOf(item, placeById)?.neighbourhood;
    if (!area || area === current) return item;
    const back = left.has(area);
    if (current) left.add(current);
    current = area;
    return back ? { ...item, note: `Back in ${area}: the opening hours and meal times set this order` } : item;
  });
}

export type ExplainInput = {
  placeById: ReadonlyMap<string, PlannerPlace>;
  interests: readonly Interest[];
  pace: Pace;
  months: readonly number[];
  /** Whether a sight open that day is still unplanned (else a wait is because every one is planned). */
  sightsLeft: (weekday: number) => boolean;
};

/** One line on why the day is shaped so: arrival or departure, its areas and interests, rest and trade-offs. */
export function explainDay(day: PlanDay, frame: DayFrame, input: ExplainInput): string {
  const { placeById } = input;
  const parts: string[] = [];
  const bagDrop = day.items.find((i) => i.type === 'accommodation' && i.title.startsWith(BAG_DROP_TITLE));
  const checkIn = day.items.find((i) => i.type === 'accommodation' && i.title.startsWith(CHECK_IN_TITLE));
  const arriving = frame.index === 0 && day.items.some((i) => i.type === 'flight' && frame.finish?.kind !== 'airport');
  if (bagDrop && checkIn && arriving)
    parts.push(
      `Arrival: bags left at the lodging at ${formatMinute(bagDrop.start)}, check-in at ${formatMinute(checkIn.start)}`,
    );
  else if (bagDrop && checkIn)
    parts.push(`Bags left at the lodging in the morning, check-in on the way back at ${formatMinute(checkIn.start)}`);
  else if (arriving) parts.push(checkIn ? `Arrival: check-in at ${formatMinute(checkIn.start)}` : 'Arrival');
  if (frame.light) parts.push('a light day after the long flight, near the lodging');

  const sights = day.items
    .map((i) => (i.type === 'attraction' ? placeOf(i, placeById) : undefined))
    .filter((p): p is PlannerPlace => !!p);
  const areas = [
    ...new Set(day.items.map((i) => placeOf(i, placeById)?.neighbourhood).filter((a): a is string => !!a)),
  ];
  const served = input.interests.filter((interest) => sights.some((s) => s.tags.includes(interest)));
  if (areas.length > 0)
    parts.push(
      `${listed(areas.slice(0, 3))}${areas.length > 3 ? ' and nearby' : ''}${served.length > 0 ? ` for ${listed(served)}` : ''}`,
    );
  else if (frame.full) parts.push('a free day: nothing else open fits it');

  for (const gap of middayGaps(day.items).filter((g) => g.to - g.from > HOLE_MINUTES))
    parts.push(
      `free time ${formatMinute(gap.from)}–${formatMinute(gap.to)}${
        input.pace === 'relaxed' || frame.light || frame.evening
          ? ' to rest'
          : input.sightsLeft(frame.weekday)
            ? ': nothing else open nearby fits then'
            : ': every sight open that day is already planned'
      }`,
    );
  for (const item of day.items.filter((i) => i.shortened))
    parts.push(`${item.title} kept short to fit its opening hours`);
  for (const place of sights) {
    if (!outOfSeason(place, input.months) || !askedFor(place, input.interests)) continue;
    const month = MONTH.format(new Date(`${day.date}T00:00:00Z`));
    parts.push(
      `${place.name} is out of season in ${month}, planned as you asked for ${listed(place.tags.filter((t) => input.interests.includes(t)))}`,
    );
  }
  const flight = day.items.find((i) => i.type === 'flight');
  if (flight && frame.finish?.kind === 'airport') {
    const transfer = day.items[day.items.indexOf(flight) - 1];
    const hours = airportBufferOf(flight) / 60;
    const kind = flight.international === false ? 'domestic' : 'international';
    parts.push(
      transfer?.type === 'transport'
        ? `departure: at the airport by ${formatMinute(transfer.end)}, ${hours} hours before the ${kind} flight`
        : 'departure day',
    );
  }
  if (parts.length === 0) parts.push(frame.full ? 'a free day to explore on your own' : 'a travel day');
  const text = parts.join('; ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}
