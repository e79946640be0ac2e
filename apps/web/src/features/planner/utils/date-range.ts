import * as chrono from 'chrono-node';

export type DateRange = { startDate: string; endDate: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day chrono read, as 'YYYY-MM-DD' (its own fields, never shifted by a time zone). */
function isoOf(components: chrono.ParsedComponents, year = components.get('year')): string {
  return `${year}-${pad(components.get('month') ?? 1)}-${pad(components.get('day') ?? 1)}`;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A single day named by a span: a weekend is Saturday and Sunday, a week is seven days. */
function spanDays(text: string): number {
  if (/\bweekend\b/i.test(text)) return 2;
  if (/\bweek\b/i.test(text)) return 7;
  return 1;
}

/**
 * An end without a year ends in the next year only across a new year ('Dec 30 to Jan 2'): when its
 * month is earlier than the start's. Any other end before the start stays as typed, before the start.
 */
function rolledOverYear(startDate: string, endDate: string): string {
  if (endDate.slice(5, 7) >= startDate.slice(5, 7)) return endDate;
  return `${Number(endDate.slice(0, 4)) + 1}${endDate.slice(4)}`;
}

/**
 * Free-text travel dates ('Dec 12 to Dec 18', 'next weekend', '12/12 - 12/18') read as a range of
 * calendar days, always forward from `reference`. A single day is a one-day trip unless the text
 * names a weekend or a week. Null when nothing in the text reads as a date.
 */
export function parseDateRange(text: string, reference: Date): DateRange | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const [first] = chrono.parse(trimmed, reference, { forwardDate: true });
  if (!first) return null;
  const startDate = isoOf(first.start);
  if (!first.end) return { startDate, endDate: addDays(startDate, spanDays(first.text) - 1) };
  if (first.end.isCertain('year')) return { startDate, endDate: isoOf(first.end) };
  // An end without its own year is read in the start's year (chrono would move it a year on).
  return { startDate, endDate: rolledOverYear(startDate, isoOf(first.end, first.start.get('year'))) };
}

/** Days in a range, both ends included. */
export function rangeDays({ startDate, endDate }: DateRange): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}
