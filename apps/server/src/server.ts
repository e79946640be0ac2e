import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedReferenceData } from './db/seed.ts';
import { buildApp } from './app.ts';
import { emailLinkOrigin, scheduleMailCleanup } from './modules/mail/public.ts';
import { scheduleAuthCleanup } from './modules/auth/public.ts';
import { scheduleDailyBookingJobs } from './modules/bookings/public.ts';
import { scheduleNextReprice } from './modules/price-watches/public.ts';
import { scheduleDealsAtStart } from './modules/deals/public.ts';
import { scheduleNewsletterDigest } from './modules/newsletter/public.ts';
import { schedulePlanningCleanup } from './modules/planning/public.ts';
import { scheduleBudgetPlansCleanup } from './modules/budget-plans/public.ts';
import { wantsPrettyLogs } from './lib/logger-options.ts';
import { AdvancingClock, systemClock } from './lib/clock.ts';
import { watchEventLoop } from './lib/loop-watch.ts';

/** Starts Escazo: open and migrate the database, seed, serve, and close cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: config.dataDir },
  );
  if (config.seed) await seedReferenceData(database.db);
  // The browser tests' server runs on a clock they can move forward (test-inspection clock route).
  const clock = config.env === 'test' && process.env.E2E_INSPECT === '1' ? new AdvancingClock() : systemClock;
  const app = await buildApp({ config, database, clock });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.jobs.stop();
      await app.rideAutopilot.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // The CPU pool's threads load their code before the server answers, not on the first budget
  // plan or PDF (a cold thread compiles its modules for seconds).
  await app.cpuPool.warm();
  await app.listen({ port: config.port, host: config.host });
  await scheduleDailyBookingJobs(database.db, app.clock.now());
  await scheduleNextReprice(database.db, app.clock.now());
  // Deals: a recompute now when there are none or they are over 6 hours old, and the next periodic run.
  await scheduleDealsAtStart(database.db, app.clock.now());
  await scheduleNewsletterDigest(database.db, app.clock.now());
  await schedulePlanningCleanup(database.db, app.clock.now());
  await scheduleBudgetPlansCleanup(database.db, app.clock.now());
  await scheduleAuthCleanup(database.db, app.clock.now());
  await scheduleMailCleanup(database.db, app.clock.now());
  // Scheduled jobs live in the database, so whatever fell due while the server was down runs now.
  app.jobs.start();
  // Rides move on from their rows (due times, offers), so rides due while the server was down move now.
  app.rideAutopilot.start();
  // Search counts are written every few seconds; what is left is written when the app closes.
  app.searchCounts.start();
  // A block of the event loop delays every request: each long one is logged with its cause, and
  // its start on the system's monotonic clock (the one CPU profiles are timed on).
  const monotonicOffsetMs = Number(process.hrtime.bigint() / 1000n) / 1000 - performance.now();
  watchEventLoop((block) =>
    app.log.warn(
      { eventLoopBlock: { ...block, monotonicStartMs: Math.round(block.startMs + monotonicOffsetMs) } },
      `event loop blocked ${Math.round(block.blockedMs)} ms (${block.cause})`,
    ),
  );
  const where = database.driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  const port = (app.server.address() as { port: number }).port;
  app.log.info(
    `Links in e-mails use ${emailLinkOrigin(config, app.server.address())}${config.publicUrl ? '' : ' (set PUBLIC_URL to change it)'}`,
  );
  const url = `http://${browsableHost(config.host)}:${port}`;
  const readyMs = Math.round(performance.now() - started);
  // A person at a terminal gets the address on its own lines; a log collector gets one JSON line.
  if (wantsPrettyLogs(config)) {
    console.log(
      `\n  Escazo is running at ${url}\n  database: ${where}; ready in ${(readyMs / 1000).toFixed(1)} s\n  Stop it with Ctrl-C.\n`,
    );
  } else {
    app.log.info({ url, database: where, readyMs }, `Escazo is running at ${url}`);
  }
}

/** The host a browser on this machine opens: any wildcard or loopback address is localhost. */
function browsableHost(host: string): string {
  return ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host)
    ? 'localhost'
    : host.includes(':')
      ? `[${host}]`
      : host;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
