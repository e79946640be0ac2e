import {
  homeSearchTargets,
  type FlightClass,
  type HomeSearchTab,
  type homeFlightPassengers,
  type homeRidePassengers,
} from '@escazo/contracts/home-search';

/**
 * The home search panel's state, one object per tab. Keys are the query parameter names the
 * target pages read, in the order they appear in the URL.
 */
export type FlightSearch = {
  from: string;
  to: string;
  departureDate: string;
  returnDate: string;
  passengers: (typeof homeFlightPassengers)[number];
  class: FlightClass;
};
export type StaySearch = { destination: string; checkIn: string; checkOut: string };
export type CarSearch = { pickupLocation: string; pickupDate: string; returnDate: string };
export type RideSearch = { pickup: string; destination: string; date: string; passengers: (typeof homeRidePassengers)[number] };

export type HomeSearchState = {
  flights: FlightSearch;
  hotels: StaySearch;
  cars: CarSearch;
  rides: RideSearch;
  stays: StaySearch;
};

const emptyStay: StaySearch = { destination: '', checkIn: '', checkOut: '' };

export const initialHomeSearch: HomeSearchState = {
  flights: { from: '', to: '', departureDate: '', returnDate: '', passengers: '1', class: 'economy' },
  hotels: emptyStay,
  cars: { pickupLocation: '', pickupDate: '', returnDate: '' },
  rides: { pickup: '', destination: '', date: '', passengers: 1 },
  stays: emptyStay,
};

/** The tab's target page with the entered values in the query string; blank values are left out. */
export function homeSearchUrl<T extends HomeSearchTab>(tab: T, values: HomeSearchState[T]): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(values)) {
    const value = String(raw).trim();
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${homeSearchTargets[tab]}?${query}` : homeSearchTargets[tab];
}
