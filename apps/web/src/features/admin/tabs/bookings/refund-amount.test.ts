import { describe, expect, it } from 'vitest';
import { formatMajorAmount, minorDigits, parseMajorAmount } from './refund-amount.ts';

describe('refund amounts typed in major units', () => {
  it('knows the minor digits of a currency', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
  });

  it('reads whole and decimal amounts as minor units', () => {
    expect(parseMajorAmount('12', 'USD')).toBe(1200);
    expect(parseMajorAmount('12.5', 'USD')).toBe(1250);
    expect(parseMajorAmount(' 12.05 ', 'USD')).toBe(1205);
    expect(parseMajorAmount('0', 'USD')).toBe(0);
    expect(parseMajorAmount('12.', 'USD')).toBe(1200);
    expect(parseMajorAmount('1500', 'JPY')).toBe(1500);
  });

  it('refuses negatives, too many decimals and anything but a number', () => {
    for (const text of ['-1', '12.345', '1e3', '', 'abc', '1,000', '.5'])
      expect(parseMajorAmount(text, 'USD')).toBeNull();
    expect(parseMajorAmount('10.5', 'JPY')).toBeNull();
  });

  it('writes minor units back as the field text', () => {
    expect(formatMajorAmount(1250, 'USD')).toBe('12.50');
    expect(formatMajorAmount(0, 'USD')).toBe('0.00');
    expect(formatMajorAmount(1500, 'JPY')).toBe('1500');
  });
});
