// `npm run bench:planner [-- --queries N] [-- --examples]`: how long the trip planner takes, and how
// good its plans are. Over one fixed seeded catalogue of 60 candidate places, plans of 3, 7 and 14
// days (moderate pace, a few interests, with lodging), with no budget and with a tight one (so the
// budget fitting runs), each a few hundred times after a warm-up: p50/p95/p99 in ms per case; exits 1
// when the 7-day p95 is over 40 ms. Then over N (default 1000) seeded random queries (the property
// tests' generator: every pace, tier, party, budget on/off, flights on/off), the share of days that
// break each of the traveller's rules (packages/planner/src/testing/plan-rules.ts).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { BUDGET_TIERS, PACES } from '@escazo/contracts/planning-options';
import { planTrip } from '../packages/planner/src/plan.ts';
import {
  randomDestination,
  randomLodging,
  randomPlaces,
  randomQuery,
  seededRandom,
} from '../packages/planner/src/testing/random-catalogue.ts';
import { planBreaches, RULE_NAMES, type Breach } from '../packages/planner/src/testing/plan-rules.ts';
import type { PlanQuery } from '../packages/planner/src/types.ts';

const { values: options } = parseArgs({
  options: {
    queries: { type: 'string', default: '1000' },
    examples: { type: 'boolean', default: false },
    'rules-only': { type: 'boolean', default: false },
  },
});
const queryCount = Number(options.queries);
if (!Number.isInteger(queryCount) || queryCount < 1)
  throw new Error(`--queries takes a positive whole number, not ${options.queries}`);

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

function timings() {
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
}

if (!options['rules-only']) timings();

/** The share of days that break each rule over seeded random queries (feasible plans only). */
function ruleShares() {
  const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
  const daysBreaking = new Map<string, Set<string>>(RULE_NAMES.map((rule) => [rule, new Set()]));
  const examples = new Map<string, Breach & { query: number }>();
  let days = 0;
  let feasible = 0;
  for (let i = 0; i < queryCount; i++) {
    const random = seededRandom(7_000 + i);
    const query = randomQuery(Math.floor(random() * 2 ** 31), {
      days: 1 + Math.floor(random() * 10),
      travelers: 1 + Math.floor(random() * 6),
      pace: pick(PACES, Math.floor(random() * 3)),
      tier: pick(BUDGET_TIERS, Math.floor(random() * 4)),
      budget: random() < 0.5,
      flights: random() < 0.5,
    });
    const plan = planTrip(query);
    if (!plan.feasible) continue;
    feasible++;
    days += plan.days.length;
    for (const breach of planBreaches(plan, query)) {
      // A plan made cheaper to fit its budget may eat again somewhere cheap.
      if (breach.rule === 'repeat' && query.budgetMinor !== null) continue;
      daysBreaking.get(breach.rule)!.add(`${i} ${breach.date}`);
      if (!examples.has(breach.rule)) examples.set(breach.rule, { ...breach, query: i });
    }
  }
  console.log(`\nrules over ${queryCount} random queries: ${feasible} feasible plans, ${days} days`);
  console.log('rule        days breaking   share');
  for (const rule of RULE_NAMES) {
    const n = daysBreaking.get(rule)!.size;
    console.log(
      `${rule.padEnd(12)} ${String(n).padStart(13)}  ${((100 * n) / Math.max(1, days)).toFixed(2).padStart(5)} %`,
    );
  }
  if (options.examples)
    for (const [rule, e] of examples) console.log(`  ${rule}: query ${e.query} ${e.date}: ${e.message}`);
}
ruleShares();
