import type { Db } from '../../db/client.ts';
import { findOffer, type OfferRow } from './repository.ts';

/** At most this many offers are kept per database; the oldest leave first. */
const MAX_CACHED = 2_000;
const caches = new WeakMap<Db, Map<string, Promise<OfferRow | undefined>>>();

function cacheOf(db: Db): Map<string, Promise<OfferRow | undefined>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/**
 * An offer by id, read from the database once while it is live: offers are never changed once
 * written, so a crowd of buyers (or retries) of one offer shares one read, even when they ask at
 * the same moment. An unknown id, a failed read and an expired offer are not kept.
 */
export async function readOffer(db: Db, id: string, now: Date): Promise<OfferRow | undefined> {
  const cache = cacheOf(db);
  let read = cache.get(id);
  if (!read) {
    read = findOffer(db, id);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(id, read);
    read.then(
      (offer) => offer || cache.delete(id),
      () => cache.delete(id),
    );
  }
  const offer = await read;
  if (offer && offer.expiresAt.getTime() <= now.getTime()) cache.delete(id);
  return offer;
}

/** Drops a cached offer: only the test-only re-pricing hook ever rewrites an offer row. */
export function forgetCachedOffer(db: Db, id: string): void {
  caches.get(db)?.delete(id);
}
