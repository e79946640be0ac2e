// What other modules may use of the search module.
export { searchRoutes } from './routes.ts';
export { resolveAirports } from './service.ts';
export { searchCountsPlugin, SEARCH_COUNT_FLUSH_MS, type SearchCounter } from './search-counts.ts';
