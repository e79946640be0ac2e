import { paths } from '@web/config/paths.ts';

/**
 * Where the home page links; the services grid keeps the documented /rideshare and /stays.
 */
export const homeLinks = {
  planTrip: paths.planTrip,
  deals: paths.deals,
  budgetAi: paths.budgetAi,
  itinerary: paths.itinerary,
  recommendations: paths.recommendations,
  flights: paths.flights,
  hotels: paths.hotels,
  cars: paths.cars,
  rideshare: paths.rideshare,
  stays: paths.stays,
  cruises: paths.cruises,
  flightsTo: paths.flightsTo,
} as const;
