import { describe, expect, it } from 'vitest';
import { estimateLength } from './estimate.ts';
import { formatUsd, formatUsdFare, monthRanges } from './format.ts';
import { planBudget } from './plan.ts';
import { matchOf, tierFor } from './preferences.ts';
import { candidateStayLengths } from './stay-lengths.ts';
import { fixtureDestination, pricesAt } from './test-fixtures.ts';
import type { BudgetQuery } from './types.ts';

const query = (overrides: Partial<BudgetQuery> = {}): BudgetQuery => ({
  budgetMinor: 300_000,
  travelers: 2,
  startDate: '2030-05-04',
  endDate: '2030-05-10',
  preferences: [],
  ...overrides,
});

/** Day costs of the fixture for 2 travellers at the moderate tier: food 6,000 + activities 4,000 + incidentals 3,000 per person. */
const perDay = (13_000 * 2);
/** Public transport: $2 × 4 rides × 2 travellers a day. */
const transitPerDay = 200 * 4 * 2;
/** The estimate of the fixture at `days` days: fares + the vacation rental (cheaper mid-range) + days. */
const totalAt = (days: number) => 40_000 + 8_000 * (days - 1) + (perDay + transitPerDay) * days;

describe('the cost model', () => {
  it('adds up the estimate item by item, and the split adds up to the total', () => {
    const estimate = estimateLength(fixtureDestination(), pricesAt(4), 2, [], 'moderate')!;
    expect(estimate.split).toEqual({
      accommodation: { amount: 24_000, currency: 'USD' },
      transportation: { amount: 40_000 + transitPerDay * 4, currency: 'USD' },
      food: { amount: 6000 * 2 * 4, currency: 'USD' },
      activities: { amount: 4000 * 2 * 4, currency: 'USD' },
      other: { amount: 3000 * 2 * 4, currency: 'USD' },
    });
    expect(estimate.totalMinor).toBe(totalAt(4));
  });

  it('chooses the longest stay within the advice that fits, else reports the shortest as not fitting', () => {
    const roomy = planBudget(query(), [fixtureDestination()]);
    expect(roomy.destinations[0]).toMatchObject({ recommendedStayLength: 5, startDate: '2030-05-04', endDate: '2030-05-08', estimatedTotalCost: { amount: totalAt(5) } });
    expect(roomy.destinations[0]!.tips).toContain(`Staying 4 days instead of 5 saves ${formatUsd(totalAt(5) - totalAt(4))}`);

    const tight = planBudget(query({ budgetMinor: totalAt(4) }), [fixtureDestination()]);
    expect(tight.destinations[0]!.recommendedStayLength).toBe(4);

    const tooTight = planBudget(query({ budgetMinor: totalAt(3) - 1 }), [fixtureDestination()]);
    expect(tooTight.destinations).toEqual([]);
    expect(tooTight).toMatchObject({ transportation: [], accommodation: [], budgetBreakdown: null, tips: [], mustVisit: null });
  });

  it('reports a must-visit that does not fit with its shortfall, and lists one that fits first', () => {
    const budgetMinor = totalAt(3) - 5_000;
    const result = planBudget(query({ budgetMinor }), [fixtureDestination({ mustVisit: true })]);
    expect(result.mustVisit).toMatchObject({ fits: false, recommendedStayLength: 3, shortfall: { amount: 5_000, currency: 'USD' }, mustVisit: true });
    expect(result.destinations).toEqual([]);

    const cheap = fixtureDestination({ id: 'porto', name: 'Porto', places: [{ tags: ['Culture'], free: false }] });
    const fits = planBudget(query({ preferences: ['beach'] }), [cheap, fixtureDestination({ mustVisit: true, places: [{ tags: ['Food'], free: false }] })]);
    expect(fits.destinations.map((d) => [d.id, d.mustVisit])).toEqual([['lisbon', true], ['porto', false]]);
    expect(fits.budgetBreakdown).toEqual(fits.destinations[0]!.budget);
  });

  it('a must-visit without flights is reported as not fitting, saying so; other destinations without flights are left out', () => {
    const noFlights = [3, 4, 5].map((days) => pricesAt(days, null));
    const result = planBudget(query(), [fixtureDestination({ mustVisit: true, lengths: noFlights }), fixtureDestination({ id: 'porto', lengths: noFlights })]);
    expect(result.destinations).toEqual([]);
    expect(result.mustVisit!.fits).toBe(false);
    expect(result.mustVisit!.reasonings[0]).toMatch(/^No flights were found for those dates/);
  });

  it('ranks by match score, then the cheaper total', () => {
    const beachy = fixtureDestination({ id: 'a-beach', places: [{ tags: ['Beaches'], free: false }] });
    const cultural = fixtureDestination({ id: 'b-culture', places: [{ tags: ['Culture'], free: false }] });
    const cheaperCulture = fixtureDestination({ id: 'c-culture', places: [{ tags: ['Art'], free: false }], lengths: [3, 4, 5].map((d) => pricesAt(d, 20_000)) });
    const ranked = planBudget(query({ preferences: ['cultural'] }), [beachy, cultural, cheaperCulture]).destinations.map((d) => d.id);
    expect(ranked).toEqual(['c-culture', 'b-culture', 'a-beach']);
  });

  it('prices the tier the preferences ask for, and its transport and lodging', () => {
    expect([tierFor(['luxury']), tierFor(['budget']), tierFor(['luxury', 'budget']), tierFor(['food'])]).toEqual(['luxury', 'budget', 'moderate', 'moderate']);
    const luxury = planBudget(query({ budgetMinor: 10_000_000, preferences: ['luxury'] }), [fixtureDestination()]).destinations[0]!;
    expect(luxury.transportation.find((o) => o.recommended)!.type).toBe('rideshare');
    expect(luxury.accommodation.find((o) => o.recommended)!.type).toBe('hotel');
    expect(luxury.budget.food.amount).toBe(13_000 * 2 * 5);
    const family = planBudget(query({ travelers: 4, budgetMinor: 10_000_000, preferences: ['family'] }), [fixtureDestination()]).destinations[0]!;
    expect(family.transportation.find((o) => o.recommended)!.type).toBe('rental');
  });

  it('scores the match from the place tags and the season', () => {
    const destination = fixtureDestination();
    // Culture: 1 of 4 places (25 % of a full 30 %), in season.
    expect(matchOf(destination, ['cultural'], '2030-05-04').score).toBe(Math.round(100 * (0.7 * (0.25 / 0.3) + 0.3)));
    // No place preference: full coverage; a month next to the best ones is the shoulder season.
    expect(matchOf(destination, [], '2030-03-10').score).toBe(Math.round(100 * (0.7 + 0.3 * 0.5)));
    expect(matchOf(destination, [], '2030-01-10').score).toBe(70);
    // Families count the free attractions too.
    expect(matchOf(destination, ['family'], '2030-05-04').reasons).toEqual(['2 of 4 places in the guide for families']);
  });

  it('clips the advised stay to the dates asked for', () => {
    expect(candidateStayLengths({ min: 3, max: 5 }, 7)).toEqual([3, 4, 5]);
    expect(candidateStayLengths({ min: 3, max: 5 }, 4)).toEqual([3, 4]);
    expect(candidateStayLengths({ min: 4, max: 6 }, 2)).toEqual([2]);
    expect(candidateStayLengths(null, 10)).toEqual([3, 4, 5]);
  });

  it('writes money and seasons for people', () => {
    expect(formatUsd(123_456)).toBe('$1,235');
    expect(formatUsd(21_200)).toBe('$212');
    expect(formatUsdFare(45)).toBe('$0.45');
    expect(formatUsdFare(300)).toBe('$3');
    expect(formatUsdFare(1_250)).toBe('$13');
    expect(monthRanges([4, 5, 6, 9, 10])).toBe('April-June and September-October');
    expect(monthRanges([11, 12, 1, 2])).toBe('November-February');
    expect(monthRanges([7])).toBe('July');
  });
});
