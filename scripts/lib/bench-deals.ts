// The deals rows of `npm run bench:search`: the server under load computes its deals once at start
// (the recompute job, as a real start-up runs it), then autocannon asks for a page of the list and
// for filtered variants. The recompute also reports the longest event-loop stall it caused (the
// scan runs in short slices, so requests keep being answered while it runs).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.ts';
import { scheduleDealsAtStart } from '@server/modules/deals/public.ts';

/** Runs the start-up recompute now; returns how long it took (ms) and logs the longest event-loop stall. */
export async function computeDeals(app: FastifyInstance, db: Db): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const t = performance.now();
  await scheduleDealsAtStart(db, app.clock.now());
  await app.jobs.runDueJobs();
  const took = performance.now() - t;
  // One more turn of the loop, so a stall at the very end is counted.
  await new Promise((resolve) => setTimeout(resolve, 5));
  delay.disable();
  console.error(
    `Deals recompute: longest event-loop stall ${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`,
  );
  return took;
}

export const dealsPagePaths = ['/api/deals?page=2&sort=discount'];

/** Filtered lists as the /deals page asks for them: type, price bounds in a display currency, text, rating. */
export const dealsFilteredPaths = [
  '/api/deals?type=hotel&sort=price&priceMin=5000&priceMax=90000&priceCurrency=EUR&minRating=4',
  '/api/deals?destination=par&sort=popular',
  '/api/deals?type=flight&sort=discount&priceMax=120000&priceCurrency=GBP&page=2',
  '/api/deals?destination=s%C3%A3o&minRating=3.5&pageSize=24',
  '/api/deals?type=cruise&sort=price&priceCurrency=JPY&priceMin=10000',
  '/api/deals?type=package&sort=discount&validUntil=2099-01-01',
];
