/** Rental cars: generation, rates and rental periods. */
export * from './generate.ts';
export * from './rates.ts';
export * from './rental-period.ts';
export * from './types.ts';
