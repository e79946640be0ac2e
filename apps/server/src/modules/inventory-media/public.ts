// What other modules may use of the inventory artwork module.
export { inventoryMediaRoutes } from './routes.ts';
export { galleryViews, imageUrl } from './art.ts';
