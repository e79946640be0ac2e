import { greatCircleKm } from '@escazo/rides';
import { centreOf } from './assign.ts';
import type { DayFrame } from './frames.ts';
import type { LegCache } from './leg-cache.ts';
import type { MealName } from './meals.ts';
import { mealCandidates, type DiningPreference } from './restaurants.ts';
import { scheduleDay, type DayContext, type DaySchedule } from './schedule-day.ts';
import type { PlannerPlace } from './types.ts';

export type TripDaysInput = {
  frames: readonly DayFrame[];
  places: readonly PlannerPlace[];
  legs: LegCache;
  travelers: number;
  dining: DiningPreference;
};

/**
 * The days of a plan being built: each day's schedule, the sights already planned, and how often each
 * restaurant is used (so meals vary). Days are rescheduled to try a change and only kept when accepted.
 */
export class TripDays {
  readonly frames: readonly DayFrame[];
  readonly schedules: DaySchedule[] = [];
  readonly used = new Set<PlannerPlace>();
  private readonly tripUses = new Map<string, number>();
  private readonly restaurantsByWeekday = new Map<number, Record<MealName, PlannerPlace[]>>();

  constructor(
    private readonly input: TripDaysInput,
    sightsByDay: readonly (readonly PlannerPlace[])[],
  ) {
    this.frames = input.frames;
    input.frames.forEach((_, day) => {
      const schedule = this.schedule(day, sightsByDay[day] ?? []);
      this.schedules.push(schedule);
      this.count(schedule, 1);
      for (const s of schedule.sights) this.used.add(s);
    });
  }

  /** The day timed with these sights (its current meals left out of the restaurant counts meanwhile). */
  reschedule(day: number, sights: readonly PlannerPlace[]): DaySchedule {
    this.count(this.schedules[day]!, -1);
    const schedule = this.schedule(day, sights);
    this.count(this.schedules[day]!, 1);
    return schedule;
  }

  accept(day: number, schedule: DaySchedule): void {
    const old = this.schedules[day]!;
    this.count(old, -1);
    for (const s of old.sights) this.used.delete(s);
    this.schedules[day] = schedule;
    this.count(schedule, 1);
    for (const s of schedule.sights) this.used.add(s);
  }

  /** Km from a sight to the middle of a day's sights (or to where the day starts). */
  distanceToDay(sight: PlannerPlace, day: number): number {
    const centre = centreOf(this.schedules[day]!.sights) ?? this.frames[day]!.at;
    return centre ? greatCircleKm(sight, centre) : 0;
  }

  /** What scheduling a frame needs, with the meals planned so far counted (leave a day's own out by rescheduling). */
  contextOf(frame: DayFrame): DayContext {
    const { legs, travelers, dining } = this.input;
    return { frame, legs, travelers, dining, restaurants: this.restaurantsOn(frame.weekday), tripUses: this.tripUses };
  }

  /** The legs and party the days are timed with. */
  legContext(): { legs: LegCache; travelers: number } {
    return { legs: this.input.legs, travelers: this.input.travelers };
  }

  /** Counts the meals of a schedule kept outside the days (an evening after a check-in). */
  addMeals(schedule: DaySchedule): void {
    this.count(schedule, 1);
  }

  private schedule(day: number, sights: readonly PlannerPlace[]): DaySchedule {
    return scheduleDay(this.contextOf(this.frames[day]!), sights);
  }

  private restaurantsOn(weekday: number): Record<MealName, PlannerPlace[]> {
    let found = this.restaurantsByWeekday.get(weekday);
    if (!found) {
      const { places } = this.input;
      found = { lunch: mealCandidates(places, 'lunch', weekday), dinner: mealCandidates(places, 'dinner', weekday) };
      this.restaurantsByWeekday.set(weekday, found);
    }
    return found;
  }

  private count(schedule: DaySchedule, sign: 1 | -1): void {
    for (const item of schedule.items) {
      if (item.type === 'dining' && item.placeId)
        this.tripUses.set(item.placeId, (this.tripUses.get(item.placeId) ?? 0) + sign);
    }
  }
}

/** A change keeps a day at least as good: no meal lost, no later finish. */
export const noWorse = (next: DaySchedule, now: DaySchedule): boolean =>
  next.missingMeals <= now.missingMeals && next.meals >= now.meals && (!next.late || now.late);
