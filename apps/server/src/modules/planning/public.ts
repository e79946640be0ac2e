// What other modules (and app.ts / server.ts) may use of the planning module.
export { planningRoutes } from './routes.ts';
export { schedulePlanningCleanup } from './cleanup-job.ts';
