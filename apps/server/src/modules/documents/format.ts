import type { DocumentMoment } from './booking-document-view.ts';

/** Integer minor units with their currency, e.g. 12345 EUR → "€123.45" (a code Intl does not know: "123.45 XYZ"). */
export function formatMoney({ amount, currency }: { amount: number; currency: string }): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** "Fri, 3 May 2030", with " 14:05 (Europe/Lisbon)" when it has a time. */
export function formatMoment(moment: DocumentMoment): string {
  const day = new Date(`${moment.date}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  if (!moment.time) return day;
  return `${day} ${moment.time}${moment.timeZone ? ` (${moment.timeZone})` : ''}`;
}
