import type { Recommendation } from '@escazo/contracts/recommendations';
import type { PlanningPlace } from '@escazo/contracts/planning';
import type { BookedProduct } from './booking-cities.ts';

/** What only a request can say about an item: computed for the returned items alone. */
export type PerRequestFields =
  | 'reason'
  | 'availability'
  | 'discount'
  | 'trending'
  | 'personalityScore'
  | 'seasonalRelevance'
  | 'budgetMatch'
  | 'overallScore';

/** Where today's availability line comes from. */
export type LiveSource =
  | { kind: 'place'; timeZone: string; hours: PlanningPlace['hours'] }
  | { kind: 'hotel'; hotelId: string; timeZone: string }
  | { kind: 'destination'; timeZone: string };

/** One recommendable thing with every field that does not depend on the user or the moment. */
export type CatalogueItem = Omit<Recommendation, PerRequestFields> & {
  /** The inventory city it lies in: trending and deals are counted per city. */
  cityId: string;
  live: LiveSource;
};

/** The recommendations catalogue of one inventory and knowledge base. */
export type RecommendationCatalogue = {
  /** Destinations, then each destination's places and hotels. */
  items: readonly CatalogueItem[];
  byId(id: string): CatalogueItem | undefined;
  /** The ids of the inventory hotels of a city. */
  hotelIdsOfCity(cityId: string): readonly string[];
  /** "Paris, France" for a city id: the knowledge base's name when it has the city, else the reference city's. */
  cityLabel(cityId: string): string | undefined;
  /** The city id of a "City, Country" text (a booking's destination), the most populous namesake first. */
  cityOfLabel(label: string): string | undefined;
  /** The cities (ids with a label) a made booking went to, each once; none when it cannot be told. */
  citiesOfBooking(booking: BookedProduct): string[];
};
