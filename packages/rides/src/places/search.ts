import type { PlaceKind } from '@escazo/contracts/ride-options';
import { foldName } from '@escazo/inventory';
import type { LandmarkKind, Place, RideCatalogue, RideCity } from './types.ts';

/** Among equally good name matches: landmarks, airports and the centre before lodging and desks. */
const KIND_RANK: Record<PlaceKind, number> = {
  landmark: 0,
  airport: 1,
  centre: 2,
  'cruise-port': 3,
  hotel: 4,
  'car-desk': 5,
  stay: 6,
};

/** Words a place is also found by, though its name may not say them ('hospital' finds 'Hôpital …'). */
const KIND_WORDS: Record<PlaceKind, string> = {
  centre: 'downtown city centre center',
  airport: 'airport',
  hotel: 'hotel',
  stay: 'stay rental apartment',
  'car-desk': 'car rental desk',
  'cruise-port': 'cruise port terminal',
  landmark: '',
};
const LANDMARK_WORDS: Record<LandmarkKind, string> = {
  'convention-centre': 'convention centre center exhibition expo',
  university: 'university campus college',
  hospital: 'hospital medical center centre',
  stadium: 'stadium arena sports',
  shopping: 'shopping mall centre center',
  station: 'station railway train',
};

/** How well a name answers the text: lower is better, null when it does not. */
type Tier = 0 | 1 | 2 | 3;

type Entry<T> = { item: T; folded: string; words: readonly string[]; extra: readonly string[]; order: number };

function words(folded: string): string[] {
  return folded === '' ? [] : folded.split(' ');
}

function entry<T>(item: T, name: string, extra: string, order: number): Entry<T> {
  const folded = foldName(name);
  return { item, folded, words: words(folded), extra: words(foldName(extra)), order };
}

function everyWordPrefixes(query: readonly string[], pool: readonly string[]): boolean {
  return query.every((q) => pool.some((word) => word.startsWith(q)));
}

/** Exact name, then name prefix, then every word a prefix of a name word, then of name or extra words. */
function tierOf<T>(e: Entry<T>, folded: string, query: readonly string[]): Tier | null {
  if (e.folded === folded) return 0;
  if (e.folded.startsWith(folded)) return 1;
  if (everyWordPrefixes(query, e.words)) return 2;
  if (e.extra.length > 0 && everyWordPrefixes(query, [...e.words, ...e.extra])) return 3;
  return null;
}

function ranked<T>(entries: readonly Entry<T>[], text: string, limit: number, rank: (item: T) => number): T[] {
  const folded = foldName(text);
  const query = words(folded);
  const hits: { e: Entry<T>; tier: Tier }[] = [];
  for (const e of entries) {
    const tier = tierOf(e, folded, query);
    if (tier !== null) hits.push({ e, tier });
  }
  hits.sort((a, b) => a.tier - b.tier || rank(a.e.item) - rank(b.e.item) || a.e.order - b.e.order);
  return hits.slice(0, limit).map((hit) => hit.e.item);
}

function clampLimit(limit: number, most: number): number {
  return Math.max(1, Math.min(most, Math.floor(Number.isFinite(limit) ? limit : most)));
}

const placeEntries = new WeakMap<RideCity, Entry<Place>[]>();

function entriesOf(city: RideCity): Entry<Place>[] {
  let entries = placeEntries.get(city);
  if (!entries) {
    entries = city.places.map((place, order) =>
      entry(place, place.name, place.landmarkKind ? LANDMARK_WORDS[place.landmarkKind] : KIND_WORDS[place.kind], order),
    );
    placeEntries.set(city, entries);
  }
  return entries;
}

/**
 * Places of one city matching `text` by word prefixes, accents and case ignored ('cdg', 'charles',
 * 'zurich' for 'Zürich'). Empty text: the centre, the airports and the landmarks. Unknown city: [].
 */
export function searchPlaces(catalogue: RideCatalogue, cityId: string, text: string, limit = 8): Place[] {
  const city = catalogue.byId.get(cityId);
  if (!city) return [];
  const most = clampLimit(limit, 50);
  if (foldName(text) === '') {
    return city.places
      .filter((place) => place.kind === 'centre' || place.kind === 'airport' || place.kind === 'landmark')
      .slice(0, most);
  }
  return ranked(entriesOf(city), text, most, (place) => KIND_RANK[place.kind]);
}

const cityEntries = new WeakMap<RideCatalogue, Entry<RideCity>[]>();

/** Ride cities by name (word prefixes, accents and case ignored; the country's name also finds them), largest first among equals. */
export function searchRideCities(catalogue: RideCatalogue, text: string, limit = 20): RideCity[] {
  const most = clampLimit(limit, 100);
  if (foldName(text) === '') return catalogue.cities.slice(0, most);
  let entries = cityEntries.get(catalogue);
  if (!entries) {
    entries = catalogue.cities.map((city, order) => entry(city, city.name, city.country, order));
    cityEntries.set(catalogue, entries);
  }
  // Entries are in catalogue order, largest first, so the order breaks ties by size.
  return ranked(entries, text, most, () => 0);
}
