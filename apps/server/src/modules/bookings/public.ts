// What other modules, app.ts and scripts may use of the bookings module.
export { bookingRoutes } from './routes.ts';
export { bookingDocumentRoutes } from './document-routes.ts';
export { expireHold, completeEndedBookings } from './lifecycle.ts';
export { reconcilePendingCharges } from './reconciler.ts';
export { scheduleDailyBookingJobs } from './booking-jobs.ts';
export { staffBookings, type StaffBookings, type StaffBookingView, type StaffCancellation } from './staff.ts';
// The rides module books its rides as bookings (and ends them) through these.
export { recordPendingCharge } from './charge.ts';
export { findBookingSummary, insertBookingGraph, type BookingRow } from './repository.ts';
export { bookingStatusView, closeBooking, setBookingDriver } from './ride-booking.ts';
// Staff screens, trends and recommendations read every account's bookings through these.
export {
  bookingCountOf,
  bookingTracesOf,
  bookingsPerDay,
  bookingsPerDestinationSince,
  countBookings,
  recentBookingsOf,
  searchAllBookings,
  type BookingTrace,
  type StaffBookingRow,
} from './staff-reads.ts';
