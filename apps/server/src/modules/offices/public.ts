// What other modules may use of the offices module.
export { officeRoutes } from './routes.ts';
