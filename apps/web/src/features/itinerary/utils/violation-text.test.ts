import { describe, expect, it } from 'vitest';
import type { Money } from '@escazo/contracts/common';
import { suggestionText, violationText } from './violation-text.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });
/** Display in euros at 0.5 per dollar, the way a converted display currency would. */
const format = (money: Money) => `€${(money.amount / 200).toFixed(2)}`;
const t = (key: string, values: Record<string, string>) => `${key} ${JSON.stringify(values)}`;

describe('violationText', () => {
  it('writes the budget rule from the plan total and budget in the display currency', () => {
    const text = violationText(
      { rule: 'budget', message: 'Total $2,500.00 is over the $2,000.00 budget' },
      { total: usd(250_000), budget: usd(200_000) },
      format,
      t,
    );
    expect(text).toBe('overview.budgetViolation {"total":"€1250.00","budget":"€1000.00","over":"€250.00"}');
  });

  it('keeps the engine explanation for every other rule, and for a budget line without a budget', () => {
    const money = { total: usd(250_000), budget: usd(200_000) };
    expect(
      violationText({ rule: 'opening-hours', day: '2026-06-10', message: 'Closed on Tuesdays' }, money, format, t),
    ).toBe('Closed on Tuesdays');
    expect(violationText({ rule: 'budget', message: 'Over' }, { total: usd(1), budget: null }, format, t)).toBe('Over');
  });
});

describe('suggestionText', () => {
  it('names the minimum budget in the display currency', () => {
    expect(suggestionText({ rule: 'budget', message: 'at least $3,000.00', budget: usd(300_000) }, format, t)).toBe(
      'overview.budgetSuggestion {"amount":"€1500.00"}',
    );
  });

  it('keeps the engine words for other suggestions', () => {
    expect(suggestionText({ rule: 'pace', message: 'Pick a slower pace' }, format, t)).toBe('Pick a slower pace');
  });
});
