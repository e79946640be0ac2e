// What the crash tests share: their common options, one data directory reused by every round, the
// server killed with SIGKILL under load, the restart that must take over the stale lock and stop
// cleanly, and the ending (failures listed, data directory kept or removed, exit code).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeExit, freePort, startServer, stopServer } from './server-process.mjs';

const commonOptions = {
  iterations: { type: 'string', default: '20' },
  'min-ms': { type: 'string', default: '300' },
  'max-ms': { type: 'string', default: '1500' },
  keep: { type: 'boolean', default: false },
  'start-timeout-ms': { type: 'string' },
};

/**
 * The common options (--iterations, --min-ms, --max-ms, --keep, --start-timeout-ms, whose default
 * is the script's) with the script's own; exits 2 with `usage` when a number is off (`valid`
 * checks the script's own).
 */
export function crashArgs(extra, usage, defaultStartTimeoutMs, valid = () => true) {
  const { values } = parseArgs({ options: { ...commonOptions, ...extra } });
  const iterations = Number(values.iterations);
  const [minMs, maxMs] = [Number(values['min-ms']), Number(values['max-ms'])];
  const startTimeoutMs = Number(values['start-timeout-ms'] ?? defaultStartTimeoutMs);
  if (!(iterations >= 1 && minMs >= 0 && maxMs >= minMs && startTimeoutMs > 0 && valid(values))) {
    console.error(usage);
    process.exit(2);
  }
  return { iterations, minMs, maxMs, keep: values.keep === true, startTimeoutMs, values };
}

/** One data directory reused by every round, the server's environment, and who holds its pid lock. */
export async function prepareCrashRun(prefix, startTimeoutMs) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
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
  const lockOwner = () => (fs.existsSync(lockPath) ? Number(fs.readFileSync(lockPath, 'utf8')) : null);
  return { dataDir, env, lockPath, lockOwner, startTimeoutMs };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const startCrashServer = (run) => startServer({ env: run.env, timeoutMs: run.startTimeoutMs });

/**
 * Waits (at most 10 s) for the load's first acknowledged write, lets it run min–max ms more, then
 * SIGKILLs the server. `inFlight` is read between marking the server gone and the kill. Checks the
 * server died of the signal and left its stale lock; the load's problems are failures.
 */
export async function killUnderLoad(run, server, load, { minMs, maxMs, what, inFlight, fail }) {
  const until = performance.now() + 10_000;
  while (load.acked.length === 0 && load.problems.length === 0 && performance.now() < until) await sleep(10);
  if (load.acked.length === 0) fail(`no ${what} was acknowledged before the kill ${load.problems.join('; ')}`);
  await sleep(minMs + Math.random() * (maxMs - minMs));

  load.markServerGone();
  const pending = inFlight(load);
  server.child.kill('SIGKILL');
  const killed = await server.exited;
  await load.stop();
  if (killed.signal !== 'SIGKILL') fail(`the server ended with ${describeExit(killed)} instead of SIGKILL`);
  if (run.lockOwner() !== server.child.pid)
    fail(`expected the dead server's stale lock (pid ${server.child.pid}), found ${run.lockOwner()}`);
  for (const p of load.problems) fail(p);
  return pending;
}

/**
 * Starts the server again on the killed one's data: it must be healthy, own the lock, stop cleanly
 * on SIGTERM, remove the lock and log no error. Resolves with the stopped server.
 */
export async function restartAndStop(run, fail) {
  const again = await startCrashServer(run);
  if (again.health.status !== 'ok' || again.health.database !== 'up')
    fail(`health after restart: ${JSON.stringify(again.health)}`);
  if (run.lockOwner() !== again.child.pid)
    fail(`the restarted server (pid ${again.child.pid}) does not own the lock (${run.lockOwner()})`);
  const stopped = await stopServer(again, 'SIGTERM');
  if (stopped.code !== 0) fail(`clean stop ended with ${describeExit(stopped)}:\n${again.output()}`);
  if (fs.existsSync(run.lockPath)) fail('the lock file is still there after a clean stop');
  if (/error|corrupt|PANIC/i.test(again.output())) fail(`the restarted server logged:\n${again.output()}`);
  return again;
}

/** Lists the failures, keeps the data directory when asked or when something failed, and exits. */
export function finishCrashRun(run, keep, failures) {
  for (const f of failures) console.error(`✗ ${f}`);
  if (keep || failures.length) console.log(`Data directory kept: ${run.dataDir}`);
  else fs.rmSync(run.dataDir, { recursive: true, force: true });
  process.exit(failures.length ? 1 : 0);
}
