/** Ride places: the catalogue, lookup, search and shortcuts. */
export * from './catalogue.ts';
export * from './lookup.ts';
export * from './search.ts';
export * from './shortcuts.ts';
export * from './types.ts';
