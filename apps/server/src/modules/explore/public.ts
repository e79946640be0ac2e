// What other modules may use of the explore module.
export { exploreRoutes } from './routes.ts';
