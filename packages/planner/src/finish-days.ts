import { greatCircleKm } from '@escazo/rides';
import { avoidRepeats } from './avoid-repeats.ts';
import { compactDay, routeKm } from './compact-day.ts';
import { explainDay, noteReturns } from './explain-day.ts';
import { insertFillers, lengthenVisits, middayGaps, startLater } from './fill-holes.ts';
import type { DayFrame } from './frames.ts';
import { canVisitOn } from './opening.ts';
import { scheduleDay, type DaySchedule } from './schedule-day.ts';
import type { TripDays } from './trip-days.ts';
import type { Interest, Pace } from '@escazo/contracts/planning-options';
import type { PlanDay, PlanItem, PlannerPlace } from './types.ts';

/** A light day's one place lies at most this far from the lodging. */
const LIGHT_DAY_KM = 3;
const LIGHT_DAY_TRIES = 4;
/** A day with a walk put in its hole keeps it only while its route is at most this much over its shortest order. */
const WALK_ROUTE_RATIO = 1.25;

const kmOf = (frame: DayFrame, schedule: DaySchedule, placeById: ReadonlyMap<string, PlannerPlace>) =>
  routeKm(
    frame,
    schedule.items.flatMap((item) => {
      const place = item.placeId ? placeById.get(item.placeId) : undefined;
      return place && (item.type === 'attraction' || item.type === 'dining') ? [place] : [];
    }),
  );

export type FinishInput = {
  places: readonly PlannerPlace[];
  /** Sights in ranking order (the light day's place is the nearest of them). */
  ranked: readonly PlannerPlace[];
  interests: readonly Interest[];
  pace: Pace;
  /** Sights a day may hold (walks included). */
  maxSights: number;
  months: readonly number[];
  /** No budget: a meal moved away from a repeat may cost more. */
  mayCostMore: boolean;
};

/**
 * The plan's days from its schedules: a light day's one nearby place, each day reordered into its
 * shortest route, its mid-day holes filled (a walk, then longer visits), the evening after a bag-drop day's check-in, the check-in
 * moved to the return when the day began with a bag drop, and each day explained.
 */
export function finishDays(days: TripDays, input: FinishInput): PlanDay[] {
  const placeById = new Map(input.places.map((p) => [p.id, p]));
  const walks = { places: input.places.filter((p) => p.walk), used: new Set<string>() };
  days.frames.forEach((frame, day) => {
    if (frame.light && frame.finish) lightenDay(days, day, input.ranked);
    const context = days.contextOf(frame);
    const compact = compactDay(context, days.schedules[day]!, placeById);
    // Sights not on the trip (in season, open that day) come before the walks as fillers.
    const fillers = {
      places: [...input.ranked.filter((s) => !days.used.has(s)), ...walks.places],
      used: walks.used,
    };
    const walked = insertFillers(context, compact, placeById, fillers, frame.light ? 1 : input.maxSights);
    // With a walk in a hole, a shorter order of the day's stops may do that opens no longer wait; the
    // walk stays only while the day's route keeps close to the shortest order of its stops.
    let reordered = compact;
    if (walked !== compact) {
      const waits = (next: DaySchedule) => longestGap(next.items) <= longestGap(walked.items);
      const candidate = compactDay(context, walked, placeById, waits);
      const shortest = compactDay(context, walked, placeById);
      if (kmOf(frame, candidate, placeById) <= WALK_ROUTE_RATIO * kmOf(frame, shortest, placeById))
        reordered = candidate;
    }
    const later = frame.full && input.pace !== 'relaxed' ? startLater(context, reordered, placeById) : reordered;
    const final = { ...later, items: lengthenVisits(later.items, placeById, frame.weekday) };
    for (const item of final.items) if (item.placeId && placeById.get(item.placeId)?.walk) walks.used.add(item.placeId);
    days.accept(day, final);
  });
  const evenings = days.frames.map((frame) => {
    if (!frame.evening) return null;
    const evening = scheduleDay(days.contextOf(frame.evening), []);
    days.addMeals(evening);
    return { frame: frame.evening, schedule: evening };
  });
  const parts = [
    ...days.frames.map((frame, day) => ({ frame, schedule: days.schedules[day]! })),
    ...evenings.filter((e) => e !== null),
  ];
  const changed = avoidRepeats(parts, input.places, { ...days.legContext(), mayCostMore: input.mayCostMore });
  days.frames.forEach((frame, day) => {
    // A meal moved elsewhere may leave a shorter order of the day's stops.
    if (changed.has(day)) days.accept(day, compactDay(days.contextOf(frame), parts[day]!.schedule, placeById));
  });
  const planDays: PlanDay[] = days.frames.map((frame, day) => ({
    date: frame.date,
    items: [
      ...frame.opening,
      ...days.schedules[day]!.items,
      ...closingOf(frame, days.schedules[day]!),
      ...(evenings[day]?.schedule.items ?? []),
    ],
  }));
  const sightsLeft = (weekday: number) => input.ranked.some((s) => !days.used.has(s) && canVisitOn(s, weekday));
  return planDays.map((planDay, day) => {
    const explained: PlanDay = { ...planDay, items: noteReturns(planDay.items, placeById) };
    explained.summary = explainDay(explained, days.frames[day]!, { ...input, placeById, sightsLeft });
    return explained;
  });
}

const longestGap = (items: readonly PlanItem[]) => {
  const gap = middayGaps(items)[0];
  return gap ? gap.to - gap.from : 0;
};

/** The frame's closing items; a check-in on return starts when the day is back (not before check-in time). */
function closingOf(frame: DayFrame, schedule: DaySchedule): PlanItem[] {
  if (!frame.checkInOnReturn) return frame.closing;
  const back = schedule.items[schedule.items.length - 1]?.end ?? frame.freeFrom;
  return frame.closing.map((item) => {
    const start = Math.max(item.start, back);
    return { ...item, start, end: start + (item.end - item.start) };
  });
}

/** After a long or overnight flight: keep at most the one unplanned sight nearest the lodging, if one is close. */
function lightenDay(days: TripDays, day: number, ranked: readonly PlannerPlace[]): void {
  const frame = days.frames[day]!;
  const from = frame.at;
  if (!from || days.schedules[day]!.sights.length > 0) return;
  const near = ranked
    .filter((s) => !days.used.has(s) && canVisitOn(s, frame.weekday) && greatCircleKm(s, from) <= LIGHT_DAY_KM)
    .sort((a, b) => greatCircleKm(a, from) - greatCircleKm(b, from))
    .slice(0, LIGHT_DAY_TRIES);
  for (const sight of near) {
    const next = days.reschedule(day, [sight]);
    if (next.sights.length === 1 && !next.late) {
      days.accept(day, next);
      return;
    }
  }
}
