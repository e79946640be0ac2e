/** The ride engine: fleet, routes, fares, quotes, schedules, availability, cancellation and timelines. */
export * from './availability.ts';
export * from './cancellation.ts';
export * from './fares.ts';
export * from './fleet.ts';
export * from './geo.ts';
export * from './quote.ts';
export * from './route.ts';
export * from './schedule.ts';
export * from './timeline.ts';
