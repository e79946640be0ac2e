/** Hotel search: destinations, search and pagination. */
export * from './destination.ts';
export * from './paginate.ts';
export * from './search-hotels.ts';
