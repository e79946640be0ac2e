// What other modules may use of the search module.
export { searchRoutes } from './routes.ts';
export { resolveAirports } from './service.ts';
export { searchCountsPlugin, type SearchCounter } from './search-counts.ts';
export { cheapestFareAhead } from './cheapest-fare.ts';
export { searchesPerDestination } from './count-reads.ts';
