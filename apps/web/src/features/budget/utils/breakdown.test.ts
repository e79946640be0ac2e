import { describe, expect, it } from 'vitest';
import type { BudgetSplit } from '@escazo/contracts/budget';
import { breakdownRows, splitTotal } from './breakdown.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const split = (
  accommodation: number,
  transportation: number,
  food: number,
  activities: number,
  other: number,
): BudgetSplit => ({
  accommodation: usd(accommodation),
  transportation: usd(transportation),
  food: usd(food),
  activities: usd(activities),
  other: usd(other),
});

describe('breakdownRows', () => {
  it('gives each category its share of the total, in the shown order', () => {
    const rows = breakdownRows(split(120_000, 60_000, 45_000, 45_000, 30_000));
    expect(rows.map((r) => [r.category, r.percent])).toEqual([
      ['accommodation', 40],
      ['transportation', 20],
      ['food', 15],
      ['activities', 15],
      ['other', 10],
    ]);
    expect(rows[0]!.amount).toEqual(usd(120_000));
  });

  it('rounds so the shares always add up to 100, the extra point going to the largest remainder', () => {
    const rows = breakdownRows(split(1, 1, 1, 0, 0));
    expect(rows.map((r) => r.percent)).toEqual([34, 33, 33, 0, 0]);
    const uneven = breakdownRows(split(123_457, 98_765, 43_210, 12_345, 6_789));
    expect(uneven.reduce((sum, r) => sum + r.percent, 0)).toBe(100);
  });

  it('shows no share for an all-zero split', () => {
    expect(breakdownRows(split(0, 0, 0, 0, 0)).map((r) => r.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('splitTotal', () => {
  it('adds the five parts in their currency', () => {
    expect(splitTotal(split(100, 200, 300, 400, 500))).toEqual(usd(1500));
  });
});
