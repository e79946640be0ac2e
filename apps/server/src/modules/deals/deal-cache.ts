import type { RateTable } from '@escazo/contracts/currency';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client.ts';
import { buildDealList, type DealList } from './deal-list.ts';
import { presentDeal } from './presenter.ts';
import { allDeals, dealsComputedAt } from './repository.ts';

/** How often the copy asks the database whether another process recomputed the deals. */
const CHECK_INTERVAL_MS = 1_000;

export type DealSnapshot = { list: DealList; computedAtMs: number | null };

export type DealCache = {
  /** The current copy; the first call loads it, later calls never wait on the database. */
  current(): Promise<DealSnapshot>;
  /** Loads the stored deals now (right after a recompute in this process commits). */
  reload(): Promise<DealSnapshot>;
};

/**
 * An in-memory copy of the deals table: lists and featured deals are answered from memory. At most
 * once a second, in the background, it checks the stored computed_at and reloads when it changed.
 */
export function createDealCache(db: Db, rates: () => Promise<RateTable>, log?: FastifyBaseLogger): DealCache {
  let snapshot: Promise<DealSnapshot> | undefined;
  let checkedAt = 0;
  let checking = false;

  async function load(): Promise<DealSnapshot> {
    const [rows, table] = await Promise.all([allDeals(db), rates()]);
    const computedAtMs = rows.reduce<number | null>((max, r) => Math.max(max ?? 0, r.computedAt.getTime()), null);
    return { list: buildDealList(rows.map(presentDeal), table), computedAtMs };
  }

  function reload(): Promise<DealSnapshot> {
    const next = load();
    // A failed load keeps the previous copy (or lets the next request try again).
    const previous = snapshot;
    snapshot = next.catch((err: unknown) => {
      if (previous) {
        log?.error({ err }, 'reloading deals failed');
        return previous;
      }
      snapshot = undefined;
      throw err;
    });
    return snapshot;
  }

  async function checkVersion(current: DealSnapshot): Promise<void> {
    const stored = await dealsComputedAt(db);
    if ((stored?.getTime() ?? null) !== current.computedAtMs) await reload();
  }

  return {
    async current() {
      if (!snapshot) return reload();
      const now = performance.now();
      if (!checking && now - checkedAt >= CHECK_INTERVAL_MS) {
        checking = true;
        checkedAt = now;
        void snapshot
          .then(checkVersion)
          .catch((err: unknown) => log?.error({ err }, 'checking deals version failed'))
          .finally(() => {
            checking = false;
          });
      }
      return snapshot;
    },
    reload,
  };
}
