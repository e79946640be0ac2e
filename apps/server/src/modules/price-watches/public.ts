// What other modules, app.ts and server.ts may use of the price-watches module.
export { priceWatchRoutes } from './routes.ts';
export { exportPriceWatches, type ExportedPriceWatch } from './service.ts';
export { scheduleNextReprice, REPRICE_JOB } from './reprice-job.ts';
