// What other modules may use of the saved module.
export { savedRoutes } from './routes.ts';
export { exportSavedItems, saveNamedItem } from './service.ts';
export { savedOfKinds } from './kind-reads.ts';
