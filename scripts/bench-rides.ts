// `npm run bench:rides`: the rides benchmarks, in-process.
//   a. ride quotes: p50/p99 of one quote over a city of 500 free drivers (scripts/lib/bench-rides-quote.ts);
//   b. the booking race: 200 concurrent immediate bookings against exactly 20 free drivers, on PGlite and
//      on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test
//      when it answers), in its own schema (scripts/lib/bench-rides-booking.ts);
//   c. live status delivery to 1,000 SSE watchers of one instance, on PGlite and on PostgreSQL
//      (scripts/lib/bench-rides-watchers.ts).
// Exits 1 when the booking race breaks an invariant (a driver twice, a wrong count, a 5xx) or a
// watcher misses an event.
import os from 'node:os';
import pg from 'pg';
import { benchRideBooking, rideBookingBenchHeld, type RideBookingBench } from './lib/bench-rides-booking.ts';
import { benchRideQuote } from './lib/bench-rides-quote.ts';
import { benchRideWatchers, type RideWatchersBench } from './lib/bench-rides-watchers.ts';

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL server to race on, or undefined when none is named and the default does not answer. */
async function postgresUrl(): Promise<string | undefined> {
  const named = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (named) return named;
  const client = new pg.Client({ connectionString: DEFAULT_POSTGRES, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return DEFAULT_POSTGRES;
  } catch {
    return undefined;
  }
}

const bookingLine = (r: RideBookingBench) =>
  `   ${r.driver === 'postgres' ? 'PostgreSQL' : 'PGlite    '}: ${r.requests} bookings at once, ${r.freeDrivers} free drivers → assigned ${r.assigned}, rejected (409) ${r.rejected}, distinct drivers ${r.distinctDrivers}, responses >= 500: ${r.serverErrors}, elapsed ${(r.elapsedMs / 1000).toFixed(2)} s`;

const watchersLine = (w: RideWatchersBench) =>
  `   ${w.driver === 'postgres' ? 'PostgreSQL' : 'PGlite    '}: ${w.watchers} watchers of ${w.rides} rides, ${w.events} status events delivered, ${w.missed} missed: publication → watcher p50 ${w.p50Ms.toFixed(1)} ms, p99 ${w.p99Ms.toFixed(1)} ms (from the start of the tick: p99 ${w.tickP99Ms.toFixed(1)} ms)`;

async function main() {
  console.log(`bench:rides, load average ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores`);
  const quote = benchRideQuote();
  console.log(
    `a. ride quote over ${quote.drivers} drivers, ${quote.runs} runs: p50 ${quote.p50Ms.toFixed(3)} ms, p99 ${quote.p99Ms.toFixed(3)} ms`,
  );

  console.log('b. booking race:');
  const races: RideBookingBench[] = [await benchRideBooking()];
  console.log(bookingLine(races[0]!));
  const url = await postgresUrl();
  if (url) {
    races.push(await benchRideBooking(url));
    console.log(bookingLine(races[1]!));
  } else
    console.log(
      '   PostgreSQL: skipped (no BENCH_DATABASE_URL/TEST_DATABASE_URL and nothing answers at the default address)',
    );

  console.log('c. live status:');
  const watched: RideWatchersBench[] = [await benchRideWatchers()];
  console.log(watchersLine(watched[0]!));
  if (url) {
    watched.push(await benchRideWatchers({ url }));
    console.log(watchersLine(watched[1]!));
  }

  if (!races.every(rideBookingBenchHeld)) {
    console.error('bench:rides: the booking race broke an invariant (a driver twice, a wrong count or a 5xx)');
    process.exitCode = 1;
  }
  if (watched.some((w) => w.missed > 0)) {
    console.error('bench:rides: a watcher missed a status event');
    process.exitCode = 1;
  }
}

await main();
