import { BUDGET_TIERS, PACES } from '@escazo/contracts/planning-options';
import fc from 'fast-check';
import type { PlanQuery } from '../types.ts';
import { randomQuery } from './random-catalogue.ts';

/** Random planning queries for property tests: the seed draws the catalogue, dates, interests, budget size, lodging and flight times. */
export const randomQueries = (limits: { days: number; travelers: number }) =>
  fc
    .record({
      seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      days: fc.integer({ min: 1, max: limits.days }),
      travelers: fc.integer({ min: 1, max: limits.travelers }),
      pace: fc.constantFrom(...PACES),
      tier: fc.constantFrom(...BUDGET_TIERS),
      budget: fc.boolean(),
      flights: fc.boolean(),
    })
    .map(({ seed, ...options }): PlanQuery => randomQuery(seed, options));
