import type { Inventory, SoldCounts } from '../inventory/public.ts';
import { soldVersion } from '../inventory/public.ts';
import type { Gathered, GatherQuery } from './gather.ts';

/**
 * How long a gathering answers identical requests, on the app clock. Prices also move with time
 * (the reprice job, flights leaving today), so the life is kept short; a sale or release anywhere
 * ends it sooner (below), since sold counts drive prices.
 */
export const GATHER_LIFE_MS = 30_000;
/** Gatherings kept (each about a megabyte of prices); the oldest is dropped first. */
export const GATHER_CACHE_ENTRIES = 32;

type Entry = { expiresAt: number; sold: SoldCounts; version: number; gathered: Promise<Gathered> };

/** Everything a gathering reads from its query, but the moment. */
function keyOf(query: GatherQuery): string {
  const { now: _now, preferences, ...rest } = query;
  return JSON.stringify({ ...rest, preferences: [...preferences].sort() });
}

/**
 * What one request gathered (the prices per destination for an origin, dates, party, budget and
 * preferences), reused by the next identical gathering while it is under GATHER_LIFE_MS old and
 * the sold counts have not changed since (no sale or release applied, `inventory.sold` not
 * replaced). Identical gatherings asked at once share the one running.
 */
export class GatherCache {
  private readonly entries = new Map<string, Entry>();

  async get(inventory: Inventory, query: GatherQuery, gather: () => Promise<Gathered>): Promise<Gathered> {
    const key = keyOf(query);
    const found = this.entries.get(key);
    const version = soldVersion(inventory);
    if (found && found.expiresAt > query.now && found.sold === inventory.sold && found.version === version)
      return found.gathered;
    const entry: Entry = {
      expiresAt: query.now + GATHER_LIFE_MS,
      sold: inventory.sold,
      version,
      gathered: gather(),
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > GATHER_CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    entry.gathered.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.gathered;
  }
}
