import type { Money } from '@escazo/contracts/common';
import type { Inventory } from '../inventory/public.ts';
import { cheapestFareAhead, resolveAirports } from '../search/public.ts';

/**
 * The home page's from-prices, taken from the inventory: the cheapest one-way economy fare for one
 * passenger from London (all its airports) to the destination city's airports, departing 7 to 37
 * days from today. Computed from memory (a fare calendar: about 31 day searches per city) and
 * kept for ten minutes.
 */
export const FROM_PRICE_ORIGIN = 'GB-london';
const TTL_MS = 10 * 60_000;

/** The featured destinations' slugs → city ids in the reference data. */
export const destinationCityIds: Record<string, string> = {
  paris: 'FR-paris',
  tokyo: 'JP-tokyo',
  'new-york': 'US-new-york-city',
  dubai: 'AE-dubai',
};

const cache = new WeakMap<Inventory, { at: number; prices: Map<string, Money | null> }>();

function cheapestFare(inventory: Inventory, cityId: string, now: number): Money | null {
  const from = resolveAirports(inventory, FROM_PRICE_ORIGIN);
  const to = resolveAirports(inventory, cityId);
  return from && to ? cheapestFareAhead(inventory, from, to, now) : null;
}

/** The inventory's from-price of a featured destination at `now` (epoch ms), or null (unknown slug, no fare). */
export function inventoryFromPrice(inventory: Inventory, slug: string, now: number): Money | null {
  let entry = cache.get(inventory);
  if (!entry || now - entry.at > TTL_MS) {
    entry = { at: now, prices: new Map() };
    cache.set(inventory, entry);
  }
  if (!entry.prices.has(slug)) {
    const cityId = destinationCityIds[slug];
    entry.prices.set(slug, cityId ? cheapestFare(inventory, cityId, now) : null);
  }
  return entry.prices.get(slug) ?? null;
}
