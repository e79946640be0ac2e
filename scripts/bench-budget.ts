// `npm run bench:budget`: how long the budget assistant takes to answer. Builds the in-memory
// inventory and the planning catalogue (60 destinations) in-process, then times ~100 varied
// requests (origins, starts 1-20 weeks ahead, 1-4 travellers, preferences, budgets) after a
// warm-up: the service function alone (and its two parts: gathering the prices on the main thread,
// ranking them in the CPU pool, round trip included), and POST /api/budget-plans end to end with
// app.inject (validation, pricing, the database write and the JSON answer); then the heavy cases end to end:
// city origins (every airport of the city), 30-day windows, 9 travellers and a must-visit.
// Prints p50/p95/p99 in ms per row; exits 1 when the worst row's p95 is over 200 ms.
import os from 'node:os';
import { BUDGET_PREFERENCES, budgetRequestSchema, type BudgetRequestInput } from '@escazo/contracts/budget';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { Rng } from '@escazo/inventory/flights';
import { buildApp } from '@server/app.ts';
import { loadConfig } from '@server/config.ts';
import { openDatabase } from '@server/db/client.ts';
import { seedReferenceData } from '@server/db/seed.ts';
import { budgetWork, computeBudgetPlan } from '@server/modules/budget-plans/public.ts';
import type {} from '@server/modules/cpu-pool/public.ts';
import { buildInventoryInMemory, emptySoldCounts } from '@server/modules/inventory/public.ts';
import type { PlanningCatalogue } from '@server/modules/planning/public.ts';
import { TRAVELLER_ORIGINS as ORIGINS } from './lib/traveller-origins.ts';

const WARM_UP = 10;
const RUNS = 100;
const P95_LIMIT_MS = 200;
/** City ids: the origin is every airport of the city. */
const CITY_ORIGINS = ['GB-london', 'FR-paris', 'US-new-york-city', 'JP-tokyo', 'US-chicago'];
const HEAVY_RUNS = 40;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

function requests(count: number, seed: number): BudgetRequestInput[] {
  const rng = new Rng(seed);
  const today = todayIso(Date.now());
  return Array.from({ length: count }, () => {
    const start = addDays(today, 7 + rng.int(0, 19 * 7));
    const preferences = BUDGET_PREFERENCES.filter(() => rng.next() < 0.25);
    return {
      totalBudget: 800 + rng.int(0, 60) * 100,
      travelers: 1 + rng.int(0, 3),
      travelDates: { startDate: start, endDate: addDays(start, 2 + rng.int(0, 9)) },
      preferences,
      startingLocation: ORIGINS[rng.int(0, ORIGINS.length - 1)]!,
    };
  });
}

const started = performance.now();
const inventory = buildInventoryInMemory(emptySoldCounts(), todayIso(Date.now()));
const database = await openDatabase({ dataDir: undefined });
await seedReferenceData(database.db);
const config = {
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  rateLimit: { globalPerMinute: 1_000_000, formsPerTenMinutes: 1_000_000 },
};
const app = await buildApp({ config, database, inventory: { inventory } });
await app.ready();
// The planning catalogue the app loaded from the knowledge base at start.
const catalogue = (app as unknown as { planningCatalogue: PlanningCatalogue }).planningCatalogue;
console.log(
  `bench:budget, ${catalogue.destinations.length} destinations, set up in ${Math.round(performance.now() - started)} ms; ${RUNS} requests after ${WARM_UP} warm-up, load average ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores`,
);

const deps = { db: database.db, inventory, catalogue, work: budgetWork(app.cpuPool) };
const serviceTimes: number[] = [];
const gatherTimes: number[] = [];
const rankTimes: number[] = [];
const listed: number[] = [];
for (const [i, body] of requests(WARM_UP + RUNS, 20260715).entries()) {
  const t = performance.now();
  const timings = { gatherMs: 0, rankMs: 0 };
  const plan = await computeBudgetPlan(deps, budgetRequestSchema.parse(body), new Date(), timings);
  if (i >= WARM_UP) {
    serviceTimes.push(performance.now() - t);
    gatherTimes.push(timings.gatherMs);
    rankTimes.push(timings.rankMs);
    listed.push(plan.destinations.length);
  }
}

