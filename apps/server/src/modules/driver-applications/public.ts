// What other modules may use of the driver-applications module.
export { driverApplicationRoutes } from './routes.ts';
export { applicationsFrom, type DriverApplicationRow } from './repository.ts';
export {
  UNDECIDED,
  accountForEmail,
  decideApplication,
  earlierApplications,
  findApplication,
  latestApproved,
  listApplications,
  markInReview,
  updateNotes,
  type ApplicationWithReviewer,
} from './review-store.ts';
export { findDriverVehicle, isDriver, saveDriverProfile, type DriverVehicle } from './driver-profile.ts';
