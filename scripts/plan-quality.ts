// `npx tsx scripts/plan-quality.ts [--queries N]`: how good the trip planner's plans are today, to
// compare before and after a change. Plans N (default 1000) seeded, varied queries over the 60 real
// knowledge base destinations (lib/plan-quality-queries.ts: days 1–10, every pace, interests,
// party, tier, budget on/off, lodging and flights on/off, built with the server's own catalogue,
// lodging, flight and query functions) and prints, over the feasible plans, the share of repeated
// restaurants, zig-zag days, mid-day holes, early check-ins, heavy days after a morning landing and
// out-of-season outdoor sights (lib/plan-quality-rules.ts), then planTrip's p50/p95 by trip days, and
// the share of days breaking each of the planner's own rules (the property test's, plan-rules.ts).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { planTrip } from '@escazo/planner';
import { qualityQuery, querySetup, type QualityQuery } from './lib/plan-quality-queries.ts';
import { HEAVY_DAY_ATTRACTIONS, MAX_EXACT_STOPS, SEASONAL_TAGS } from './lib/plan-quality-rules.ts';
import { emptyTally, HOLE_MINUTES, tallyPlan, ZIGZAG_RATIOS, type Tally } from './lib/plan-quality-tally.ts';

const SEED = 20260401;
const WARM_UP = 20;

const { values } = parseArgs({ options: { queries: { type: 'string', default: '1000' } } });
const count = Number(values.queries);
if (!Number.isInteger(count) || count < 1)
  throw new Error(`--queries takes a positive whole number, not ${values.queries}`);

const started = performance.now();
const setup = querySetup();
const queries: QualityQuery[] = Array.from({ length: count }, (_, i) => qualityQuery(setup, SEED, i));
const setupMs = performance.now() - started;
for (const { query } of queries.slice(0, WARM_UP)) planTrip(query);

const tally = emptyTally();
for (const { entry, query } of queries) {
  const t0 = performance.now();
  const plan = planTrip(query);
  tallyPlan(tally, entry, query, plan, performance.now() - t0);
}

const pct = (n: number, of: number) => (of === 0 ? '   -  ' : `${((100 * n) / of).toFixed(1).padStart(5)}%`);
const row = (label: string, n: number, of: number, note = '') =>
  console.log(`${label.padEnd(44)} ${pct(n, of)}  ${String(n).padStart(6)} / ${String(of).padEnd(6)} ${note}`);
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function printInputs(t: Tally) {
  const with_ = (test: (q: QualityQuery) => boolean) => queries.filter(test).length;
  console.log(
    `plan-quality: ${count} queries (seed ${SEED}) over ${setup.catalogue.destinations.length} destinations, set up in ${Math.round(setupMs)} ms, load average ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores`,
  );
  console.log(
    `inputs: lodging offered ${with_((q) => q.query.lodging.length > 0)}, flights ${with_((q) => !!q.query.flights?.outbound)} (landing before 10:00 ${with_((q) => (q.query.flights?.outbound?.atDestination ?? 1440) < 600)}), budget ${with_((q) => q.query.budgetMinor !== null)}`,
  );
  const infeasible = [...t.infeasibleBy].map(([rule, n]) => `${rule} ${n}`).join(', ');
  console.log(
    `feasible plans ${t.feasible} / ${t.plans}${infeasible ? ` (infeasible, first non-budget rule: ${infeasible})` : ''}`,
  );
}

function printMeasures(t: Tally) {
  console.log(`\n${'measure (feasible plans only)'.padEnd(44)}  share   count / of`);
  row('1. repeated restaurant, of meals', t.repeats, t.meals);
  row('   … with an unused alternative open', t.repeatsWithAlternative, t.meals);
  ZIGZAG_RATIOS.forEach((ratio, i) =>
    row(`2. zig-zag day, route > ${ratio} × shortest`, t.zigzag[i]!, t.routeDays, 'days of 3–8 stops'),
  );
  row(`   not measured (> ${MAX_EXACT_STOPS} stops)`, t.notMeasured, t.routeDays + t.notMeasured, 'days of 3+ stops');
  HOLE_MINUTES.forEach((limit, i) =>
    row(`3. hole > ${limit} min in 10:00–18:00`, t.holes[i]!, t.fullDays, 'full days, not relaxed'),
  );
  row('   (extra) first item after 10:00', t.lateStarts, t.fullDays, 'full days, not relaxed');
  row('4. check-in before 15:00', t.earlyCheckIns, t.checkIns, 'check-ins');
  row(
    `5. ≥ ${HEAVY_DAY_ATTRACTIONS} attractions on a morning-landing day`,
    t.heavyAfterArrival,
    t.morningArrivals,
    'landings before 10:00',
  );
  const tags = [...t.outOfSeasonByTag].map(([tag, n]) => `${tag} ${n}`).join(', ');
  row(
    `6. outdoor sight out of season, not asked`,
    t.outOfSeason,
    t.seasonal,
    `visits tagged ${SEASONAL_TAGS.join('/')}`,
  );
  if (tags) console.log(`${''.padEnd(44)} by tag: ${tags}`);
}

function printTimings(t: Tally) {
  console.log('\n7. planTrip ms by trip days');
  console.log('days  plans   p50 ms   p95 ms');
  for (const days of [...t.timings.keys()].sort((a, b) => a - b)) {
    const times = [...t.timings.get(days)!].sort((a, b) => a - b);
    console.log(
      `${String(days).padStart(4)}  ${String(times.length).padStart(5)}  ${percentile(times, 50).toFixed(2).padStart(7)}  ${percentile(times, 95).toFixed(2).padStart(7)}`,
    );
  }
}

function printRules(t: Tally) {
  console.log(`\n8. the planner's rules (packages/planner/src/testing/plan-rules.ts), days of feasible plans`);
  for (const [rule, n] of t.ruleDays) row(`   ${rule}`, n, t.days, 'days');
}

printInputs(tally);
printMeasures(tally);
printTimings(tally);
printRules(tally);
console.log('\nexamples');
for (const [finding, text] of tally.examples) console.log(`  ${finding}: ${text}`);
