/** Hotels: generation, lodging and travel cities, occupancy, rates, the stay calendar and availability. */
export * from './availability.ts';
export * from './calendar.ts';
export * from './cities.ts';
export * from './generate.ts';
export * from './occupancy.ts';
export * from './rates.ts';
export * from './tourism.ts';
export * from './travel-advisories.ts';
export * from './travel-cities.ts';
export * from './types.ts';
