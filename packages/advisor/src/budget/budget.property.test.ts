import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUDGET_MAX_RESULTS, BUDGET_PREFERENCES } from '@escazo/contracts/budget';
import { addDays, daysBetween } from '@escazo/contracts/dates';
import { planBudget } from './plan.ts';
import { candidateStayLengths, DEFAULT_IDEAL_STAY } from './stay-lengths.ts';
import { fixtureDestination } from './test-fixtures.ts';
import type { DestinationInput, LodgingPrice, PricesAtLength } from './types.ts';

const cents = fc.integer({ min: 0, max: 300_000 });

const destinationArb = (index: number, windowDays: number) =>
  fc
    .record({
      idealStay: fc.option(
        fc
          .integer({ min: 1, max: 10 })
          .chain((min) => fc.record({ min: fc.constant(min), max: fc.integer({ min, max: 14 }) })),
      ),
      fares: fc.array(fc.option(cents, { freq: 5 }), { minLength: 30, maxLength: 30 }),
      hotelNight: fc.integer({ min: 1_000, max: 80_000 }),
      rentalNight: fc.option(fc.integer({ min: 1_000, max: 80_000 })),
      mustVisit: fc.boolean(),
      tags: fc.subarray(['Beaches', 'Culture', 'Food', 'Nature', 'Adventure', 'Shopping'] as const, { minLength: 1 }),
    })
    .map(({ idealStay, fares, hotelNight, rentalNight, mustVisit, tags }): DestinationInput => {
      const lengths: PricesAtLength[] = candidateStayLengths(idealStay, windowDays).map((days) => {
        const nights = days - 1;
        const lodging: LodgingPrice[] = [];
        if (nights > 0) {
          lodging.push({
            type: 'hotel',
            totalMinor: hotelNight * nights,
            nights,
            name: 'H',
            link: '/hotels/h',
            stars: 3,
            rooms: 1,
          });
          if (rentalNight !== null)
            lodging.push({
              type: 'vacation-rental',
              totalMinor: rentalNight * nights,
              nights,
              name: 'S',
              link: '/stays/s',
              stars: null,
              rooms: 1,
            });
        }
        const fare = fares[days - 1] ?? null;
        return {
          days,
          flights: fare === null ? null : { totalMinor: fare, from: 'LHR', to: 'XXX' },
          lodging,
          rental: null,
        };
      });
      return fixtureDestination({ id: `d${index}`, idealStay, mustVisit, places: [{ tags, free: false }], lengths });
    });

const scenario = fc
  .record({
    windowDays: fc.integer({ min: 1, max: 30 }),
    travelers: fc.integer({ min: 1, max: 9 }),
    budgetMinor: fc.integer({ min: 1, max: 3_000_000 }),
    preferences: fc.subarray([...BUDGET_PREFERENCES]),
  })
  .chain((base) =>
    fc.record({
      base: fc.constant(base),
      destinations: fc.tuple(...Array.from({ length: 14 }, (_, i) => destinationArb(i, base.windowDays))),
    }),
  )
  // At most one must-visit, as the API allows.
  .map(({ base, destinations }) => ({
    base,
    destinations: destinations.map((d, i) => ({
      ...d,
      mustVisit: d.mustVisit && i === destinations.findIndex((x) => x.mustVisit),
    })),
  }));

describe('the cost model (properties)', () => {
  it('lists only fitting destinations, best first; every split adds up; every stay is within the advice and the dates', () => {
    fc.assert(
      fc.property(scenario, ({ base, destinations }) => {
        const startDate = '2030-05-04';
        const endDate = addDays(startDate, base.windowDays - 1);
        const result = planBudget({ ...base, startDate, endDate, originLabel: 'London' }, destinations);
        expect(result.destinations.length).toBeLessThanOrEqual(BUDGET_MAX_RESULTS);
        const all = [...result.destinations, ...(result.mustVisit ? [result.mustVisit] : [])];
        for (const d of all) {
          const total = Object.values(d.budget).reduce((sum, part) => sum + part.amount, 0);
          expect(total).toBe(d.estimatedTotalCost.amount);
          const advice = destinations.find((x) => x.id === d.id)!.idealStay ?? DEFAULT_IDEAL_STAY;
          const lengths = candidateStayLengths(advice, base.windowDays);
          expect(lengths).toContain(d.recommendedStayLength);
          expect(d.recommendedStayLength).toBeLessThanOrEqual(base.windowDays);
          expect(daysBetween(d.startDate, d.endDate) + 1).toBe(d.recommendedStayLength);
          // Fits, or over by its shortfall, or cannot be priced (and says why).
          expect(d.fits).toBe(d.shortfall === null && d.unpricedReason === null);
          expect(d.unpricedReason === null || d.shortfall === null).toBe(true);
        }
        for (const d of result.destinations) {
          expect(d.fits).toBe(true);
          expect(d.estimatedTotalCost.amount).toBeLessThanOrEqual(base.budgetMinor);
        }
        const ranked = result.destinations.filter((d) => !d.mustVisit);
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1]!, ranked[i]!];
          expect(
            a.matchScore > b.matchScore ||
              (a.matchScore === b.matchScore && a.estimatedTotalCost.amount <= b.estimatedTotalCost.amount),
          ).toBe(true);
        }
        if (result.mustVisit?.fits) expect(result.destinations[0]).toEqual(result.mustVisit);
        if (result.mustVisit && !result.mustVisit.fits)
          expect(result.destinations.map((d) => d.id)).not.toContain(result.mustVisit.id);
        if (destinations.some((d) => d.mustVisit)) expect(result.mustVisit).not.toBeNull();
      }),
      { numRuns: 150 },
    );
  });
});
