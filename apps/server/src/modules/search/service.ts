import type { FieldError } from '@escazo/contracts/errors';
import type { AutocompleteItem, AutocompleteRequest } from '@escazo/contracts/search-autocomplete';
import { validationMessages } from '@escazo/contracts/messages';
import { AppError } from '@server/lib/app-error.ts';
import type { Inventory } from '../inventory/public.ts';

/** City id (lower-cased) → IATA codes of its airports that the flight network serves. */
type PlaceIndex = { airports: Set<string>; cityAirports: Map<string, string[]> };

const placeIndexes = new WeakMap<Inventory['data'], PlaceIndex>();

function placeIndex(inventory: Inventory): PlaceIndex {
  let index = placeIndexes.get(inventory.data);
  if (!index) {
    const airports = new Set(inventory.engines.flights.airportByCode.keys());
    const cityAirports = new Map<string, string[]>();
    for (const city of inventory.data.reference.cities) {
      const served = city.airports.filter((code) => airports.has(code));
      if (served.length > 0) cityAirports.set(city.id.toLowerCase(), served);
    }
    index = { airports, cityAirports };
    placeIndexes.set(inventory.data, index);
  }
  return index;
}

/**
 * A flight search's from/to: an airport IATA code, or a city id (all its airports that have
 * flights). Null when neither.
 */
export function resolveAirports(inventory: Inventory, place: string): string[] | null {
  const index = placeIndex(inventory);
  const text = place.trim();
  if (/^[A-Za-z]{3}$/.test(text) && index.airports.has(text.toUpperCase())) return [text.toUpperCase()];
  return index.cityAirports.get(text.toLowerCase()) ?? null;
}

export function fieldError(path: string, key: keyof typeof validationMessages): FieldError {
  return { path, code: key, message: validationMessages[key] };
}

export function validationFailed(fields: FieldError[]): AppError {
  return new AppError(
    400,
    'VALIDATION_FAILED',
    fields.length === 1 ? fields[0]!.message : 'Some fields in the querystring need attention.',
    fields,
  );
}

/** Resolves both ends of a flight search, or throws a 400 naming the unknown field(s). */
export function resolveFlightPlaces(inventory: Inventory, from: string, to: string): { from: string[]; to: string[] } {
  const fromCodes = resolveAirports(inventory, from);
  const toCodes = resolveAirports(inventory, to);
  const fields: FieldError[] = [];
  if (!fromCodes) fields.push(fieldError('from', 'flights.unknownPlace'));
  if (!toCodes) fields.push(fieldError('to', 'flights.unknownPlace'));
  if (fields.length > 0) throw validationFailed(fields);
  return { from: fromCodes!, to: toCodes! };
}

// The search API tests build their dates with these: they are the contracts' calendar days.
export { addDays, todayIso } from '@escazo/contracts/dates';

/** Airports and cities by prefix, typo-tolerant. */
export function autocomplete(inventory: Inventory, request: AutocompleteRequest): AutocompleteItem[] {
  return inventory.engines.autocomplete.search(request.q, { limit: request.limit, kinds: request.kinds });
}
