/** The deals engine: baselines, discounts, scans over the inventory, featured lists and repricing. */
export * from './baseline.ts';
export * from './discount.ts';
export * from './featured.ts';
export * from './list.ts';
export * from './reprice.ts';
export * from './scan.ts';
export * from './types.ts';
