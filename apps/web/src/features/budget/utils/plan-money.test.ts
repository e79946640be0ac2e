import { describe, expect, it } from 'vitest';
import { formatPlanMoney } from './plan-money.ts';

describe('formatPlanMoney', () => {
  it('shows whole units of the plan currency, unconverted', () => {
    expect(formatPlanMoney({ amount: 123_456, currency: 'USD' })).toBe('$1,235');
    expect(formatPlanMoney({ amount: 300_000, currency: 'USD' })).toBe('$3,000');
    expect(formatPlanMoney({ amount: 5_000, currency: 'EUR' })).toBe('€50');
  });
});
