/** The trip planner: plans, checks, explanations and retiming. */
export * from './check.ts';
export * from './explain.ts';
export * from './plan.ts';
export * from './retime.ts';
export * from './time.ts';
export * from './types.ts';
export { neighbourhoodWalks } from './walks.ts';
export { airportBufferOf, STANDARD_CHECK_IN } from './frames.ts';
export { seasonAllows, tripMonths, outOfSeason, askedFor, OUTDOOR_INTERESTS } from './seasons.ts';
