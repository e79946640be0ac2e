/** Hotels: generation, lodging cities, rates, the stay calendar and availability. */
export * from './availability.ts';
export * from './calendar.ts';
export * from './cities.ts';
export * from './generate.ts';
export * from './rates.ts';
export * from './types.ts';
