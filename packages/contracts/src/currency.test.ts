import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_MINOR_DIGITS,
  convertMinor,
  convertMoney,
  type Currency,
  type RateTable,
} from './currency.ts';
import { ratesResponseSchema } from './currency-schemas.ts';

/** The ECB reference rates of 2022-04-29, as shipped in exchange_rates. */
const ECB: RateTable = {
  date: '2022-04-29',
  source: 'European Central Bank',
  perEuro: { EUR: '1.000000', USD: '1.054000', JPY: '137.010000', GBP: '0.839080', AUD: '1.469900' },
};

const currency = fc.constantFrom(...CURRENCIES);
const amount = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });

/** The exact value amount(from) in minor units of `to`, as a fraction num/den with den > 0. */
function exact(a: number, from: Currency, to: Currency, t: RateTable): { num: bigint; den: bigint } {
  const scale = 10n ** 6n;
  const rate = (c: Currency) => BigInt(Math.round(Number(t.perEuro[c]) * 1e6));
  return {
    num: BigInt(a) * 10n ** BigInt(CURRENCY_MINOR_DIGITS[to]) * rate(to) * scale,
    den: 10n ** BigInt(CURRENCY_MINOR_DIGITS[from]) * rate(from) * scale,
  };
}

describe('convertMinor', () => {
  it('returns the amount unchanged when both currencies are the same', () => {
    fc.assert(
      fc.property(amount, currency, (a, c) => {
        expect(convertMinor(a, c, c, ECB)).toBe(a);
      }),
    );
  });

  it('is within half a minor unit of the exact rational value', () => {
    fc.assert(
      fc.property(amount, currency, currency, (a, from, to) => {
        const got = BigInt(convertMinor(a, from, to, ECB));
        const { num, den } = exact(a, from, to, ECB);
        // |got − num/den| ≤ 1/2  ⇔  |2·(got·den − num)| ≤ den
        const diff = 2n * (got * den - num);
        expect(diff <= den && -diff <= den).toBe(true);
      }),
    );
  });

  it('is monotonic in the amount', () => {
    fc.assert(
      fc.property(amount, fc.nat({ max: 1_000_000 }), currency, currency, (a, d, from, to) => {
        expect(convertMinor(a + d, from, to, ECB)).toBeGreaterThanOrEqual(convertMinor(a, from, to, ECB));
      }),
    );
  });

  it('is symmetric around zero (half away from zero)', () => {
    fc.assert(
      fc.property(amount, currency, currency, (a, from, to) => {
        expect(convertMinor(-a, from, to, ECB)).toBe(-convertMinor(a, from, to, ECB) || 0);
      }),
    );
  });

  it('never drifts: converting the original amount again gives the same figure', () => {
    fc.assert(
      fc.property(amount, currency, currency, fc.integer({ min: 2, max: 20 }), (a, from, to, times) => {
        const first = convertMinor(a, from, to, ECB);
        for (let i = 0; i < times; i++) expect(convertMinor(a, from, to, ECB)).toBe(first);
      }),
    );
  });

  it('a round trip A→B→A lands within half a unit of A plus half a unit of B expressed in A', () => {
    // Bound: |A→B→A − a| ≤ 1/2 + (1/2)·r, where r = value of one minor unit of B in minor units of A
    // (the first rounding errs by ≤ 1/2 unit of B, worth ≤ r/2 units of A; the second by ≤ 1/2 unit of A).
    fc.assert(
      fc.property(amount, currency, currency, (a, from, to) => {
        const back = BigInt(convertMinor(convertMinor(a, from, to, ECB), to, from, ECB));
        const unit = exact(1, to, from, ECB); // r = unit.num / unit.den
        // |back − a| ≤ 1/2 + r/2  ⇔  2·|back − a|·den ≤ den + num
        const err = back - BigInt(a);
        const abs = err < 0n ? -err : err;
        expect(2n * abs * unit.den <= unit.den + unit.num).toBe(true);
      }),
    );
  });

  it('JPY has no minor units: USD cents become whole yen', () => {
    // $12.34 × 137.01 / 1.054 = ¥1,604.06… → 1604
    expect(convertMinor(1234, 'USD', 'JPY', ECB)).toBe(1604);
    // ¥1,604 → €11.71 (1604 / 137.01 = 11.7072…)
    expect(convertMinor(1604, 'JPY', 'EUR', ECB)).toBe(1171);
  });

  it('rounds half away from zero', () => {
    const even: RateTable = { ...ECB, perEuro: { ...ECB.perEuro, USD: '2.000000' } };
    // 1 euro cent → 2 US cents exactly; 1 US cent → 0.5 euro cent → 1 (away from zero).
    expect(convertMinor(1, 'EUR', 'USD', even)).toBe(2);
    expect(convertMinor(1, 'USD', 'EUR', even)).toBe(1);
    expect(convertMinor(-1, 'USD', 'EUR', even)).toBe(-1);
    expect(convertMinor(3, 'USD', 'EUR', even)).toBe(2);
    const third: RateTable = { ...ECB, perEuro: { ...ECB.perEuro, USD: '3.000000' } };
    expect(convertMinor(1, 'USD', 'EUR', third)).toBe(0); // 0.333… rounds down
    expect(convertMinor(2, 'USD', 'EUR', third)).toBe(1); // 0.666… rounds up
  });

  it('converts known amounts at the ECB rates', () => {
    expect(convertMinor(10_000, 'USD', 'EUR', ECB)).toBe(9488); // 100 / 1.054 = 94.876…
    expect(convertMinor(10_000, 'USD', 'GBP', ECB)).toBe(7961); // 100 × 0.83908 / 1.054 = 79.609…
    expect(convertMinor(10_000, 'EUR', 'AUD', ECB)).toBe(14_699);
    expect(convertMoney({ amount: 12_300, currency: 'USD' }, 'EUR', ECB)).toEqual({ amount: 11_670, currency: 'EUR' });
  });

  it('refuses fractional amounts and unknown currencies', () => {
    expect(() => convertMinor(1.5, 'USD', 'EUR', ECB)).toThrow(RangeError);
    expect(() => convertMinor(100, 'CHF', 'EUR', ECB)).toThrow(RangeError);
  });
});

describe('ratesResponseSchema', () => {
  it('accepts the ECB table and refuses a missing or zero rate', () => {
    expect(ratesResponseSchema.parse({ ...ECB, base: 'EUR' }).perEuro.JPY).toBe('137.010000');
    const { AUD: _aud, ...missing } = ECB.perEuro;
    expect(ratesResponseSchema.safeParse({ ...ECB, base: 'EUR', perEuro: missing }).success).toBe(false);
    expect(
      ratesResponseSchema.safeParse({ ...ECB, base: 'EUR', perEuro: { ...ECB.perEuro, GBP: '0.000000' } }).success,
    ).toBe(false);
  });
});
