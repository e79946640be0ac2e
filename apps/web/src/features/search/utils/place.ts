import type { AutocompleteItem } from '@escazo/contracts/search-autocomplete';

/**
 * A place in a search form: `value` is what the API takes (an airport's IATA code, a city id, or
 * the text as typed until a suggestion is picked); `label` is what the field shows.
 */
export type PlaceValue = { value: string; label: string };

export const emptyPlace: PlaceValue = { value: '', label: '' };

/** 'JFK' (airport) or 'US-new-york' (city id): values the search API takes as they are. */
export function isPlaceId(value: string): boolean {
  return /^[A-Z]{3}$/.test(value) || /^[A-Z]{2}-[a-z0-9-]+$/.test(value);
}

export function placeFromItem(item: AutocompleteItem): PlaceValue {
  return item.kind === 'airport'
    ? { value: item.code, label: `${item.city} (${item.code})` }
    : { value: item.id, label: `${item.label}, ${item.sublabel}` };
}

/** Free text typed by hand (or given by another page): the value is the text itself. */
export function placeFromText(text: string): PlaceValue {
  return { value: text, label: text };
}
