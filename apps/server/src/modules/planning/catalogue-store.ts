import { inArray, sql } from 'drizzle-orm';
import type { DestinationData } from '@escazo/knowledge';
import type { Db } from '@server/db/client.ts';
import { planningDestinations, planningPlaces } from './schema.ts';

const PLACE_BATCH = 500;

/** The destinations of the files whose stored rows already carry this hash. */
async function upToDateCount(db: Db, ids: string[], contentHash: string): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(planningDestinations)
    .where(sql`${inArray(planningDestinations.id, ids)} and ${planningDestinations.contentHash} = ${contentHash}`);
  return row?.n ?? 0;
}

function destinationValues(data: DestinationData, contentHash: string) {
  return {
    id: data.id,
    cityId: data.cityId,
    name: data.name,
    country: data.country,
    lat: data.lat,
    lon: data.lon,
    radiusKm: data.radiusKm,
    timeZone: data.timeZone,
    bestMonths: data.bestMonths,
    neighbourhoods: data.neighbourhoods,
    guide: data.guide,
    transitFareMinor: data.transitFareUsd,
    dailyCosts: data.dailyCosts,
    contentHash,
  };
}

function placeValues(data: DestinationData) {
  return data.places.map((place) => ({
    destinationId: data.id,
    id: place.id,
    name: place.name,
    kind: place.kind,
    lat: place.lat,
    lon: place.lon,
    neighbourhood: place.neighbourhood,
    hours: place.hours,
    visitMinutes: place.visitMinutes,
    priceMinor: place.priceUsd,
    tags: place.tags,
    description: place.description,
    priceLevel: place.priceLevel ?? null,
    cuisine: place.cuisine ?? null,
    meals: place.meals ?? [],
  }));
}

/**
 * Brings the knowledge base tables in line with the data files: when any destination of the files
 * lacks a row with this content hash, one transaction upserts every destination and replaces its
 * places. A destination no longer in the files keeps its rows (trip plans may reference it).
 * Two servers starting together are serialised by a transaction-level advisory lock, and the one
 * that waited finds the work done. Returns whether anything was written.
 */
export async function syncCatalogue(
  db: Db,
  destinations: readonly DestinationData[],
  contentHash: string,
): Promise<boolean> {
  const ids = destinations.map((d) => d.id);
  if ((await upToDateCount(db, ids, contentHash)) === ids.length) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('planning_catalogue'))`);
    if ((await upToDateCount(tx, ids, contentHash)) === ids.length) return false;
    for (const data of destinations) {
      const values = destinationValues(data, contentHash);
      const { id: _id, ...changes } = values;
      await tx
        .insert(planningDestinations)
        .values(values)
        .onConflictDoUpdate({ target: planningDestinations.id, set: changes });
    }
    if (ids.length > 0) await tx.delete(planningPlaces).where(inArray(planningPlaces.destinationId, ids));
    const places = destinations.flatMap(placeValues);
    for (let at = 0; at < places.length; at += PLACE_BATCH)
      await tx.insert(planningPlaces).values(places.slice(at, at + PLACE_BATCH));
    return true;
  });
}
