/** Digits after the decimal point in a currency's minor unit (2 for USD, 0 for JPY). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount typed in major units ('12', '12.5', '12.50') as integer minor units of the currency;
 * null when it is not a plain non-negative number with at most the currency's decimals.
 */
export function parseMajorAmount(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units written back as the major-unit text the field takes ('1250' USD → '12.50'). */
export function formatMajorAmount(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return digits === 0 ? String(amount) : (amount / 10 ** digits).toFixed(digits);
}
