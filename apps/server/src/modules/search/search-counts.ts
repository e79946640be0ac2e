import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { dayOf } from '@escazo/contracts/dates';
import type { Database, Db } from '@server/db/client.ts';
import { searchCounts } from './schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Searches per destination city and UTC day, counted in memory and flushed in batches. */
    searchCounts: SearchCounter;
  }
}

/** How often the counts in memory are written. */
export const SEARCH_COUNT_FLUSH_MS = 10_000;

export type SearchCounter = {
  /** Counts one search for the city on the day of `at` (UTC). In memory only: never a write per search. */
  record(cityId: string, at: Date): void;
  /** Writes the counts gathered so far in one upsert; counts are kept for the next flush when it fails. */
  flush(): Promise<void>;
  /** Starts the periodic flush (an unref'd timer); server.ts calls it after listen. */
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
};

/** Adds one batch of counts to the stored ones (one statement for the whole batch). */
async function addCounts(db: Db, rows: { destinationKey: string; day: string; count: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(searchCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [searchCounts.destinationKey, searchCounts.day],
      set: { count: sql`${searchCounts.count} + excluded.count` },
    });
}

export function createSearchCounter(db: Db, log: Pick<FastifyInstance['log'], 'warn'>): SearchCounter {
  // Key: `<day>|<city id>` (a city id never holds '|').
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const flushOnce = async (): Promise<void> => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = [...batch].map(([key, count]) => {
      const bar = key.indexOf('|');
      return { day: key.slice(0, bar), destinationKey: key.slice(bar + 1), count };
    });
    try {
      await addCounts(db, rows);
    } catch (err) {
      // Keep the batch for the next flush rather than lose it.
      for (const [key, count] of batch) pending.set(key, (pending.get(key) ?? 0) + count);
      throw err;
    }
  };

  const flush = (): Promise<void> => {
    // One flush at a time, so two batches never race on the same rows' order of arrival.
    const next = flushing.then(flushOnce, flushOnce);
    flushing = next.catch(() => undefined);
    return next;
  };

  return {
    record(cityId, at) {
      const key = `${dayOf(at)}|${cityId}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    flush,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        flush().catch((err: unknown) => log.warn({ err }, 'search counts flush failed'));
      }, SEARCH_COUNT_FLUSH_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

/** Decorates `app.searchCounts`; what is still in memory is written when the app closes. */
export const searchCountsPlugin = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    const counter = createSearchCounter(database.db, app.log);
    app.decorate('searchCounts', counter);
    app.addHook('onClose', async () => {
      try {
        await counter.stop();
      } catch (err) {
        app.log.warn({ err }, 'search counts flush at close failed');
      }
    });
  },
  { name: 'search-counts' },
);
