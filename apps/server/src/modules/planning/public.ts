// What other modules (and app.ts / server.ts) may use of the planning module.
export { planningRoutes } from './routes.ts';
export { schedulePlanningCleanup } from './cleanup-job.ts';
// The budget assistant prices trips as the planner does: the same catalogue, origins, flights and budget rules.
export { sceneImageUrl, type CatalogueEntry, type PlanningCatalogue } from './catalogue.ts';
export { originAirports } from './origin.ts';
export {
  airport,
  newFlightSearchCache,
  planFlights,
  planOutboundFlight,
  planReturnFlight,
  type FlightSearchCache,
} from './flights.ts';
export { budgetInUsdCents } from './budget.ts';
export { fieldError, validationFailed } from './field-errors.ts';
export { plannedTrips } from './trip-reads.ts';
// The plan-quality report (scripts/plan-quality.ts) builds engine queries as a plan request does.
export { readCatalogueFiles } from './catalogue-files.ts';
export { buildCatalogue } from './catalogue.ts';
export { lodgingOptions } from './lodging.ts';
export { planQueryOf, type ResolvedRequest } from './plan-query.ts';