const csrf = await app.inject({ method: 'GET', url: '/api/csrf' });
const cookie = ([] as string[])
  .concat(csrf.headers['set-cookie'] ?? [])
  .map((c) => c.split(';')[0])
  .join('; ');
const headers = { cookie, 'x-csrf-token': csrf.json<{ token: string }>().token };

/** Times POST /api/budget-plans for each body after the warm-up ones. */
async function timePosts(bodies: readonly BudgetRequestInput[], warmUp: number): Promise<number[]> {
  const times: number[] = [];
  for (const [i, body] of bodies.entries()) {
    const t = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/budget-plans', payload: body, headers });
    if (res.statusCode !== 201) throw new Error(`POST /api/budget-plans answered ${res.statusCode}: ${res.body}`);
    if (i >= warmUp) times.push(performance.now() - t);
  }
  return times;
}

/** The varied requests reshaped into one heavy case, cycling through the city origins where asked. */
const heavy = (seed: number, shape: (body: BudgetRequestInput, i: number) => BudgetRequestInput) =>
  requests(HEAVY_RUNS, seed).map(shape);
const days = (body: BudgetRequestInput, n: number) => ({
  startDate: body.travelDates.startDate,
  endDate: addDays(body.travelDates.startDate, n - 1),
});
const city = (i: number) => CITY_ORIGINS[i % CITY_ORIGINS.length]!;

const endToEnd = await timePosts(requests(WARM_UP + RUNS, 20260716), WARM_UP);
const heavyRows: [string, number[]][] = [
  [
    'city origin, 5 days',
    await timePosts(
      heavy(1, (b, i) => ({ ...b, startingLocation: city(i), travelDates: days(b, 5) })),
      0,
    ),
  ],
  [
    'city origin, 30-day window',
    await timePosts(
      heavy(2, (b, i) => ({ ...b, startingLocation: city(i), travelDates: days(b, 30) })),
      0,
    ),
  ],
  [
    'city origin, 9 travellers',
    await timePosts(
      heavy(3, (b, i) => ({ ...b, startingLocation: city(i), travelers: 9, totalBudget: b.totalBudget * 4 })),
      0,
    ),
  ],
  [
    'city, 30 days, 9 travellers',
    await timePosts(
      heavy(4, (b, i) => ({ ...b, startingLocation: city(i), travelers: 9, travelDates: days(b, 30) })),
      0,
    ),
  ],
  [
    'must-visit (Tokyo), city origin',
    await timePosts(
      heavy(5, (b, i) => ({ ...b, startingLocation: city(i), mustVisit: [i % 2 ? 'Tokyo' : 'Lisbon'] })),
      0,
    ),
  ],
];
await app.close();
await database.close();

const rows = [
  ['service (computeBudgetPlan)', summary(serviceTimes)],
  ['  of which gathering (main thread)', summary(gatherTimes)],
  ['  of which ranking (pool round trip)', summary(rankTimes)],
  ['POST /api/budget-plans (inject)', summary(endToEnd)],
  ...heavyRows.map(([name, times]) => [`POST: ${name}`, summary(times)] as const),
] as const;
console.log(
  `destinations listed per answer: min ${Math.min(...listed)}, median ${percentile(
    [...listed].sort((a, b) => a - b),
    50,
  )}, max ${Math.max(...listed)}`,
);
console.log('case                                      p50 ms   p95 ms   p99 ms');
for (const [name, s] of rows)
  console.log(
    `${name.padEnd(40)} ${s.p50.toFixed(1).padStart(7)}  ${s.p95.toFixed(1).padStart(7)}  ${s.p99.toFixed(1).padStart(7)}`,
  );
const worst = Math.max(...rows.map(([, s]) => s.p95));
if (worst > P95_LIMIT_MS) {
  console.error(`bench:budget: the worst p95 (${worst.toFixed(1)} ms) is over ${P95_LIMIT_MS} ms`);
  process.exitCode = 1;
}
