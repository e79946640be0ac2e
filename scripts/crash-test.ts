// `npm run test:crash [-- --iterations 20 --writers 12 --keep]`: proves the embedded store survives
// a crash. Each iteration starts the real server on one data directory (reused, so data piles up),
// writes contact messages through the API from concurrent writers, SIGKILLs the server mid-write,
// restarts it (the stale pid lock must be taken over), stops it cleanly, then opens the store
// directly and checks that every write ever acknowledged with 201 is there and the store is sound.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startContactLoad, type Ack } from './lib/contact-load.mjs';
import { describeExit, freePort, startServer, stopServer } from './lib/server-process.mjs';
import { verifyStore } from './lib/verify-store.mjs';

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '20' },
    writers: { type: 'string', default: '12' },
    'min-ms': { type: 'string', default: '300' },
    'max-ms': { type: 'string', default: '1500' },
    keep: { type: 'boolean', default: false },
  },
});
const iterations = Number(args.iterations);
const writers = Number(args.writers);
const [minMs, maxMs] = [Number(args['min-ms']), Number(args['max-ms'])];
if (!(iterations >= 1 && writers >= 1 && minMs >= 0 && maxMs >= minMs)) {
  console.error('Usage: npm run test:crash -- [--iterations N] [--writers N] [--min-ms MS] [--max-ms MS] [--keep]');
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escazo-crash-'));
const lockPath = path.join(dataDir, 'escazo.lock');
const env = {
  NODE_ENV: 'production',
  PORT: String(await freePort()),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  FORM_RATE_LIMIT_MAX: '1000000',
  RATE_LIMIT_MAX: '1000000',
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const lockOwner = () => (fs.existsSync(lockPath) ? Number(fs.readFileSync(lockPath, 'utf8')) : null);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;

const allAcked: Ack[] = [];
const restartMs: number[] = [];
const cleanStartMs: number[] = [];
const failures: string[] = [];
let inFlightTotal = 0;
let landedTotal = 0;

console.log(`Crash test: ${iterations} iterations, ${writers} writers, kill after ${minMs}–${maxMs} ms, data in ${dataDir}`);
for (let i = 1; i <= iterations && failures.length === 0; i++) {
  const fail = (msg: string) => failures.push(`iteration ${i}: ${msg}`);
  try {
    const first = await startServer({ env, timeoutMs: 60_000 });
    cleanStartMs.push(first.startMs);
    const load = startContactLoad({ base: first.base, writers, tag: `${process.pid}-i${i}` });
    const until = performance.now() + 10_000;
    while (load.acked.length === 0 && load.problems.length === 0 && performance.now() < until) await sleep(10);
    if (load.acked.length === 0) fail(`no write was acknowledged before the kill ${load.problems.join('; ')}`);
    await sleep(minMs + Math.random() * (maxMs - minMs));

    load.markServerGone();
    const inFlight = load.inFlightSubjects();
    first.child.kill('SIGKILL');
    const killed = await first.exited;
    await load.stop();
    if (killed.signal !== 'SIGKILL') fail(`the server ended with ${describeExit(killed)} instead of SIGKILL`);
    if (lockOwner() !== first.child.pid) fail(`expected the dead server's stale lock (pid ${first.child.pid}), found ${lockOwner()}`);
    for (const p of load.problems) fail(p);
    allAcked.push(...load.acked);

    const again = await startServer({ env, timeoutMs: 60_000 });
    restartMs.push(again.startMs);
    if (again.health.status !== 'ok' || again.health.database !== 'up') fail(`health after restart: ${JSON.stringify(again.health)}`);
    if (lockOwner() !== again.child.pid) fail(`the restarted server (pid ${again.child.pid}) does not own the lock (${lockOwner()})`);
    const stopped = await stopServer(again, 'SIGTERM');
    if (stopped.code !== 0) fail(`clean stop ended with ${describeExit(stopped)}:\n${again.output()}`);
    if (fs.existsSync(lockPath)) fail('the lock file is still there after a clean stop');
    if (/error|corrupt|PANIC/i.test(again.output())) fail(`the restarted server logged:\n${again.output()}`);

    // A request in flight at the kill may still have been answered 201 (then it is acknowledged);
    // of the unanswered ones, some committed before the kill: allowed, and counted.
    const ackedSubjects = new Set(load.acked.map((a) => a.subject));
    const unanswered = inFlight.filter((s) => !ackedSubjects.has(s));
    const report = await verifyStore(path.join(dataDir, 'pglite'), allAcked, unanswered);
    inFlightTotal += unanswered.length;
    landedTotal += report.landedInFlight;
    console.log(
      `#${String(i).padStart(3)}  acked ${String(load.acked.length).padStart(4)}  unanswered at kill ${String(unanswered.length).padStart(2)} ` +
        `(committed ${report.landedInFlight})  start ${Math.round(first.startMs)} ms, restart after kill ${Math.round(again.startMs)} ms (server ready ${again.readyMs} ms)  ` +
        `verified ${report.present}/${allAcked.length}  rows ${report.totalRows}  ` +
        `amcheck ${report.corruption.length ? 'FAILED' : 'ok'}`,
    );
    // Only this script writes here, so every row is an acknowledged write or a committed unanswered one.
    if (report.totalRows !== allAcked.length + landedTotal) {
      fail(`${report.totalRows} rows stored, expected ${allAcked.length} acknowledged + ${landedTotal} committed unanswered`);
    }
    for (const m of report.missing.slice(0, 10)) fail(`acknowledged write missing: ${m.id} ${m.reference} "${m.subject}"`);
    if (report.missing.length) fail(`${report.missing.length} acknowledged write(s) missing`);
    for (const m of report.mismatched) fail(`write ${m.id} stored with another reference than ${m.reference}`);
    for (const c of report.corruption) fail(`corruption: ${c}`);
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
}

const done = restartMs.length;
console.log(
  `\n${failures.length ? '✗' : '✓'} ${done}/${iterations} crash iterations; ${allAcked.length} acknowledged writes, ` +
    `${failures.length ? 'see failures below' : 'all present'}; ${inFlightTotal} unanswered at the kills (${landedTotal} of them committed); ` +
    `restart after SIGKILL median ${Math.round(median(restartMs))} ms, max ${Math.round(Math.max(...restartMs))} ms ` +
    `(clean start median ${Math.round(median(cleanStartMs))} ms; spawn to healthy)`,
);
for (const f of failures) console.error(`✗ ${f}`);
if (args.keep || failures.length) console.log(`Data directory kept: ${dataDir}`);
else fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(failures.length ? 1 : 0);
