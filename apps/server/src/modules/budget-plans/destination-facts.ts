import type { Inventory } from '../inventory/public.ts';
import { sceneImageUrl, type CatalogueEntry, type PlanningCatalogue } from '../planning/public.ts';
import type { DestinationFacts, EncodedFacts } from './ranking-input.ts';
import { airportTransferFare, typicalRideFares } from './ride-fares.ts';

/** A destination's facts for the ranking: the guide's and the cost index's, and its typical fares. */
export function destinationFacts(inventory: Inventory, entry: CatalogueEntry): DestinationFacts {
  return {
    id: entry.id,
    name: entry.name,
    country: entry.country,
    image: sceneImageUrl(entry.cityId),
    places: entry.places.map((place) => ({
      tags: place.tags,
      free: place.kind === 'attraction' && place.priceMinor === 0,
    })),
    bestMonths: entry.api.bestMonths,
    idealStay: entry.idealStay,
    dailyCosts: entry.planner.dailyCosts,
    transitFareMinor: entry.planner.transitFareMinor,
    rideFares: typicalRideFares(entry),
    airportTransfer: airportTransferFare(inventory, entry),
    guide: entry.api.guide,
    neighbourhoods: entry.api.neighbourhoods,
  };
}

const encoded = new WeakMap<PlanningCatalogue, WeakMap<Inventory['data'], EncodedFacts>>();
let encodings = 0;

/** Every destination's facts, encoded once per catalogue and inventory (see EncodedFacts). */
export function encodedFacts(inventory: Inventory, catalogue: PlanningCatalogue): EncodedFacts {
  let byData = encoded.get(catalogue);
  if (!byData) encoded.set(catalogue, (byData = new WeakMap()));
  let found = byData.get(inventory.data);
  if (!found) {
    const facts = catalogue.destinations.map((entry) => destinationFacts(inventory, entry));
    found = { key: `facts-${++encodings}`, json: JSON.stringify(facts) };
    byData.set(inventory.data, found);
  }
  return found;
}
