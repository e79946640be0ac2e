import { describe, expect, it } from 'vitest';
import { currencyMinorDigits, formatMoney } from './money-format.ts';

describe('formatMoney', () => {
  it('writes cents only when there are any', () => {
    expect(formatMoney({ amount: 123450, currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ amount: 123400, currency: 'USD' })).toBe('$1,234');
    expect(formatMoney({ amount: 5, currency: 'USD' })).toBe('$0.05');
    expect(formatMoney({ amount: 0, currency: 'USD' })).toBe('$0');
  });

  it('rounds to whole units when asked', () => {
    expect(formatMoney({ amount: 123450, currency: 'USD' }, { whole: true })).toBe('$1,235');
    expect(formatMoney({ amount: -123450, currency: 'USD' }, { whole: true })).toBe('-$1,235');
  });

  it('takes the minor-unit digits from Intl: a yen amount has none', () => {
    expect(currencyMinorDigits('JPY')).toBe(0);
    expect(currencyMinorDigits('EUR')).toBe(2);
    expect(formatMoney({ amount: 1235, currency: 'JPY' })).toBe('¥1,235');
    expect(formatMoney({ amount: 12345, currency: 'EUR' })).toBe('€123.45');
    expect(formatMoney({ amount: 12345, currency: 'GBP' })).toBe('£123.45');
  });

  it('writes the amount for the locale', () => {
    expect(formatMoney({ amount: 123450, currency: 'EUR' }, { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney({ amount: 123450, currency: 'USD' }, { locale: 'fr-FR' })).toBe('1\u202f234,50\u00a0$US');
    expect(formatMoney({ amount: 1235, currency: 'JPY' }, { locale: 'ja-JP' })).toBe('￥1,235');
  });

  it('writes a code Intl refuses after the number', () => {
    expect(formatMoney({ amount: 12345, currency: 'XY' })).toBe('123.45 XY');
  });
});
