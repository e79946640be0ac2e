// What other code (app.ts, server.ts, tests) may use of the rides module.
export { rideEventsPlugin, type RideEventBus } from './events/plugin.ts';
export type { RideEvent as RideBusEvent } from './events/ride-event.ts';
// The rides core: app.rides (catalogue, time scale), the routes, and what the live side builds on.
export { ridesPlugin, type RidesContext } from './plugin.ts';
export { rideRoutes } from './routes.ts';
export { assignDriver, reassignRide, driverColumns, type AssignmentRide, type Candidate } from './assignment.ts';
export { loadRideDetail, presentRideDetail } from './detail.ts';
export { driverCard, estimatedArrival } from './presenter.ts';
export {
  findRide,
  findRideView,
  occupiedRange,
  updateRideFrom,
  type RideRow,
  type RideDriverRow,
  type RideView,
} from './repository.ts';
export { notifyRideEvent, RIDE_EVENTS_CHANNEL } from './events/notify.ts';
export { rideAutopilotPlugin, type RideAutopilot, type TickSummary } from './autopilot.ts';
export { rideEventRoutes } from './sse-routes.ts';
export { driverConsoleRoutes } from './driver-console/routes.ts';
