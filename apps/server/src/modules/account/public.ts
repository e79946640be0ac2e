// What other modules may use of the account module.
export { accountRoutes } from './routes.ts';
