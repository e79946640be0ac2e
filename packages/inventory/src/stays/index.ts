/** Stays: generation and types. */
export * from './generate.ts';
export * from './types.ts';
