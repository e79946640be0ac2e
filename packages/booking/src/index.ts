/** The booking rules: prices, takes, package pricing, cancellation refunds, statuses, trips and confirmation codes. */
export * from './cancellation.ts';
export * from './confirmation-code.ts';
export * from './package.ts';
export * from './pricing.ts';
export * from './status.ts';
export * from './takes.ts';
export * from './trips.ts';
