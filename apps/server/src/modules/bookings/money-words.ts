/** Integer minor units with their currency, e.g. 12345 EUR → "€123.45" (a code Intl does not know: "123.45 XYZ"). */
export function moneyWords(amount: number, currency: string): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
