import type { SavedKind } from '@escazo/contracts/saved';
import type { Db } from '@server/db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import { findDealTitle } from './repository.ts';

/** What the saved module reads of the recommendations catalogue: an item's title and where it opens. */
export type RecommendationLookup = { byId(id: string): { title: string; link: string } | undefined };

const places = new WeakMap<Inventory, Map<string, string>>();

/** Reference city names with their country by id ('FR-paris' → "Paris, France"), built once per inventory. */
function placesOf(inventory: Inventory): Map<string, string> {
  let map = places.get(inventory);
  if (!map) {
    const { cities, countries } = inventory.data.reference;
    const countryNames = new Map(countries.map((c) => [c.code, c.name]));
    map = new Map(cities.map((c) => [c.id, `${c.name}, ${countryNames.get(c.country) ?? c.country}`]));
    places.set(inventory, map);
  }
  return map;
}

/**
 * The name of a saved item from the catalogue, never from the client: a reference city ("Paris,
 * France"), a deal's title, a hotel's name, a stay's title or a recommendation's title; undefined
 * when the ref is unknown.
 */
export async function resolveSavedName(
  db: Db,
  inventory: Inventory,
  recommendations: RecommendationLookup,
  kind: SavedKind,
  refId: string,
): Promise<string | undefined> {
  switch (kind) {
    case 'destination':
      return placesOf(inventory).get(refId);
    case 'deal':
      return findDealTitle(db, refId);
    case 'hotel':
      return inventory.engines.hotels.hotel(refId)?.name;
    case 'stay':
      return inventory.engines.stays.stay(refId)?.title;
    case 'recommendation':
    case 'bookmark':
      return recommendations.byId(refId)?.title;
    case 'budget-plan':
      // Saved by POST /api/budget-plans/:id/save, which names the plan; never by PUT.
      return undefined;
  }
}

/**
 * Where a saved item opens in the web app. A destination's name is "<city>, <country>" (no country
 * name has a comma; a city's may: "Washington, D.C."), so its search takes the text before the last comma.
 * A recommendation opens where its catalogue item does; the recommendations page when the item is
 * gone from the catalogue or no catalogue is at hand (the account download).
 */
export function savedLink(
  kind: SavedKind,
  refId: string,
  name: string,
  recommendations?: RecommendationLookup,
): string {
  switch (kind) {
    case 'destination': {
      const comma = name.lastIndexOf(', ');
      return `/search?destination=${encodeURIComponent(comma > 0 ? name.slice(0, comma) : name)}`;
    }
    case 'deal':
      return '/deals';
    case 'hotel':
      return `/hotels/${encodeURIComponent(refId)}`;
    case 'stay':
      return `/stays/${encodeURIComponent(refId)}`;
    case 'recommendation':
    case 'bookmark':
      return recommendations?.byId(refId)?.link ?? '/recommendations';
    case 'budget-plan':
      return `/budget-ai?plan=${encodeURIComponent(refId)}`;
  }
}
