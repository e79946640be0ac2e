// The plan-quality report's running totals: each feasible plan's measures (plan-quality-rules.ts) added up.
import type { Plan, PlanDay, PlanQuery } from '@escazo/planner';
import {
  checkIns,
  dayRoute,
  HEAVY_DAY_ATTRACTIONS,
  HOLE_WINDOW,
  longestMiddayGap,
  mealRepeats,
  morningArrivalAttractions,
  seasonalVisits,
  SEASONAL_TAGS,
  tripLodging,
} from './plan-quality-rules.ts';
import type { CatalogueEntry } from '@server/modules/planning/public.ts';
import { planBreaches, RULE_NAMES } from '../../packages/planner/src/testing/plan-rules.ts';

/** Route ratios over the shortest order that make a zig-zag day. */
export const ZIGZAG_RATIOS = [1.3, 1.5] as const;
/** Mid-day gaps (minutes) that make a hole. */
export const HOLE_MINUTES = [90, 120] as const;

export type Tally = {
  plans: number;
  feasible: number;
  infeasibleBy: Map<string, number>;
  meals: number;
  repeats: number;
  repeatsWithAlternative: number;
  routeDays: number;
  zigzag: number[];
  notMeasured: number;
  fullDays: number;
  holes: number[];
  lateStarts: number;
  checkIns: number;
  earlyCheckIns: number;
  morningArrivals: number;
  heavyAfterArrival: number;
  seasonal: number;
  outOfSeason: number;
  outOfSeasonByTag: Map<string, number>;
  /** Days of feasible plans, and those breaking each of the planner's rules (plan-rules.ts). */
  days: number;
  ruleDays: Map<string, number>;
  /** planTrip milliseconds by trip days. */
  timings: Map<number, number[]>;
  /** One plan of each finding, for the report. */
  examples: Map<string, string>;
};

export const emptyTally = (): Tally => ({
  plans: 0,
  feasible: 0,
  infeasibleBy: new Map(),
  meals: 0,
  repeats: 0,
  repeatsWithAlternative: 0,
  routeDays: 0,
  zigzag: ZIGZAG_RATIOS.map(() => 0),
  notMeasured: 0,
  fullDays: 0,
  holes: HOLE_MINUTES.map(() => 0),
  lateStarts: 0,
  checkIns: 0,
  earlyCheckIns: 0,
  morningArrivals: 0,
  heavyAfterArrival: 0,
  seasonal: 0,
  outOfSeason: 0,
  outOfSeasonByTag: new Map(),
  days: 0,
  ruleDays: new Map(RULE_NAMES.map((rule) => [rule, 0])),
  timings: new Map(),
  examples: new Map(),
});

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function example(tally: Tally, key: string, text: () => string) {
  if (!tally.examples.has(key)) tally.examples.set(key, text());
}

/** Days not first nor last, at a pace other than relaxed: the ones expected to be full. */
function tallyFullDay(tally: Tally, day: PlanDay, where: string) {
  tally.fullDays++;
  const gap = longestMiddayGap(day.items);
  HOLE_MINUTES.forEach((limit, i) => {
    if (gap > limit) tally.holes[i]!++;
  });
  if (gap > HOLE_MINUTES[1]) example(tally, 'hole', () => `${where} ${day.date}: ${gap} min gap`);
  const first = Math.min(...day.items.map((item) => item.start));
  if (first > HOLE_WINDOW.from) {
    tally.lateStarts++;
    example(tally, 'late start', () => `${where} ${day.date}: first item at ${hhmm(first)}`);
  }
}

