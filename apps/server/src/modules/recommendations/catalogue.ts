import { RECOMMENDATION_LIMIT } from '@escazo/contracts/recommendations';
import { seasonsOfMonths } from '@escazo/advisor/recommendations';
import type { Hotel } from '@escazo/inventory/hotels';
import type { Inventory } from '../inventory/public.ts';
import type { PlanningCatalogue } from '../planning/public.ts';
import { bookingCityResolver } from './booking-cities.ts';
import { byRating, destinationItem } from './catalogue-destinations.ts';
import { hotelItem } from './catalogue-hotels.ts';
import { placeItem } from './catalogue-places.ts';
import type { CatalogueItem, RecommendationCatalogue } from './catalogue-types.ts';
import { cityLabels } from './city-labels.ts';

const byRatingThenTitle = (a: CatalogueItem, b: CatalogueItem) =>
  byRating({ ...a, name: a.title }, { ...b, name: b.title });

/**
 * Featured: the top-rated activity, experience, restaurant and hotel of each destination (rating,
 * then review count), and the best-rated destinations, as many as a tab shows.
 */
function markFeatured(groups: readonly CatalogueItem[][], destinations: CatalogueItem[]): void {
  for (const group of groups) {
    for (const type of ['activity', 'experience', 'restaurant', 'hotel'] as const) {
      const best = group.filter((item) => item.type === type).sort(byRatingThenTitle)[0];
      if (best) best.featured = true;
    }
  }
  for (const item of [...destinations].sort(byRatingThenTitle).slice(0, RECOMMENDATION_LIMIT)) item.featured = true;
}

/** Builds the catalogue: each knowledge-base destination, its rated places and the inventory hotels of its city. */
export function buildRecommendationCatalogue(
  planning: PlanningCatalogue,
  inventory: Inventory,
): RecommendationCatalogue {
  const labels = cityLabels(planning, inventory);
  const hotelsByCity = new Map<string, Hotel[]>();
  for (const hotel of inventory.data.hotels.hotels) {
    const list = hotelsByCity.get(hotel.cityId);
    if (list) list.push(hotel);
    else hotelsByCity.set(hotel.cityId, [hotel]);
  }
  const destinations: CatalogueItem[] = [];
  const groups: CatalogueItem[][] = [];
  for (const entry of planning.destinations) {
    const location = `${entry.name}, ${entry.country}`;
    const bestTime = seasonsOfMonths(entry.data.bestMonths);
    const destination = destinationItem(entry, location, bestTime);
    if (destination) destinations.push(destination);
    const places = entry.data.places.flatMap((place) => placeItem(entry.data, place, location, bestTime) ?? []);
    const hotels = (hotelsByCity.get(entry.cityId) ?? []).map((hotel) =>
      hotelItem(hotel, location, bestTime, entry.data.timeZone),
    );
    groups.push([...places, ...hotels]);
  }
  markFeatured(groups, destinations);
  const items = [...destinations, ...groups.flat()];
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    items,
    byId: (id) => byId.get(id),
    hotelIdsOfCity: (cityId) => (hotelsByCity.get(cityId) ?? []).map((hotel) => hotel.id),
    ...labels,
    citiesOfBooking: bookingCityResolver(inventory, labels),
  };
}

const built = new WeakMap<PlanningCatalogue, WeakMap<Inventory['data'], RecommendationCatalogue>>();

/** The catalogue of this knowledge base and inventory, built on first use and kept while both are. */
export function recommendationCatalogueOf(planning: PlanningCatalogue, inventory: Inventory): RecommendationCatalogue {
  let byInventory = built.get(planning);
  if (!byInventory) built.set(planning, (byInventory = new WeakMap()));
  let catalogue = byInventory.get(inventory.data);
  if (!catalogue) byInventory.set(inventory.data, (catalogue = buildRecommendationCatalogue(planning, inventory)));
  return catalogue;
}
