// What other modules may use of the payment-methods module.
export { paymentMethodRoutes } from './routes.ts';
export { listPresentedPaymentMethods, addPaymentMethod } from './service.ts';
export { findPaymentMethod } from './repository.ts';
export { paymentSource } from './payment-source.ts';
