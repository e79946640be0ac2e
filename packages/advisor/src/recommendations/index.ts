/** The recommendation engine: traveller profiles, scoring and reasons. */
export * from './profile.ts';
export * from './reason.ts';
export * from './scoring.ts';
