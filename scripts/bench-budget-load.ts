// `npm run bench:budget-load`: does a flood of budget plans keep the server answering? Starts the
// server as `npm start` runs it (a child process on a fresh embedded database, 127.0.0.1 only), then
// for a bounded time (--duration, default 20 s) has --clients (default 16) concurrent clients post
// varied budget plans (origins, dates 1-20 weeks ahead, windows of 3-30 days, 1-9 travellers,
// budgets) back to back, while one sampler asks GET /api/health every 50 ms (first 5 s of it
// without load, printed for comparison: what the machine itself gives). The address and form
// limits are raised for the run (as for many clients behind many addresses), so the plans reach
// the CPU pool and its queue; the cost-weighted limit's 429s are counted all the same.
// Prints the health p50/p99/max, the plans completed and the 503s and 429s; exits 1 when the
// health p99 is over 50 ms (or a response is a 5xx other than 503, or nothing completed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGET_PREFERENCES } from '@escazo/contracts/budget';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { Rng } from '@escazo/inventory/flights';
import { freePort, startServer, stopServer } from './lib/server-process.mjs';

const HEALTH_P99_LIMIT_MS = 50;
const HEALTH_EVERY_MS = 50;
const ORIGINS = ['JFK', 'LHR', 'GB-london', 'Paris', 'LAX', 'Tokyo', 'SYD', 'Lisbon', 'Chicago', 'FRA', 'Singapore'];

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '20' }, clients: { type: 'string', default: '16' } },
});
const durationMs = Number(values.duration) * 1000;
const clients = Number(values.clients);
if (!(durationMs > 0 && durationMs <= 300_000 && clients >= 1 && clients <= 64)) {
  console.error('usage: npm run bench:budget-load -- [--duration <1-300 s>] [--clients <1-64>]');
  process.exit(2);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escazo-budget-load-'));
const env = {
  NODE_ENV: 'production',
  PORT: String(await freePort()),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000',
  FORM_RATE_LIMIT_MAX: '1000000',
};
console.log(
  `bench:budget-load: starting the server (fresh embedded database in ${dataDir}); ${clients} clients for ${durationMs / 1000} s, load average ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores`,
);
const server = await startServer({ env, timeoutMs: 300_000 });
console.log(`server healthy after ${(server.startMs / 1000).toFixed(1)} s`);

/** A session cookie and CSRF token, as the web app holds them. */
async function session() {
  const res = await fetch(`${server.base}/api/csrf`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, 'x-csrf-token': ((await res.json()) as { token: string }).token };
}

function body(rng: Rng) {
  const start = addDays(todayIso(Date.now()), 7 + rng.int(0, 19 * 7));
  const travelers = 1 + rng.int(0, 8);
  return {
    totalBudget: (800 + rng.int(0, 60) * 100) * travelers,
    travelers,
    travelDates: { startDate: start, endDate: addDays(start, 2 + rng.int(0, 27)) },
    preferences: BUDGET_PREFERENCES.filter(() => rng.next() < 0.25),
    startingLocation: ORIGINS[rng.int(0, ORIGINS.length - 1)]!,
  };
}

/** GET /api/health every HEALTH_EVERY_MS until `until`: the latencies of the 200s, and the failures. */
async function sampleHealth(until: number, into: number[]): Promise<number> {
  let failed = 0;
  while (performance.now() < until) {
    const t = performance.now();
    try {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status === 200) into.push(performance.now() - t);
      else failed++;
    } catch {
      failed++;
    }
    await sleep(Math.max(0, HEALTH_EVERY_MS - (performance.now() - t)));
  }
  return failed;
}

// The same sampling for 5 s without load first: what this machine gives a quiet server.
const quiet: number[] = [];
await sampleHealth(performance.now() + 5_000, quiet);

const statuses = new Map<number, number>();
const planTimes: number[] = [];
let failures = 0;
let deadline = Infinity;

async function client(i: number) {
  const rng = new Rng(20261207 + i);
  const headers = { ...(await session()), 'content-type': 'application/json' };
  while (performance.now() < deadline) {
    const t = performance.now();
    try {
      const res = await fetch(`${server.base}/api/budget-plans`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body(rng)),
        signal: AbortSignal.timeout(60_000),
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 201) planTimes.push(performance.now() - t);
      // A refused client waits as Retry-After asks (bounded by the run), as a well-behaved one would.
      if (res.status === 503 || res.status === 429)
        await sleep(Math.min(Number(res.headers.get('retry-after') ?? 1) * 1000, deadline - performance.now()));
    } catch {
      failures++;
    }
  }
}

const health: number[] = [];
let healthFailures = 0;

try {
  deadline = performance.now() + durationMs;
  const sampler = async () => (healthFailures = await sampleHealth(deadline, health));
  await Promise.all([sampler(), ...Array.from({ length: clients }, (_, i) => client(i))]);
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const sorted = [...health].sort((a, b) => a - b);
const quietSorted = [...quiet].sort((a, b) => a - b);
console.log(
  `GET /api/health without load: ${quiet.length} samples, p50 ${percentile(quietSorted, 50).toFixed(1)} ms, p99 ${percentile(quietSorted, 99).toFixed(1)} ms; load average now ${os.loadavg()[0]!.toFixed(2)}`,
);
const plans = [...planTimes].sort((a, b) => a - b);
const others = [...statuses].filter(([s]) => ![201, 429, 503].includes(s));
const p99 = percentile(sorted, 99);
console.log(
  `GET /api/health under load: ${health.length} samples, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms; failed ${healthFailures}`,
);
console.log(
  `POST /api/budget-plans: ${statuses.get(201) ?? 0} plans completed (p50 ${percentile(plans, 50).toFixed(0)} ms, p99 ${percentile(plans, 99).toFixed(0)} ms), ${statuses.get(503) ?? 0} × 503, ${statuses.get(429) ?? 0} × 429, other statuses ${others.map(([s, n]) => `${n} × ${s}`).join(', ') || 'none'}, network failures ${failures}`,
);
const problems = [
  ...(p99 > HEALTH_P99_LIMIT_MS ? [`the health p99 (${p99.toFixed(1)} ms) is over ${HEALTH_P99_LIMIT_MS} ms`] : []),
  ...(healthFailures > 0 ? [`${healthFailures} health checks failed`] : []),
  ...(others.some(([s]) => s >= 500) ? ['a budget plan answered a 5xx other than 503'] : []),
  ...(!statuses.get(201) ? ['no budget plan completed'] : []),
];
for (const problem of problems) console.error(`bench:budget-load: ${problem}`);
if (problems.length > 0) process.exitCode = 1;
