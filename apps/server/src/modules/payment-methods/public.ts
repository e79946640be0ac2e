// What other modules may use of the payment-methods module.
export { paymentMethodRoutes } from './routes.ts';
export { listPresentedPaymentMethods } from './service.ts';
