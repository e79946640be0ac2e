// What other modules may use of the contact module.
export { contactRoutes } from './routes.ts';
