/** Cruises: generation, ports and types. */
export * from './generate.ts';
export * from './ports.ts';
export * from './types.ts';
