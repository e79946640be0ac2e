/** Reference data (airports, airlines, cities, countries), imagery descriptors and the supplier interfaces. */
export * from './reference/index.ts';
export * from './reference/geo.ts';
export * from './reference/text.ts';
export * from './reference/types.ts';
export * from './imagery/descriptor.ts';
export * from './imagery/random.ts';
export * from './imagery/families.ts';
export * from './supplier.ts';
export * from './reference/zone.ts';
