// What other modules may use of the destinations module.
export { destinationRoutes } from './routes.ts';
