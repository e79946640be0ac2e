/**
 * Dates as UTC day numbers (days since 1970-01-01): cheap to compare, add and use as keys.
 * Shared by the hotel, stay, car and cruise generators and engines (date-only, no time zone).
 */
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → day number; NaN when the text is not a real calendar date. */
export function toDay(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return Number.NaN;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const date = Number(match[3]);
  const ms = Date.UTC(year, month - 1, date);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return Number.NaN;
  return ms / MS_PER_DAY;
}

export function fromDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** 0 = January … 11 = December. */
export function monthOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCMonth();
}

/** 'YYYY-MM' → [first day, first day of the next month). */
export function monthRange(isoMonth: string): [number, number] {
  const start = toDay(`${isoMonth}-01`);
  const date = new Date(start * MS_PER_DAY);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / MS_PER_DAY;
  return [start, next];
}
