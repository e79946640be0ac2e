// `npm run bench:budget-load`: does a flood of budget plans keep the server answering? Starts the
// server as `npm start` runs it (a child process on a fresh embedded database, 127.0.0.1 only), then
// for a bounded time (--duration, default 20 s) has --clients (default 16) concurrent clients post
// varied budget plans (origins, dates 1-20 weeks ahead, windows of 3-30 days, 1-9 travellers,
// budgets) back to back, while one sampler asks GET /api/health every 50 ms (first 5 s of it
// without load, printed for comparison: what the machine itself gives). The address and form
// limits are raised for the run (as for many clients behind many addresses), so the plans reach
// the CPU pool and its queue; the cost-weighted limit's 429s are counted all the same.
// Prints the health p50/p95/p99/max, the plans completed and the 503s and 429s, and the server's
// event-loop blocks over 50 ms (it logs each with its cause: waiting for a CPU while other
// processes had the cores, garbage collection or main-thread work), the largest first and the
// largest not waiting for a CPU; with --cpu-prof the server runs under the V8 CPU profiler and the
// functions that ran during that block are named too. Measure on a quiet machine (the load average
// is printed at the start and the end). Exits 1 when the health p99 is over
// 50 ms (or a response is a 5xx other than 503, or nothing completed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGET_PREFERENCES } from '@escazo/contracts/budget';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { Rng } from '@escazo/inventory/flights';
import { freePort, startServer, stopServer } from './lib/server-process.mjs';
import { functionsDuring, type CpuProfile } from './lib/cpu-profile.ts';

