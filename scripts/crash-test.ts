// `npm run test:crash [-- --iterations 20 --writers 12 --keep]`: proves the embedded store survives
// a crash. Each iteration starts the real server on one data directory (reused, so data piles up),
// writes contact messages through the API from concurrent writers, SIGKILLs the server mid-write,
// restarts it (the stale pid lock must be taken over), stops it cleanly, then opens the store
// directly and checks that every write ever acknowledged with 201 is there and the store is sound.
import path from 'node:path';
import {
  crashArgs,
  finishCrashRun,
  killUnderLoad,
  prepareCrashRun,
  restartAndStop,
  startCrashServer,
} from './lib/crash-harness.mjs';
import { startContactLoad, type Ack } from './lib/contact-load.mjs';
import { verifyStore } from './lib/verify-store.mjs';

const { iterations, minMs, maxMs, keep, startTimeoutMs, values } = crashArgs(
  { writers: { type: 'string', default: '12' } },
  'Usage: npm run test:crash -- [--iterations N] [--writers N] [--min-ms MS] [--max-ms MS] [--start-timeout-ms MS] [--keep]',
  60_000,
  (v) => Number(v.writers) >= 1,
);
const writers = Number(values.writers);
const run = await prepareCrashRun('escazo-crash-', startTimeoutMs);
const { dataDir } = run;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;

const allAcked: Ack[] = [];
const restartMs: number[] = [];
const cleanStartMs: number[] = [];
const failures: string[] = [];
let inFlightTotal = 0;
let landedTotal = 0;

console.log(
  `Crash test: ${iterations} iterations, ${writers} writers, kill after ${minMs}–${maxMs} ms, data in ${dataDir}`,
);
for (let i = 1; i <= iterations && failures.length === 0; i++) {
  const fail = (msg: string) => failures.push(`iteration ${i}: ${msg}`);
  try {
    const first = await startCrashServer(run);
    cleanStartMs.push(first.startMs);
    const load = startContactLoad({ base: first.base, writers, tag: `${process.pid}-i${i}` });
    const inFlight = await killUnderLoad(run, first, load, {
      minMs,
      maxMs,
      what: 'write',
      inFlight: (l) => l.inFlightSubjects(),
      fail,
    });
    allAcked.push(...load.acked);

    const again = await restartAndStop(run, fail);
    restartMs.push(again.startMs);

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
      fail(
        `${report.totalRows} rows stored, expected ${allAcked.length} acknowledged + ${landedTotal} committed unanswered`,
      );
    }
    for (const m of report.missing.slice(0, 10))
      fail(`acknowledged write missing: ${m.id} ${m.reference} "${m.subject}"`);
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
finishCrashRun(run, keep, failures);
