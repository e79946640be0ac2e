// What other modules may use of the search module.
export { searchRoutes } from './routes.ts';
export { resolveAirports } from './service.ts';
