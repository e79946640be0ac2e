import { flightClasses, type FlightClass } from '@escazo/contracts/home-search';
import { emptyPlace, placeFromText, type PlaceValue } from './place.ts';
import { toSearchParams, withQuery } from './url-state.ts';

/** Search & Book's tabs; each searches on its own page. */
export const tripSearchTabs = ['flights', 'hotels', 'cars', 'cruises'] as const;
export type TripSearchTab = (typeof tripSearchTabs)[number];

/** The trip search's guests select: 1 to 8. */
export const tripGuestOptions = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Trip search params: defaults guests 1, class economy. */
export type TripSearch = {
  origin: PlaceValue;
  destination: PlaceValue;
  checkIn: string;
  checkOut: string;
  guests: number;
  class: FlightClass;
};

export const initialTripSearch: TripSearch = {
  origin: emptyPlace,
  destination: emptyPlace,
  checkIn: '',
  checkOut: '',
  guests: 1,
  class: flightClasses[0],
};

/**
 * The form as another page opens it: Explore sends its search text as `q` and a destination card
 * as `destination`; either fills the destination.
 */
export function tripSearchFromUrl(params: URLSearchParams): TripSearch {
  const text = [params.get('destination'), params.get('q')].map((v) => v?.trim() ?? '').find((v) => v !== '') ?? '';
  return { ...initialTripSearch, destination: placeFromText(text) };
}

/**
 * '/{tab}?…' with every field in the query string. Flights carry the picked airport or city
 * (`origin=JFK`, with its label for the field); other tabs carry the destination's text.
 */
export function tripSearchUrl(tab: TripSearchTab, values: TripSearch): string {
  const flights = tab === 'flights';
  const params = toSearchParams({
    ...(flights ? { origin: values.origin.value.trim() } : {}),
    destination: (flights ? values.destination.value : values.destination.label).trim(),
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    guests: values.guests,
    ...(flights ? { class: values.class } : {}),
    ...(flights && values.origin.label !== values.origin.value ? { fromLabel: values.origin.label } : {}),
    ...(flights && values.destination.label !== values.destination.value ? { toLabel: values.destination.label } : {}),
  });
  return withQuery(`/${tab}`, params);
}
