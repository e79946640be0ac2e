import type { Config } from '@server/config.ts';

/** Requests per address per minute on each public shared-trip route (a stricter bucket than the global one). */
const SHARED_PER_MINUTE = 120;

/** The route config of a public shared-trip route: its own rate limit, never above the global one. */
export const sharedLinkLimit = (config: Pick<Config, 'rateLimit'>) => ({
  rateLimit: { max: Math.min(SHARED_PER_MINUTE, config.rateLimit.globalPerMinute), timeWindow: '1 minute' },
});
