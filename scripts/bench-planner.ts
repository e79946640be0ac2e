// `npm run bench:planner`: how long the trip planner takes. Over one fixed seeded catalogue of 60
// candidate places, plans of 3, 7 and 14 days (moderate pace, a few interests, with lodging), with
// no budget and with a tight one (so the budget fitting runs), each a few hundred times after a
// warm-up. Prints p50/p95/p99 in ms per case; exits 1 when the 7-day p95 is over 40 ms.
import os from 'node:os';
import { planTrip } from '../packages/planner/src/plan.ts';
import {
  randomDestination,
  randomLodging,
  randomPlaces,
  seededRandom,
} from '../packages/planner/src/testing/random-catalogue.ts';
import type { PlanQuery } from '../packages/planner/src/types.ts';

const WARM_UP = 30;
const RUNS = 300;
const SEVEN_DAY_P95_MS = 40;

const random = seededRandom(20260301);
const destination = randomDestination(random);
const places = randomPlaces(random, destination, 60);

function queryFor(days: number, budget: 'none' | 'tight'): PlanQuery {
  const travelers = 2;
  const startDate = '2026-05-04';
  const end = new Date(Date.parse(`${startDate}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const lodging = randomLodging(seededRandom(days), destination, days - 1, travelers);
  const base: PlanQuery = {
    destination,
    places,
    startDate,
    endDate: end,
    travelers,
    budgetMinor: null,
    interests: ['Culture', 'Food', 'History'],
    pace: 'moderate',
    tier: 'moderate',
    lodging: lodging.length > 0 ? lodging : randomLodging(seededRandom(days + 100), destination, days - 1, travelers),
  };
  if (budget === 'none') return base;
  // Tight: 90 % of the unconstrained plan, so several cheaper steps are tried.
  return { ...base, budgetMinor: Math.round(planTrip(base).totalMinor * 0.9) };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Row = { name: string; p50: number; p95: number; p99: number; feasible: boolean };

function bench(name: string, query: PlanQuery): Row {
  for (let i = 0; i < WARM_UP; i++) planTrip(query);
  const times: number[] = [];
  let feasible = true;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const plan = planTrip(query);
    times.push(performance.now() - started);
    feasible = plan.feasible;
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), feasible };
}

console.log(
  `bench:planner, ${places.length} places, ${RUNS} runs per case after ${WARM_UP} warm-up runs, load average ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores`,
);
const rows: Row[] = [];
for (const days of [3, 7, 14]) {
  for (const budget of ['none', 'tight'] as const)
    rows.push(
      bench(
        `${String(days).padStart(2)} days, ${budget === 'none' ? 'no budget  ' : 'tight budget'}`,
        queryFor(days, budget),
      ),
    );
}
console.log('case                     p50 ms   p95 ms   p99 ms  feasible');
for (const r of rows)
  console.log(
    `${r.name.padEnd(24)} ${r.p50.toFixed(2).padStart(7)}  ${r.p95.toFixed(2).padStart(7)}  ${r.p99.toFixed(2).padStart(7)}  ${r.feasible}`,
  );
const sevenDays = rows.filter((r) => r.name.startsWith(' 7'));
if (sevenDays.some((r) => r.p95 > SEVEN_DAY_P95_MS)) {
  console.error(`bench:planner: a 7-day p95 is over ${SEVEN_DAY_P95_MS} ms`);
  process.exitCode = 1;
}
