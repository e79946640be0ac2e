/** The destination knowledge files: their schema and loader. */
export * from './load.ts';
export * from './schema.ts';
