import { CURRENCY_MINOR_DIGITS, type Currency } from '@escazo/contracts/currency';

/**
 * A price typed in major units of `currency` ('120', '99.5') as integer minor units, read from the
 * decimal text (no float arithmetic). Blank is undefined; anything else that is not a non-negative
 * amount with at most the currency's digits after the point is null.
 */
export function majorTextToMinor(text: string, currency: Currency): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(trimmed);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + (fraction === '' ? 0 : Number(fraction.padEnd(digits, '0')));
}

/** Minor units of `currency` as the text a price field shows ('120', '99.50'); undefined is blank. */
export function minorToMajorText(amount: number | undefined, currency: Currency): string {
  if (amount === undefined) return '';
  const digits = CURRENCY_MINOR_DIGITS[currency];
  if (digits === 0) return String(amount);
  const scale = 10 ** digits;
  const whole = Math.floor(amount / scale);
  const fraction = amount % scale;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(digits, '0')}`;
}
