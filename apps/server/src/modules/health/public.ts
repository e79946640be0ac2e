// What other modules may use of the health module.
export { healthRoutes } from './routes.ts';
