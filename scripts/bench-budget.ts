// `npm run bench:budget`: how long the budget assistant takes to answer. Builds the in-memory
// inventory and the planning catalogue (60 destinations) in-process, then times ~100 varied
// requests (origins, starts 1-20 weeks ahead, 1-4 travellers, preferences, budgets) after a
// warm-up: the service function alone, and POST /api/budget-plans end to end with app.inject
// (validation, pricing, the database write and the JSON answer). Prints p50/p95/p99 in ms; exits 1
// when the end-to-end p95 is over 200 ms.
import os from 'node:os';
import { BUDGET_PREFERENCES, budgetRequestSchema, type BudgetRequestInput } from '@escazo/contracts/budget';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { Rng } from '@escazo/inventory/flights/random';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedReferenceData } from '../apps/server/src/db/seed.ts';
import { computeBudgetPlan } from '../apps/server/src/modules/budget-plans/public.ts';
import { buildInventoryInMemory, emptySoldCounts } from '../apps/server/src/modules/inventory/public.ts';
import type { PlanningCatalogue } from '../apps/server/src/modules/planning/public.ts';

const WARM_UP = 10;
const RUNS = 100;
const P95_LIMIT_MS = 200;
/** Busy airports of several continents, as the traveller types them. */
const ORIGINS = ['JFK', 'LHR', 'Paris', 'LAX', 'Tokyo', 'SYD', 'Lisbon', 'Chicago', 'FRA', 'Singapore', 'DXB', 'São Paulo'];

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

function requests(count: number, seed: number): BudgetRequestInput[] {
  const rng = new Rng(seed);
  const today = todayIso();
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
const inventory = buildInventoryInMemory(emptySoldCounts());
const database = await openDatabase({ dataDir: undefined });
await seedReferenceData(database.db);
const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), rateLimit: { globalPerMinute: 1_000_000, formsPerTenMinutes: 1_000_000 } };
const app = await buildApp({ config, database, inventory: { inventory } });
await app.ready();
// The planning catalogue the app loaded from the knowledge base at start.
const catalogue = (app as unknown as { planningCatalogue: PlanningCatalogue }).planningCatalogue;
console.log(`bench:budget, ${catalogue.destinations.length} destinations, set up in ${Math.round(performance.now() - started)} ms; ${RUNS} requests after ${WARM_UP} warm-up, load average ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores`);

const deps = { db: database.db, inventory, catalogue };
const serviceTimes: number[] = [];
const listed: number[] = [];
for (const [i, body] of requests(WARM_UP + RUNS, 20260715).entries()) {
  const t = performance.now();
  const plan = await computeBudgetPlan(deps, budgetRequestSchema.parse(body), new Date());
  if (i >= WARM_UP) {
    serviceTimes.push(performance.now() - t);
    listed.push(plan.destinations.length);
  }
}

const csrf = await app.inject({ method: 'GET', url: '/api/csrf' });
const cookie = ([] as string[]).concat(csrf.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
const headers = { cookie, 'x-csrf-token': csrf.json<{ token: string }>().token };
const endToEnd: number[] = [];
for (const [i, body] of requests(WARM_UP + RUNS, 20260716).entries()) {
  const t = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/budget-plans', payload: body, headers });
  if (res.statusCode !== 201) throw new Error(`POST /api/budget-plans answered ${res.statusCode}: ${res.body}`);
  if (i >= WARM_UP) endToEnd.push(performance.now() - t);
}
await app.close();
await database.close();

const rows = [
  ['service (computeBudgetPlan)', summary(serviceTimes)],
  ['POST /api/budget-plans (inject)', summary(endToEnd)],
] as const;
console.log(`destinations listed per answer: min ${Math.min(...listed)}, median ${percentile([...listed].sort((a, b) => a - b), 50)}, max ${Math.max(...listed)}`);
console.log('case                               p50 ms   p95 ms   p99 ms');
for (const [name, s] of rows) console.log(`${name.padEnd(33)} ${s.p50.toFixed(1).padStart(7)}  ${s.p95.toFixed(1).padStart(7)}  ${s.p99.toFixed(1).padStart(7)}`);
if (rows[1][1].p95 > P95_LIMIT_MS) {
  console.error(`bench:budget: the end-to-end p95 is over ${P95_LIMIT_MS} ms`);
  process.exitCode = 1;
}
