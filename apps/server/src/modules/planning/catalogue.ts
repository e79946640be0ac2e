import type { PlanningDestination, PlanningPlace } from '@escazo/contracts/planning';
import { BUDGET_TIERS, INTERESTS, WEEKDAYS, type Interest } from '@escazo/contracts/planning-options';
import { foldName } from '@escazo/inventory';
import type { DestinationData, PlaceData } from '@escazo/knowledge';
import type { OpeningRange, PlannerDestination, PlannerPlace } from '@escazo/planner';
import { formatMinute, neighbourhoodWalks, parseMinute } from '@escazo/planner';

const usd = (amount: number) => ({ amount, currency: 'USD' });

/** One destination of the knowledge base, in the engine's shape and the API's. */
export type CatalogueEntry = {
  id: string;
  cityId: string;
  name: string;
  country: string;
  planner: PlannerDestination;
  places: readonly PlannerPlace[];
  placeById: ReadonlyMap<string, PlannerPlace>;
  api: PlanningDestination;
  apiPlaces: readonly PlanningPlace[];
  /** The guide's advice on how long to stay (days, start and end inclusive); null when the file gives none. */
  idealStay: { min: number; max: number } | null;
  /** The destination as its data file gives it (ratings, review counts, costs), for the recommendations catalogue. */
  data: DestinationData;
};

/** The knowledge base in memory: every destination, sorted by name, found by id or name. */
export type PlanningCatalogue = {
  /** Sorted by name. */
  destinations: readonly CatalogueEntry[];
  /** By id ('paris'), by name ('Paris', 'new york city', 'São Paulo' without accents) or by 'name, country'. */
  find(idOrName: string): CatalogueEntry | undefined;
  /** Strictly by id. */
  byId(id: string): CatalogueEntry | undefined;
  /** sha256 of the data files this catalogue was built from. */
  contentHash: string;
};

/** The scene artwork the explore page and popular destinations use for a city. */
export const sceneImageUrl = (cityId: string) =>
  `/media/scenes/${cityId
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 80)}.svg`;

/** "09:00-17:30" → [540, 1050] (24:00 is 1440). */
function openingRange(range: string): OpeningRange {
  const [open, close] = range.split('-') as [string, string];
  return [parseMinute(open), parseMinute(close)];
}

function plannerPlace(place: PlaceData): PlannerPlace {
  return {
    id: place.id,
    name: place.name,
    kind: place.kind,
    lat: place.lat,
    lon: place.lon,
    neighbourhood: place.neighbourhood,
    // Monday first, as the engine reads weekdays.
    opening: WEEKDAYS.map((day) => place.hours[day].map(openingRange)),
    visitMinutes: place.visitMinutes,
    priceMinor: place.priceUsd,
    tags: place.tags,
    meals: place.meals ?? [],
    priceLevel: place.priceLevel ?? null,
    ...(place.seasonMonths ? { seasonMonths: place.seasonMonths } : {}),
  };
}

function apiPlace(place: PlaceData): PlanningPlace {
  return {
    id: place.id,
    name: place.name,
    kind: place.kind,
    lat: place.lat,
    lon: place.lon,
    neighbourhood: place.neighbourhood,
    hours: place.hours,
    visitMinutes: place.visitMinutes,
    price: usd(place.priceUsd),
    tags: place.tags,
    description: place.description,
    priceLevel: place.priceLevel ?? null,
    cuisine: place.cuisine ?? null,
    meals: place.meals ?? [],
  };
}

/** The interests a destination's places cover, in the planner's order. */
function interestsOf(places: readonly PlaceData[]): Interest[] {
  const covered = new Set(places.flatMap((place) => place.tags));
  return INTERESTS.filter((interest) => covered.has(interest));
}

/** A neighbourhood walk as the API lists it: open 08:00–20:00, free, described by its neighbourhood. */
function apiWalk(walk: PlannerPlace, data: DestinationData): PlanningPlace {
  const area = data.neighbourhoods.find((n) => n.name === walk.neighbourhood);
  const hours = Object.fromEntries(
    WEEKDAYS.map((day, i) => [day, walk.opening[i]!.map((range) => range.map(formatMinute).join('-'))]),
  ) as PlanningPlace['hours'];
  return {
    id: walk.id,
    name: walk.name,
    kind: walk.kind,
    lat: walk.lat,
    lon: walk.lon,
    neighbourhood: walk.neighbourhood,
    hours,
    visitMinutes: walk.visitMinutes,
    price: usd(0),
    tags: [...walk.tags],
    description: area
      ? `A walk through ${walk.neighbourhood}: ${area.description}`
      : `A walk through ${walk.neighbourhood}.`,
    priceLevel: null,
    cuisine: null,
    meals: [],
  };
}

export function catalogueEntry(data: DestinationData): CatalogueEntry {
  const sights = data.places.map(plannerPlace);
  // Each neighbourhood's walk is a catalogue place too, so plans and edits can name it.
  const walks = neighbourhoodWalks(sights);
  const places = [...sights, ...walks];
  const dailyCosts = Object.fromEntries(
    BUDGET_TIERS.map((tier) => [tier, data.dailyCosts[tier]]),
  ) as PlannerDestination['dailyCosts'];
  const planner: PlannerDestination = {
    id: data.id,
    name: data.name,
    lat: data.lat,
    lon: data.lon,
    timeZone: data.timeZone,
    transitFareMinor: data.transitFareUsd,
    dailyCosts,
  };
  const api: PlanningDestination = {
    id: data.id,
    name: data.name,
    country: data.country,
    cityId: data.cityId,
    lat: data.lat,
    lon: data.lon,
    radiusKm: data.radiusKm,
    timeZone: data.timeZone,
    bestMonths: data.bestMonths,
    neighbourhoods: data.neighbourhoods,
    guide: data.guide,
    transitFare: usd(data.transitFareUsd),
    dailyCosts: Object.fromEntries(
      BUDGET_TIERS.map((tier) => {
        const cost = data.dailyCosts[tier];
        return [tier, { food: usd(cost.food), transport: usd(cost.transport), activities: usd(cost.activities) }];
      }),
    ) as PlanningDestination['dailyCosts'],
    interests: interestsOf(data.places),
    placeCount: data.places.length,
    image: sceneImageUrl(data.cityId),
  };
  return {
    id: data.id,
    cityId: data.cityId,
    name: data.name,
    country: data.country,
    planner,
    places,
    placeById: new Map(places.map((place) => [place.id, place])),
    api,
    apiPlaces: [...data.places.map(apiPlace), ...walks.map((walk) => apiWalk(walk, data))],
    idealStay: data.idealStay ?? null,
    data,
  };
}

/** The catalogue of the given destinations (as loaded from the data files). */
export function buildCatalogue(data: readonly DestinationData[], contentHash: string): PlanningCatalogue {
  const destinations = data
    .map(catalogueEntry)
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
  const ids = new Map(destinations.map((entry) => [entry.id, entry]));
  const names = new Map<string, CatalogueEntry>();
  for (const entry of destinations) {
    names.set(foldName(entry.id), entry);
    names.set(foldName(entry.name), entry);
    names.set(foldName(`${entry.name}, ${entry.country}`), entry);
  }
  return {
    destinations,
    contentHash,
    byId: (id) => ids.get(id),
    find: (idOrName) => ids.get(idOrName.trim()) ?? names.get(foldName(idOrName)),
  };
}
