import type { Interest } from '@escazo/contracts/planning-options';
import { canVisitOn } from './opening.ts';
import { interestMatches } from './select.ts';
import { noWorse, type TripDays } from './trip-days.ts';
import type { DaySchedule } from './schedule-day.ts';
import type { PlannerPlace } from './types.ts';

/** How many unplanned sights matching the interests are tried on a day without one. */
const UNPLANNED_CANDIDATES = 8;

/** Day variants tried, per day of the trip, when placing unplanned matching sights anywhere. */
const PLACING_TRIES_PER_DAY = 4;

/**
 * Gives every full day a sight matching the interests: an unplanned matching sight (added, instead of
 * one of the day's sights, or alone), else one borrowed from a day that has more than one. When a day
 * still has none, unplanned matching sights are placed on any day that can take them (so that day can
 * lend its own, or so every matching sight is seen), and the days are covered again.
 */
export function coverInterests(
  days: TripDays,
  ranked: readonly PlannerPlace[],
  interests: readonly Interest[],
  paceCap: number,
): void {
  if (interests.length === 0) return;
  const matches = (s: PlannerPlace) => interestMatches(s, interests) > 0;
  const rankOf = new Map(ranked.map((s, i) => [s, i]));
  const lacking = () => days.frames.filter((frame, day) => frame.full && !days.schedules[day]!.sights.some(matches));
  coverDays(days, ranked, matches, rankOf, paceCap);
  if (lacking().length === 0) return;
  const tries = { left: PLACING_TRIES_PER_DAY * days.frames.length };
  for (const sight of ranked) {
    if (tries.left <= 0) break;
    const stillLacking = lacking();
    if (stillLacking.length === 0) return;
    if (!matches(sight) || days.used.has(sight) || !stillLacking.some((frame) => canVisitOn(sight, frame.weekday)))
      continue;
    const hosts = days.frames
      .map((frame, day) => day)
      .filter((day) => canVisitOn(sight, days.frames[day]!.weekday))
      .sort((a, b) => days.distanceToDay(sight, a) - days.distanceToDay(sight, b) || a - b);
    for (const day of hosts) {
      if (tries.left <= 0) break;
      const now = days.schedules[day]!;
      const hadMatch = now.sights.some(matches);
      const keepsOwn = (next: DaySchedule) =>
        next.sights.includes(sight) && (!hadMatch || next.sights.filter(matches).length >= 2);
      const found = firstFitting(days, day, variantsWith(now.sights, sight, paceCap, rankOf), keepsOwn, tries);
      if (found) {
        days.accept(day, found);
        break;
      }
    }
  }
  coverDays(days, ranked, matches, rankOf, paceCap);
}

function coverDays(
  days: TripDays,
  ranked: readonly PlannerPlace[],
  matches: (s: PlannerPlace) => boolean,
  rankOf: ReadonlyMap<PlannerPlace, number>,
  paceCap: number,
): void {
  days.frames.forEach((frame, day) => {
    const now = days.schedules[day]!;
    if (!frame.full || now.sights.some(matches)) return;
    const unplanned = ranked
      .filter((s) => matches(s) && !days.used.has(s) && canVisitOn(s, frame.weekday))
      .sort((a, b) => days.distanceToDay(a, day) - days.distanceToDay(b, day))
      .slice(0, UNPLANNED_CANDIDATES);
    for (const candidate of unplanned) {
      const found = firstFitting(days, day, variantsWith(now.sights, candidate, paceCap, rankOf), (next) =>
        next.sights.some(matches),
      );
      if (found) {
        days.accept(day, found);
        return;
      }
    }
    // Borrow from a day with two or more matching sights.
    for (let other = 0; other < days.frames.length; other++) {
      const lender = days.schedules[other]!;
      const lent = lender.sights.filter(matches);
      if (other === day || lent.length < 2) continue;
      for (const candidate of lent.filter((s) => canVisitOn(s, frame.weekday))) {
        const found = firstFitting(days, day, variantsWith(now.sights, candidate, paceCap, rankOf), (next) =>
          next.sights.some(matches),
        );
        if (!found) continue;
        const without = days.reschedule(
          other,
          lender.sights.filter((s) => s !== candidate),
        );
        if (!without.sights.some(matches) || !noWorse(without, lender)) continue;
        days.accept(other, without);
        days.accept(day, found);
        return;
      }
    }
  });
}

/** The day's sights with a candidate: added (room permitting), instead of one (least important first), or alone. */
function variantsWith(
  sights: readonly PlannerPlace[],
  candidate: PlannerPlace,
  paceCap: number,
  rankOf: ReadonlyMap<PlannerPlace, number>,
): PlannerPlace[][] {
  const variants: PlannerPlace[][] = sights.length < paceCap ? [[...sights, candidate]] : [];
  const leastFirst = sights.slice().sort((a, b) => (rankOf.get(b) ?? 0) - (rankOf.get(a) ?? 0));
  for (const out of leastFirst) variants.push([...sights.filter((s) => s !== out), candidate]);
  if (sights.length > 1) variants.push([candidate]);
  return variants;
}

/** The first variant of a day that passes `test` and leaves the day no worse. */
function firstFitting(
  days: TripDays,
  day: number,
  variants: readonly PlannerPlace[][],
  test: (next: DaySchedule) => boolean,
  tries: { left: number } = { left: Infinity },
): DaySchedule | null {
  const now = days.schedules[day]!;
  for (const sights of variants) {
    if (tries.left-- <= 0) return null;
    const next = days.reschedule(day, sights);
    if (test(next) && noWorse(next, now)) return next;
  }
  return null;
}
