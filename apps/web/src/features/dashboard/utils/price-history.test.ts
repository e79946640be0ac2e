import { describe, expect, it } from 'vitest';
import { priceHistory } from './price-history.ts';

const at = (h: number) => `2026-11-24T${String(h).padStart(2, '0')}:00:00.000Z`;

describe('priceHistory', () => {
  it('keeps the order and leaves unavailable checks as gaps', () => {
    const result = priceHistory({
      current: { amount: 15_000, currency: 'EUR' },
      first: { amount: 17_500, currency: 'EUR' },
      history: [
        { at: at(0), amount: { amount: 17_500, currency: 'EUR' } },
        { at: at(6), amount: null },
        { at: at(12), amount: { amount: 15_000, currency: 'EUR' } },
      ],
    });
    expect(result).toEqual({
      currency: 'EUR',
      points: [
        { at: at(0), amount: 17_500 },
        { at: at(6), amount: null },
        { at: at(12), amount: 15_000 },
      ],
    });
  });

  it('takes the currency from the first priced check, then the current price', () => {
    expect(
      priceHistory({ current: { amount: 900, currency: 'GBP' }, first: null, history: [{ at: at(1), amount: null }] })
        .currency,
    ).toBe('GBP');
    expect(
      priceHistory({
        current: null,
        first: null,
        history: [
          { at: at(1), amount: null },
          { at: at(2), amount: { amount: 5, currency: 'JPY' } },
        ],
      }).currency,
    ).toBe('JPY');
  });

  it('a watch never priced has no points and the inventory currency', () => {
    expect(priceHistory({ current: null, first: null, history: [] })).toEqual({ points: [], currency: 'USD' });
  });
});
