// What other modules, app.ts and scripts may use of the bookings module.
export { bookingRoutes } from './routes.ts';
export { bookingDocumentRoutes } from './document-routes.ts';
export { expireHold, completeEndedBookings } from './lifecycle.ts';
export { reconcilePendingCharges } from './reconciler.ts';
export { scheduleDailyBookingJobs } from './booking-jobs.ts';
export { staffBookings, type StaffBookings, type StaffBookingView, type StaffCancellation } from './staff.ts';
// The rides module books, pays and records rides as bookings through these.
export { paymentSource, declined, type PaymentSource } from './payment-source.ts';
export { recordPendingCharge, settleUnbookedCharge } from './charge.ts';
export { requestHash, runIdempotent, type StoredAnswer } from './idempotency.ts';
export { insertBookingGraph, type BookingRow, type PaymentRow } from './repository.ts';
