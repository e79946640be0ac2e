/** The flight network: generation, fares, demand, local time and validity windows. */
export * from './cabotage.ts';
export * from './demand.ts';
export * from './fares.ts';
export * from './generate.ts';
export * from './load-factor.ts';
export * from './random.ts';
export * from './supplier.ts';
export * from './synthetic-reference.ts';
export * from './time.ts';
export * from './types.ts';
export * from './window.ts';
