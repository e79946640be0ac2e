/**
 * Travel relevance of a city, for ranking namesakes by what travellers mean ('Valencia' is Valencia,
 * Spain, though Valencia, Venezuela is bigger): its population times a boost,
 *   1 + 4 if the knowledge base has it as a destination
 *     + 2 if a large airport (size ≥ 4) serves it
 *     + 1 if its country has a knowledge-base destination (a country travellers visit).
 */
import { airportByIata } from '@escazo/inventory';
import { KNOWLEDGE_BASE_CITY_IDS } from '@escazo/inventory/hotels';

export const DESTINATION_BOOST = 4;
export const LARGE_AIRPORT_BOOST = 2;
export const DESTINATION_COUNTRY_BOOST = 1;
export const LARGE_AIRPORT_SIZE = 4;

export type RelevantCity = { id: string; country: string; population: number; airports: readonly string[] };

const destinationCities = new Set(KNOWLEDGE_BASE_CITY_IDS);
const destinationCountries = new Set(KNOWLEDGE_BASE_CITY_IDS.map((id) => id.slice(0, 2)));

const referenceSize = (code: string): number => airportByIata(code)?.size ?? 0;

/** `sizeOf` gives an airport's size (default: the reference data's). */
export function travelRelevance(city: RelevantCity, sizeOf: (iata: string) => number = referenceSize): number {
  let boost = 1;
  if (destinationCities.has(city.id)) boost += DESTINATION_BOOST;
  if (city.airports.some((code) => sizeOf(code) >= LARGE_AIRPORT_SIZE)) boost += LARGE_AIRPORT_BOOST;
  if (destinationCountries.has(city.country)) boost += DESTINATION_COUNTRY_BOOST;
  return city.population * boost;
}
