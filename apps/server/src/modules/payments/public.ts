// What other modules, app.ts and scripts may use of the payments module: the processor, our rows of
// every charge and refund, and the idempotency keys of requests that move money.
export { selectPaymentProcessor } from './processor.ts';
export type {
  CardDeclineReason,
  CardDetails,
  PaymentProcessor,
  ProcessorCharge,
  TokenizedCard,
} from './payment-processor.ts';
export { declined } from './declined.ts';
export {
  authorizeAndCapture,
  markAuthorized,
  recordPendingCharge,
  settleUnbookedCharge,
  type PaymentSource,
  type PendingChargeInput,
} from './charges.ts';
export { captureAuthorized, voidAuthorized } from './authorization.ts';
export { moneyMoved, refundCharge, type MoneyMoved } from './refund.ts';
export {
  bookingPayments,
  findPayment,
  paymentsOfBookings,
  stalePendingCharges,
  type PaymentRow,
} from './repository.ts';
export {
  answerIdempotent,
  deleteIdempotencyKeysBefore,
  requestHash,
  runIdempotent,
  type StoredAnswer,
} from './idempotency.ts';
