// What other modules (and app.ts) may use of the recommendations module.
export { recommendationRoutes } from './routes.ts';
export { exportTravelProfile } from './profile-service.ts';
export type { CatalogueItem, RecommendationCatalogue } from './catalogue-types.ts';
