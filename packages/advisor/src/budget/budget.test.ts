import { describe, expect, it } from 'vitest';
import { estimateLength } from './estimate.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { fareFormat, formatDay, monthRanges, usd, WHOLE } from './format.ts';
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
  originLabel: 'London',
  ...overrides,
});

/** Day costs of the fixture for 2 travellers at the moderate tier: food 6,000 + activities 4,000 per person. */
const perDay = 10_000 * 2;
/** Public transport: $2 × 4 rides × 2 travellers a day. */
const transitPerDay = 200 * 4 * 2;
/** Airport transfers: the fixture's $30 ride, on arrival and on departure, one car. */
const transfers = 3_000 * 2;
/** The estimate of the fixture at `days` days: fares + the vacation rental (cheaper mid-range) + days + transfers. */
const totalAt = (days: number) => 40_000 + 8_000 * (days - 1) + (perDay + transitPerDay) * days + transfers;

describe('the cost model', () => {
  it('adds up the estimate item by item, and the split adds up to the total', () => {
    const estimate = estimateLength(fixtureDestination(), pricesAt(4), 2, [], 'moderate')!;
    expect(estimate.split).toEqual({
      accommodation: { amount: 24_000, currency: 'USD' },
      transportation: { amount: 40_000 + transitPerDay * 4, currency: 'USD' },
      food: { amount: 6000 * 2 * 4, currency: 'USD' },
      activities: { amount: 4000 * 2 * 4, currency: 'USD' },
      other: { amount: transfers, currency: 'USD' },
    });
    expect(estimate.transfers).toMatchObject({ rides: 2, cars: 1, fareMinor: 3_000 });
    expect(estimate.totalMinor).toBe(totalAt(4));
  });

  it('chooses the longest stay within the advice that fits, else reports the shortest as not fitting', () => {
    const roomy = planBudget(query(), [fixtureDestination()]);
    expect(roomy.destinations[0]).toMatchObject({
      recommendedStayLength: 5,
      startDate: '2030-05-04',
      endDate: '2030-05-08',
      estimatedTotalCost: { amount: totalAt(5) },
    });
    expect(roomy.destinations[0]!.tips).toContain(
      `Staying 4 days instead of 5 saves ${formatMoney(usd(totalAt(5) - totalAt(4)), WHOLE)}`,
    );

    const tight = planBudget(query({ budgetMinor: totalAt(4) }), [fixtureDestination()]);
    expect(tight.destinations[0]!.recommendedStayLength).toBe(4);

    const tooTight = planBudget(query({ budgetMinor: totalAt(3) - 1 }), [fixtureDestination()]);
    expect(tooTight.destinations).toEqual([]);
    expect(tooTight).toMatchObject({
      transportation: [],
      accommodation: [],
      budgetBreakdown: null,
      tips: [],
      mustVisit: null,
    });
    expect(roomy.cheapest).toEqual([]);
  });

  it('when nothing fits, names the cheapest priced trips at their shortest stay, cheapest first', () => {
    const pricier = (id: string, name: string, extra: number) =>
      fixtureDestination({ id, name, lengths: [3, 4, 5].map((days) => pricesAt(days, 40_000 + extra)) });
    const noOutbound = [3, 4, 5].map((days) => ({ ...pricesAt(days, null), missingLeg: 'outbound' as const }));
    const result = planBudget(query({ budgetMinor: 50_000 }), [
      pricier('madrid', 'Madrid', 30_000),
      fixtureDestination(),
      pricier('porto', 'Porto', 10_000),
      pricier('rome', 'Rome', 50_000),
      // Unpriced, and a must-visit (it has its own verdict): never named among the cheapest.
      fixtureDestination({ id: 'tokyo', name: 'Tokyo', lengths: noOutbound }),
      { ...fixtureDestination({ id: 'oslo', name: 'Oslo' }), mustVisit: true },
    ]);
    expect(result.destinations).toEqual([]);
    expect(result.cheapest).toEqual([
      {
        id: 'lisbon',
        name: 'Lisbon',
        country: 'Portugal',
        estimatedTotalCost: usd(totalAt(3)),
        recommendedStayLength: 3,
      },
      {
        id: 'porto',
        name: 'Porto',
        country: 'Portugal',
        estimatedTotalCost: usd(totalAt(3) + 10_000),
        recommendedStayLength: 3,
      },
      {
        id: 'madrid',
        name: 'Madrid',
        country: 'Portugal',
        estimatedTotalCost: usd(totalAt(3) + 30_000),
        recommendedStayLength: 3,
      },
    ]);
  });

  it('reports a must-visit that does not fit with its shortfall, and lists one that fits first', () => {
    const budgetMinor = totalAt(3) - 5_000;
    const result = planBudget(query({ budgetMinor }), [fixtureDestination({ mustVisit: true })]);
    expect(result.mustVisit).toMatchObject({
      fits: false,
      recommendedStayLength: 3,
      shortfall: { amount: 5_000, currency: 'USD' },
      mustVisit: true,
    });
    expect(result.destinations).toEqual([]);

    const cheap = fixtureDestination({ id: 'porto', name: 'Porto', places: [{ tags: ['Culture'], free: false }] });
    const fits = planBudget(query({ preferences: ['beach'] }), [
      cheap,
      fixtureDestination({ mustVisit: true, places: [{ tags: ['Food'], free: false }] }),
    ]);
    expect(fits.destinations.map((d) => [d.id, d.mustVisit])).toEqual([
      ['lisbon', true],
      ['porto', false],
    ]);
    expect(fits.budgetBreakdown).toEqual(fits.destinations[0]!.budget);
  });

  it('a must-visit that cannot be priced says why, with no shortfall and no "over budget"; others are left out', () => {
    const noOutbound = [3, 4, 5].map((days) => ({ ...pricesAt(days, null), missingLeg: 'outbound' as const }));
    const result = planBudget(query(), [
      fixtureDestination({ mustVisit: true, name: 'Tokyo', lengths: noOutbound }),
      fixtureDestination({ id: 'porto', lengths: noOutbound }),
    ]);
    expect(result.destinations).toEqual([]);
    expect(result.mustVisit).toMatchObject({
      fits: false,
      shortfall: null,
      unpricedReason: 'No flights from London to Tokyo land on 4 May for 2 travelers',
      tips: [],
    });
    expect(result.mustVisit!.reasonings[0]).toBe(result.mustVisit!.unpricedReason);
    expect(result.mustVisit!.reasonings.filter((r) => /over your|under your/.test(r))).toEqual([]);

    const noReturn = [3, 4, 5].map((days) => ({ ...pricesAt(days, null), missingLeg: 'return' as const }));
    const stranded = planBudget(query({ travelers: 1 }), [
      fixtureDestination({ mustVisit: true, name: 'Tokyo', lengths: noReturn }),
    ]).mustVisit!;
    expect(stranded.unpricedReason).toBe('No flights from Tokyo back to London leave on 6 May for 1 traveler');

    const full = [3, 4, 5].map((days) => ({ ...pricesAt(days), lodging: [] }));
    const noBeds = planBudget(query(), [fixtureDestination({ mustVisit: true, lengths: full })]).mustVisit!;
    expect(noBeds).toMatchObject({
      fits: false,
      shortfall: null,
      unpricedReason: 'No hotel or rental in Lisbon is free every night from 4 May to 6 May for 2 travelers',
    });
  });

  it('every priced destination has no unpriced reason', () => {
    const result = planBudget(query({ budgetMinor: totalAt(3) - 5_000 }), [fixtureDestination({ mustVisit: true })]);
    expect(result.mustVisit).toMatchObject({ unpricedReason: null, shortfall: { amount: 5_000 } });
    expect(result.mustVisit!.reasonings.at(-1)).toBe(
      `3 days for ${formatMoney(usd(totalAt(3)), WHOLE)}, ${formatMoney(usd(5_000), WHOLE)} over your ${formatMoney(usd(totalAt(3) - 5_000), WHOLE)} budget`,
    );
  });

  it('prices the airport transfers as "other": per car, nothing when the traveller starts there', () => {
    const nine = estimateLength(fixtureDestination(), pricesAt(4), 9, [], 'moderate')!;
    expect(nine.split.other.amount).toBe(3_000 * 2 * 3);
    const [lisbon] = planBudget(query({ travelers: 9, budgetMinor: 10_000_000 }), [fixtureDestination()]).destinations;
    expect(lisbon!.reasonings).toContain('Airport transfers: 2 rides of 18 km, $30 each per car (3 cars)');
    const home = estimateLength(fixtureDestination({ home: true }), pricesAt(4, null), 2, [], 'moderate')!;
    expect(home.split.other.amount).toBe(0);
    expect(home.transfers).toBeNull();
  });

  it('names the lodging for the whole party, prices taxis from the cost index per cab, and states the rental days', () => {
    const [lisbon] = planBudget(query({ travelers: 9, budgetMinor: 10_000_000, preferences: ['luxury'] }), [
      fixtureDestination({
        lengths: [3, 4, 5].map((days) => ({
          ...pricesAt(days),
          rental: {
            totalMinor: 3 * 11_700 * (days - 1),
            cars: 3,
            days: days - 1,
            provider: 'Northwind',
            model: 'VW Golf or similar',
          },
        })),
      }),
    ]).destinations;
    expect(lisbon!.reasonings).toContain('3-star hotels from $100 a night for your party of 9 (1 room)');
    const taxi = lisbon!.transportation.find((o) => o.type === 'taxi')!;
    // The fixture's luxury-tier daily transport, for 3 cabs over 5 days.
    expect(taxi.estimatedCost.amount).toBe(2_500 * 3 * 5);
    const rental = lisbon!.transportation.find((o) => o.type === 'rental')!;
    expect(rental.reasonings).toEqual([
      'VW Golf or similar from Northwind: 4 rental days, picked up on the first day and returned on the last',
      '$117 a day per car with taxes, 3 cars for 9 travellers',
    ]);
  });

  it('ranks by match score, then the cheaper total', () => {
    const beachy = fixtureDestination({ id: 'a-beach', places: [{ tags: ['Beaches'], free: false }] });
    const cultural = fixtureDestination({ id: 'b-culture', places: [{ tags: ['Culture'], free: false }] });
    const cheaperCulture = fixtureDestination({
      id: 'c-culture',
      places: [{ tags: ['Art'], free: false }],
      lengths: [3, 4, 5].map((d) => pricesAt(d, 20_000)),
    });
    const ranked = planBudget(query({ preferences: ['cultural'] }), [
      beachy,
      cultural,
      cheaperCulture,
    ]).destinations.map((d) => d.id);
    expect(ranked).toEqual(['c-culture', 'b-culture', 'a-beach']);
  });

  it('prices the tier the preferences ask for, and its transport and lodging', () => {
    expect([tierFor(['luxury']), tierFor(['budget']), tierFor(['luxury', 'budget']), tierFor(['food'])]).toEqual([
      'luxury',
      'budget',
      'moderate',
      'moderate',
    ]);
    const luxury = planBudget(query({ budgetMinor: 10_000_000, preferences: ['luxury'] }), [fixtureDestination()])
      .destinations[0]!;
    expect(luxury.transportation.find((o) => o.recommended)!.type).toBe('rideshare');
    expect(luxury.accommodation.find((o) => o.recommended)!.type).toBe('hotel');
    expect(luxury.budget.food.amount).toBe(13_000 * 2 * 5);
    const family = planBudget(query({ travelers: 4, budgetMinor: 10_000_000, preferences: ['family'] }), [
      fixtureDestination(),
    ]).destinations[0]!;
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
    expect(formatMoney(usd(123_456), WHOLE)).toBe('$1,235');
    expect(formatMoney(usd(21_200), WHOLE)).toBe('$212');
    expect(formatDay('2030-12-12')).toBe('12 Dec');
    expect(formatMoney(usd(45), fareFormat(45))).toBe('$0.45');
    expect(formatMoney(usd(300), fareFormat(300))).toBe('$3');
    expect(formatMoney(usd(1_250), fareFormat(1_250))).toBe('$13');
    expect(monthRanges([4, 5, 6, 9, 10])).toBe('April-June and September-October');
    expect(monthRanges([11, 12, 1, 2])).toBe('November-February');
    expect(monthRanges([7])).toBe('July');
  });
});
