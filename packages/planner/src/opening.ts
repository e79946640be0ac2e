import { DAY_END, DAY_START } from './meals.ts';
import type { Minute, OpeningRange, PlannerPlace } from './types.ts';

/** A visit may be cut to half its typical length (rounded up), never shorter. */
export const shortestVisit = (visitMinutes: number): number => Math.ceil(visitMinutes / 2);

const mergedCache = new WeakMap<PlannerPlace, OpeningRange[][]>();

/** A place's opening ranges on a weekday (Monday = 0), sorted, with touching or overlapping ranges merged. */
export function openRanges(place: PlannerPlace, weekday: number): readonly OpeningRange[] {
  let week = mergedCache.get(place);
  if (!week) {
    week = [];
    for (let day = 0; day < 7; day++) {
      const sorted = [...(place.opening[day] ?? [])].filter(([o, c]) => c > o).sort((a, b) => a[0] - b[0]);
      const merged: [number, number][] = [];
      for (const [opens, closes] of sorted) {
        const last = merged[merged.length - 1];
        if (last && opens <= last[1]) last[1] = Math.max(last[1], closes);
        else merged.push([opens, closes]);
      }
      week.push(merged);
    }
    mergedCache.set(place, week);
  }
  return week[weekday] ?? [];
}

export function isOpenOn(place: PlannerPlace, weekday: number): boolean {
  return openRanges(place, weekday).length > 0;
}

/** Open long enough on a weekday, between 08:00 and 23:00, for at least half a visit. */
export function canVisitOn(place: PlannerPlace, weekday: number): boolean {
  const half = shortestVisit(place.visitMinutes);
  return openRanges(place, weekday).some(
    ([opens, closes]) => Math.min(closes, DAY_END) - Math.max(opens, DAY_START) >= half,
  );
}

/** True when [start, end] lies inside one opening range of that weekday. */
export function withinOpening(place: PlannerPlace, weekday: number, start: Minute, end: Minute): boolean {
  return openRanges(place, weekday).some(([opens, closes]) => start >= opens && end <= closes);
}

/** Minutes worth waiting for a full visit in a later opening range rather than a shortened one now. */
const FULL_VISIT_WAIT = 90;

export type TimedVisit = { start: Minute; end: Minute; shortened: boolean };

/**
 * The earliest visit starting at or after `earliest` and ending by `latestEnd` inside one opening range:
 * the full visit when it fits, else one cut short at closing (or at `latestEnd`) but at least half as long.
 * Null when nothing fits.
 */
export function fitVisit(place: PlannerPlace, weekday: number, earliest: Minute, latestEnd: Minute): TimedVisit | null {
  const full = place.visitMinutes;
  const half = shortestVisit(full);
  let cut: TimedVisit | null = null;
  for (const [opens, closes] of openRanges(place, weekday)) {
    const start = Math.max(earliest, opens);
    const limit = Math.min(closes, latestEnd);
    if (start + half > limit) continue;
    if (start + full <= limit) {
      // A full visit is worth a short wait, not a long one.
      if (!cut || start - cut.start <= FULL_VISIT_WAIT) return { start, end: start + full, shortened: false };
      return cut;
    }
    cut ??= { start, end: limit, shortened: true };
  }
  return cut;
}