function tallyRoutes(tally: Tally, days: readonly PlanDay[], where: string) {
  const lodging = tripLodging(days);
  days.forEach((day, i) => {
    const route = dayRoute(day, lodging, i === 0);
    if (route.kind === 'not-measured') tally.notMeasured++;
    if (route.kind !== 'measured') return;
    tally.routeDays++;
    ZIGZAG_RATIOS.forEach((ratio, j) => {
      if (route.ratio > ratio) tally.zigzag[j]!++;
    });
    if (route.ratio > ZIGZAG_RATIOS[1])
      example(
        tally,
        'zig-zag',
        () =>
          `${where} ${day.date}: ${route.stops} stops, ${route.routeKm.toFixed(1)} km vs ${route.shortestKm.toFixed(1)} km (${day.items
            .filter((item) => item.type !== 'transport')
            .map((item) => item.title)
            .join(' → ')})`,
      );
  });
}

/** The days breaking each rule; a plan made cheaper to fit its budget may eat again somewhere cheap. */
function tallyRules(tally: Tally, query: PlanQuery, plan: Plan, where: string) {
  tally.days += plan.days.length;
  const seen = new Set<string>();
  for (const breach of planBreaches(plan, query)) {
    if (breach.rule === 'repeat' && query.budgetMinor !== null) continue;
    if (seen.has(`${breach.rule} ${breach.date}`)) continue;
    seen.add(`${breach.rule} ${breach.date}`);
    bump(tally.ruleDays, breach.rule);
    example(tally, `rule ${breach.rule}`, () => `${where} ${breach.date}: ${breach.message}`);
  }
}

/** Adds one planned query: its feasibility, and every measure when feasible. */
export function tallyPlan(tally: Tally, entry: CatalogueEntry, query: PlanQuery, plan: Plan, ms: number) {
  const days = plan.days.length;
  tally.plans++;
  tally.timings.set(days, [...(tally.timings.get(days) ?? []), ms]);
  if (!plan.feasible) {
    bump(tally.infeasibleBy, plan.violations.find((v) => v.rule !== 'budget')?.rule ?? 'budget');
    return;
  }
  tally.feasible++;
  const where = `${entry.name} (${query.pace}, ${days} d)`;
  tallyRules(tally, query, plan, where);

  const meals = mealRepeats(plan.days, query.places);
  tally.meals += meals.meals;
  tally.repeats += meals.repeats;
  tally.repeatsWithAlternative += meals.repeatsWithAlternative;
  if (meals.repeatsWithAlternative > 0)
    example(tally, 'repeat', () => `${where}: ${meals.repeatsWithAlternative} of ${meals.meals} meals`);

  tallyRoutes(tally, plan.days, where);
  if (query.pace !== 'relaxed') for (const day of plan.days.slice(1, -1)) tallyFullDay(tally, day, where);

  const stays = checkIns(plan.days);
  tally.checkIns += stays.checkIns;
  tally.earlyCheckIns += stays.early.length;
  const early = stays.early[0];
  if (early) example(tally, 'early check-in', () => `${where} ${plan.days[0]!.date}: check-in at ${hhmm(early.start)}`);

  const attractions = morningArrivalAttractions(plan.days, query.flights?.outbound ?? null);
  if (attractions !== null) {
    tally.morningArrivals++;
    if (attractions >= HEAVY_DAY_ATTRACTIONS) {
      tally.heavyAfterArrival++;
      const landed = hhmm(query.flights!.outbound!.atDestination);
      example(tally, 'heavy arrival day', () => `${where}: lands ${landed}, ${attractions} attractions that day`);
    }
  }

  const seasons = seasonalVisits(plan.days, entry.placeById, entry.data.bestMonths, query.interests);
  tally.seasonal += seasons.seasonal;
  tally.outOfSeason += seasons.outOfSeason.length;
  for (const item of seasons.outOfSeason) {
    const place = entry.placeById.get(item.placeId!)!;
    for (const tag of place.tags.filter((t) => SEASONAL_TAGS.includes(t))) bump(tally.outOfSeasonByTag, tag);
    example(
      tally,
      'out of season',
      () =>
        `${where} from ${plan.days[0]!.date}: ${item.title} [${place.tags.join(', ')}], best months ${entry.data.bestMonths.join(',')}, interests ${query.interests.join(', ')}`,
    );
  }
}
