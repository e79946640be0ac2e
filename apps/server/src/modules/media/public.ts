// What other modules may use of the media module.
export { mediaRoutes } from './routes.ts';
