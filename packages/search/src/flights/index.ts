/** Flight search: the index, routing, pricing, itineraries, calendar and presentation. */
export * from './calendar.ts';
export * from './flight-index.ts';
export * from './itinerary.ts';
export * from './present.ts';
export * from './pricing.ts';
export * from './routing.ts';
export * from './search.ts';