const HEALTH_P99_LIMIT_MS = 50;
const HEALTH_EVERY_MS = 50;
const ORIGINS = ['JFK', 'LHR', 'GB-london', 'Paris', 'LAX', 'Tokyo', 'SYD', 'Lisbon', 'Chicago', 'FRA', 'Singapore'];

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    clients: { type: 'string', default: '16' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const durationMs = Number(values.duration) * 1000;
const clients = Number(values.clients);
if (!(durationMs > 0 && durationMs <= 300_000 && clients >= 1 && clients <= 64)) {
  console.error('usage: npm run bench:budget-load -- [--duration <1-300 s>] [--clients <1-64>] [--cpu-prof]');
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
const profileDir = path.join(dataDir, 'cpu-prof');
const server = await startServer({
  env,
  timeoutMs: 600_000,
  nodeArgs: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
console.log(`server healthy after ${(server.startMs / 1000).toFixed(1)} s`);

/** A block of the server's event loop, as it logs one (JSON log lines), and when it was logged. */
type LoopBlock = {
  loggedAt: number;
  blockedMs: number;
  cause: string;
  gcMs: Record<string, number>;
  cpuMs: number | null;
  waitMs: number | null;
  monotonicStartMs: number;
};
const blocks: LoopBlock[] = [];
let pending = '';
server.child.stdout!.on('data', (chunk: Buffer) => {
  const lines = (pending + chunk.toString()).split('\n');
  pending = lines.pop()!;
  for (const line of lines) {
    if (!line.includes('eventLoopBlock')) continue;
    try {
      const entry = JSON.parse(line) as { time: number; eventLoopBlock: Omit<LoopBlock, 'loggedAt'> };
      blocks.push({ loggedAt: entry.time, ...entry.eventLoopBlock });
    } catch {
      // Not a JSON log line.
    }
  }
});

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
const quietFrom = Date.now();
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

const loadFrom = Date.now();
let loadUntil = Infinity;
try {
  deadline = performance.now() + durationMs;
  const sampler = async () => (healthFailures = await sampleHealth(deadline, health));
  await Promise.all([sampler(), ...Array.from({ length: clients }, (_, i) => client(i))]);
  loadUntil = Date.now();
  // Blocks are logged a moment after they end; the shutdown's own are not the load's.
  await sleep(200);
} finally {
  await stopServer(server);
}
const profile = values['cpu-prof']
  ? (fs
      .readdirSync(profileDir)
      .filter((name) => name.endsWith('.cpuprofile'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(profileDir, name), 'utf8')) as CpuProfile)
      // The main thread's profile is the one that starts first.
      .sort((a, b) => a.startTime - b.startTime)[0] ?? null)
  : null;
fs.rmSync(dataDir, { recursive: true, force: true });

const sorted = [...health].sort((a, b) => a - b);
const quietSorted = [...quiet].sort((a, b) => a - b);
console.log(
  `GET /api/health without load: ${quiet.length} samples, p50 ${percentile(quietSorted, 50).toFixed(1)} ms, p99 ${percentile(quietSorted, 99).toFixed(1)} ms; load average now ${os.loadavg()[0]!.toFixed(2)}`,
);
const plans = [...planTimes].sort((a, b) => a - b);
const others = [...statuses].filter(([s]) => ![201, 429, 503].includes(s));
const p99 = percentile(sorted, 99);
console.log(
  `GET /api/health under load: ${health.length} samples, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms; failed ${healthFailures}`,
);
console.log(
  `POST /api/budget-plans: ${statuses.get(201) ?? 0} plans completed (p50 ${percentile(plans, 50).toFixed(0)} ms, p99 ${percentile(plans, 99).toFixed(0)} ms), ${statuses.get(503) ?? 0} × 503, ${statuses.get(429) ?? 0} × 429, other statuses ${others.map(([s, n]) => `${n} × ${s}`).join(', ') || 'none'}, network failures ${failures}`,
);
const describeBlock = (b: LoopBlock) => {
  const gc = Object.entries(b.gcMs)
    .map(([kind, ms]) => `${kind} GC ${ms.toFixed(0)} ms`)
    .join(', ');
  const scheduled =
    b.cpuMs === null || b.waitMs === null
      ? ''
      : `, main thread on a CPU ${b.cpuMs.toFixed(0)} ms and waiting for one ${b.waitMs.toFixed(0)} ms`;
  return `${b.blockedMs.toFixed(0)} ms, ${b.cause} (${gc || 'no GC pause within it'}${scheduled})`;
};
for (const [phase, from, until] of [
  ['without load', quietFrom, loadFrom],
  ['under load', loadFrom, loadUntil],
] as const) {
  const within = blocks
    .filter((b) => b.loggedAt >= from && b.loggedAt < until)
    .sort((a, b) => b.blockedMs - a.blockedMs);
  if (within.length === 0) {
    console.log(`event loop ${phase}: no block over 50 ms`);
    continue;
  }
  const causes = new Map<string, number>();
  for (const b of within) causes.set(b.cause, (causes.get(b.cause) ?? 0) + 1);
  const byCause = [...causes].map(([cause, n]) => `${n} ${cause}`).join(', ');
  console.log(
    `event loop ${phase}: ${within.length} blocks over 50 ms (${byCause}); largest ${describeBlock(within[0]!)}`,
  );
  // A block while the machine's other processes had the cores says nothing of the server's own work.
  const own = within.find((b) => b.cause !== 'waiting for a CPU');
  if (own && own !== within[0]) console.log(`  largest not waiting for a CPU: ${describeBlock(own)}`);
  if (profile && own && phase === 'under load') {
    const during = functionsDuring(profile, own.monotonicStartMs, own.monotonicStartMs + own.blockedMs);
    console.log(`  ran during it (CPU profile samples, own time): ${during.slice(0, 8).join('; ') || 'no samples'}`);
  }
}

const problems = [
  ...(p99 > HEALTH_P99_LIMIT_MS ? [`the health p99 (${p99.toFixed(1)} ms) is over ${HEALTH_P99_LIMIT_MS} ms`] : []),
  ...(healthFailures > 0 ? [`${healthFailures} health checks failed`] : []),
  ...(others.some(([s]) => s >= 500) ? ['a budget plan answered a 5xx other than 503'] : []),
  ...(!statuses.get(201) ? ['no budget plan completed'] : []),
];
for (const problem of problems) console.error(`bench:budget-load: ${problem}`);
if (problems.length > 0) process.exitCode = 1;
