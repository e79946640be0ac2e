import { PACE_MAX_ATTRACTIONS, type BudgetTier } from '@escazo/contracts/planning-options';
import { assignToDays, type DaySlot } from './assign.ts';
import { hasNights } from './dates.ts';
import { dayFrames, type DayFrame } from './frames.ts';
import { LegCache } from './leg-cache.ts';
import { fillDays } from './fill-days.ts';
import { finishDays } from './finish-days.ts';
import { seasonAllows, tripMonths } from './seasons.ts';
import { coverInterests } from './interest-days.ts';
import { DAY_END, DAY_START } from './meals.ts';
import { canVisitOn } from './opening.ts';
import type { DiningPreference } from './restaurants.ts';
import { rankSights, type SightPreference } from './select.ts';
import { TripDays } from './trip-days.ts';
import type { LodgingOption, PlanDay, PlanQuery } from './types.ts';

/** The choices one plan is built with; the budget fitting makes them cheaper step by step. */
export type BuildSettings = {
  lodging: LodgingOption | null;
  dining: DiningPreference;
  transport: BudgetTier;
  sights: SightPreference;
  /** At most this many sights a day (never above the pace's maximum). */
  paceCap: number;
};

/** Spare sights (beyond those first chosen) offered to days with room, per day. */
const SPARE_PER_DAY = 2;
/** Tries at adding a spare sight to a day, per day. */
const FILL_ATTEMPTS_PER_DAY = 3;
/** Minutes set aside for a meal and the walk to it when estimating a day's room. */
const MEAL_ALLOWANCE = 100;
/** Minutes of travel assumed per sight when estimating a day's room. */
const TRAVEL_ALLOWANCE = 25;

/** The days of one plan for these settings. Deterministic: the same query and settings give the same days. */
export function buildPlanDays(query: PlanQuery, settings: BuildSettings): PlanDay[] {
  const fares = { travelers: query.travelers, transitFareMinor: query.destination.transitFareMinor };
  const legs = new LegCache(settings.transport, fares);
  const lodging = hasNights(query) ? settings.lodging : null;
  const frames = dayFrames({
    startDate: query.startDate,
    endDate: query.endDate,
    lodging,
    outbound: query.flights?.outbound ?? null,
    return: query.flights?.return ?? null,
    tier: settings.transport,
    fares,
  });
  const paceCap = Math.max(1, Math.min(settings.paceCap, PACE_MAX_ATTRACTIONS[query.pace]));
  const weekdays = new Set(frames.map((f) => f.weekday));
  const months = tripMonths(query.startDate, query.endDate);
  const ranked = rankSights(query.places, query.interests, settings.sights).filter(
    (s) => [...weekdays].some((w) => canVisitOn(s, w)) && seasonAllows(s, months, query.interests),
  );
  const rankOf = new Map(ranked.map((s, i) => [s, i]));

  const averageVisit = ranked.length > 0 ? ranked.reduce((sum, s) => sum + s.visitMinutes, 0) / ranked.length : 60;
  // A light day gets its one nearby place when the days are finished.
  const slots: DaySlot[] = frames.map((frame) => ({
    weekday: frame.weekday,
    room: frame.light ? 0 : roomOf(frame, paceCap, averageVisit),
  }));
  const wanted = slots.reduce((sum, s) => sum + s.room, 0);
  const { byDay, left } = assignToDays(ranked.slice(0, wanted), slots);

  const days = new TripDays(
    { frames, places: query.places, legs, travelers: query.travelers, dining: settings.dining },
    byDay,
  );
  const spare = [
    ...new Set([
      ...left,
      ...days.schedules.flatMap((s) => s.dropped),
      ...ranked.slice(wanted, wanted + SPARE_PER_DAY * frames.length),
    ]),
  ];
  spare.sort((a, b) => rankOf.get(a)! - rankOf.get(b)!);
  fillDays(days, spare, paceCap, (day) => slots[day]!.room > 0, FILL_ATTEMPTS_PER_DAY * frames.length + 10);
  coverInterests(days, ranked, query.interests, paceCap);

  return finishDays(days, {
    places: query.places,
    ranked,
    interests: query.interests,
    pace: query.pace,
    maxSights: PACE_MAX_ATTRACTIONS[query.pace],
    months,
    mayCostMore: query.budgetMinor === null,
  });
}

/** How many sights a day has time for, at most the pace cap. */
function roomOf(frame: DayFrame, paceCap: number, averageVisit: number): number {
  const from = Math.max(frame.freeFrom, DAY_START);
  const to = Math.min(frame.finish?.by ?? DAY_END, DAY_END);
  const free = to - from - (frame.full ? 2 * MEAL_ALLOWANCE : 0);
  if (free <= 0) return 0;
  return Math.min(paceCap, Math.max(frame.full ? 1 : 0, Math.round(free / (averageVisit + TRAVEL_ALLOWANCE))));
}
