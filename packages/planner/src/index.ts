/** The trip planner: plans, checks, explanations and retiming. */
export * from './check.ts';
export * from './explain.ts';
export * from './plan.ts';
export * from './retime.ts';
export * from './time.ts';
export * from './types.ts';
