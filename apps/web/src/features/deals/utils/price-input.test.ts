import { describe, expect, it } from 'vitest';
import { majorTextToMinor, minorToMajorText } from './price-input.ts';

describe('price fields', () => {
  it('reads major units as integer minor units of the currency, without float error', () => {
    expect(majorTextToMinor('120', 'USD')).toBe(12000);
    expect(majorTextToMinor('99.5', 'EUR')).toBe(9950);
    expect(majorTextToMinor('0.29', 'GBP')).toBe(29);
    expect(majorTextToMinor(' 1,05 ', 'AUD')).toBe(105);
    expect(majorTextToMinor('15000', 'JPY')).toBe(15000);
  });

  it('treats blank as no bound and refuses what is not an amount', () => {
    expect(majorTextToMinor('  ', 'USD')).toBeUndefined();
    for (const text of ['-5', 'abc', '1.234', '1e3', '12.5.1']) expect(majorTextToMinor(text, 'USD')).toBeNull();
    expect(majorTextToMinor('100.5', 'JPY')).toBeNull();
  });

  it('writes minor units back as the text the field shows', () => {
    expect(minorToMajorText(12000, 'USD')).toBe('120');
    expect(minorToMajorText(9950, 'EUR')).toBe('99.50');
    expect(minorToMajorText(5, 'GBP')).toBe('0.05');
    expect(minorToMajorText(15000, 'JPY')).toBe('15000');
    expect(minorToMajorText(undefined, 'USD')).toBe('');
  });

  it('round-trips every amount it writes', () => {
    for (const amount of [0, 1, 9, 10, 99, 100, 12345, 999999]) {
      for (const currency of ['USD', 'JPY'] as const)
        expect(majorTextToMinor(minorToMajorText(amount, currency), currency)).toBe(amount);
    }
  });
});
