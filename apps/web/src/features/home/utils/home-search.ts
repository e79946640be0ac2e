import {
  homeSearchTargets,
  type FlightClass,
  type HomeSearchTab,
  type homeFlightPassengers,
  type homeRidePassengers,
} from '@escazo/contracts/home-search';

/**
 * The home search panel's state, one object per tab. Keys are the query parameter names the
 * target pages read, in the order they appear in the URL. A flight place is what /flights takes
 * (an airport code, a city id, or the text as typed) and its label, what the field shows.
 */
export type FlightSearch = {
  from: string;
  to: string;
  departureDate: string;
  returnDate: string;
  passengers: (typeof homeFlightPassengers)[number];
  class: FlightClass;
  fromLabel: string;
  toLabel: string;
};
export type StaySearch = { destination: string; checkIn: string; checkOut: string };
export type CarSearch = { pickupLocation: string; pickupDate: string; returnDate: string };
export type RideSearch = {
  pickup: string;
  destination: string;
  date: string;
  passengers: (typeof homeRidePassengers)[number];
};

export type HomeSearchState = {
  flights: FlightSearch;
  hotels: StaySearch;
  cars: CarSearch;
  rides: RideSearch;
  stays: StaySearch;
};

const emptyStay: StaySearch = { destination: '', checkIn: '', checkOut: '' };

export const initialHomeSearch: HomeSearchState = {
  flights: {
    from: '',
    to: '',
    departureDate: '',
    returnDate: '',
    passengers: '1',
    class: 'economy',
    fromLabel: '',
    toLabel: '',
  },
  hotels: emptyStay,
  cars: { pickupLocation: '', pickupDate: '', returnDate: '' },
  rides: { pickup: '', destination: '', date: '', passengers: 1 },
  stays: emptyStay,
};

/**
 * The tab's target page with the entered values in the query string; blank values are left out,
 * and so is a place's label when it says no more than the place (text typed by hand).
 */
export function homeSearchUrl<T extends HomeSearchTab>(tab: T, values: HomeSearchState[T]): string {
  const params = new URLSearchParams();
  const entries: Record<string, unknown> = values;
  for (const [key, raw] of Object.entries(entries)) {
    const value = String(raw).trim();
    const labelOf = key.endsWith('Label') ? key.slice(0, -'Label'.length) : null;
    if (labelOf !== null && value === String(entries[labelOf]).trim()) continue;
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${homeSearchTargets[tab]}?${query}` : homeSearchTargets[tab];
}
