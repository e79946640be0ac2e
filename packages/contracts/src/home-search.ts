/**
 * Home search panel options; the panel itself has no validation. Plain
 * constants, no zod: the home page imports them and must stay light.
 */
export const homeSearchTabs = ['flights', 'hotels', 'cars', 'rides', 'stays'] as const;
export type HomeSearchTab = (typeof homeSearchTabs)[number];

export const flightClasses = ['economy', 'premium', 'business', 'first'] as const;
export type FlightClass = (typeof flightClasses)[number];

export const homeFlightPassengers = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export const homeRidePassengers = [1, 2, 3, 4] as const;

/** Where each tab's search button goes. */
export const homeSearchTargets: Record<HomeSearchTab, string> = {
  flights: '/flights',
  hotels: '/hotels',
  cars: '/cars',
  rides: '/rides',
  stays: '/short-stays',
};
