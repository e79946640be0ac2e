import * as chrono from 'chrono-node';
import { isExists } from 'date-fns';
import { addDays, daysBetween, localDayOf } from '@escazo/contracts/dates';
import { PLAN_MAX_DAYS } from '@escazo/contracts/planning-options';

export type DateRange = { startDate: string; endDate: string };

/** Why typed dates cannot be a trip: nothing reads as a date, a day not on the calendar, the end before the start, too long, or passed. */
export type DateProblem = 'unreadable' | 'notADay' | 'endBeforeStart' | 'tooLong' | 'past';

/** What free-text dates were read as: a trip's days, or why they cannot be one (`text`: the day not on the calendar). */
export type DateReading = ({ ok: true } & DateRange) | { ok: false; problem: DateProblem; text?: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day chrono read, as 'YYYY-MM-DD' (its own fields, never shifted by a time zone). */
function isoOf(components: chrono.ParsedComponents, year = components.get('year')): string {
  return `${year}-${pad(components.get('month') ?? 1)}-${pad(components.get('day') ?? 1)}`;
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

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
};
const DURATION = new RegExp(
  `\\b(?:for\\s+)?(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})[\\s-]*(day|night|week)s?\\b`,
  'i',
);

/**
 * A length of stay in the text ('for 3 days', '3 days in May', 'a week', '4 nights') as days, both
 * ends counted (4 nights are 5 days), and the text without it; null when the text names none.
 */
function durationIn(text: string): { days: number; rest: string } | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  const count = /^\d/.test(match[1]!) ? Number(match[1]) : NUMBER_WORDS[match[1]!.toLowerCase()]!;
  const unit = match[2]!.toLowerCase();
  const days = unit === 'week' ? count * 7 : unit === 'night' ? count + 1 : count;
  return { days, rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.trim() };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_DAY = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b/gi;
const NUMERIC_DAY = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/g;

/**
 * The first month and day written in the text that is not on the calendar ('Feb 30', '4/31'), or
 * null. A day without a year is checked in the year it next comes (Feb 29 only before a leap day).
 */
function dayNotOnCalendar(text: string, reference: Date): string | null {
  const checks: { text: string; month: number; day: number; year: number | null }[] = [];
  for (const m of text.matchAll(MONTH_DAY))
    checks.push({ text: m[0], month: MONTHS.indexOf(m[1]!.toLowerCase()), day: Number(m[2]), year: null });
  for (const m of text.matchAll(NUMERIC_DAY)) {
    const year = m[3] ? Number(m[3].length === 2 ? `20${m[3]}` : m[3]) : null;
    checks.push({ text: m[0], month: Number(m[1]) - 1, day: Number(m[2]), year });
  }
  for (const c of checks) {
    const thisYear = reference.getFullYear();
    const years = c.year !== null ? [c.year] : [thisYear, thisYear + 1];
    if (!years.some((year) => isExists(year, c.month, c.day))) return c.text;
  }
  return null;
}

/** '12/20-12/24' as '12/20 to 12/24': a dash between two numeric days is a range. */
const numericRange = (text: string) =>
  text.replace(/(\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\s*[-–—]\s*(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b)/g, '$1 to $2');

/**
 * Free-text travel dates read as the days of a trip, always forward from `reference` (the
 * traveller's now): explicit ranges ('Dec 12 to Dec 18', '12/20-12/24', 'December 12-18, 2026'), a
 * start and a length ('tomorrow for 3 days', '3 days in May' from the 1st, 'a week from Jan 5'), or
 * a single day (a one-day trip, a weekend, a week). Null for empty text; otherwise the days, or why
 * they cannot be a trip: unreadable, a day not on the calendar ('Feb 30'), an end before the start,
 * longer than a plan can be, or already passed.
 */
export function readTripDates(text: string, reference: Date): DateReading | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const notADay = dayNotOnCalendar(trimmed, reference);
  if (notADay) return { ok: false, problem: 'notADay', text: notADay };
  const duration = durationIn(trimmed);
  const datesText = numericRange(duration ? duration.rest : trimmed);
  const [first] = datesText ? chrono.parse(datesText, reference, { forwardDate: true }) : [];
  if (!first) return { ok: false, problem: 'unreadable' };
  const startDate = isoOf(first.start);
  let endDate: string;
  if (first.end)
    endDate = first.end.isCertain('year')
      ? isoOf(first.end)
      : // An end without its own year is read in the start's year (chrono would move it a year on).
        rolledOverYear(startDate, isoOf(first.end, first.start.get('year')));
  else endDate = addDays(startDate, (duration?.days ?? spanDays(first.text)) - 1);
  const today = localDayOf(reference);
  if (endDate < startDate) return { ok: false, problem: 'endBeforeStart' };
  if (startDate < today) return { ok: false, problem: 'past' };
  if (daysBetween(startDate, endDate) + 1 > PLAN_MAX_DAYS) return { ok: false, problem: 'tooLong' };
  return { ok: true, startDate, endDate };
}

/** The trip's days of free-text dates, or null when they are empty or cannot be a trip. */
export function parseDateRange(text: string, reference: Date): DateRange | null {
  const reading = readTripDates(text, reference);
  return reading?.ok ? { startDate: reading.startDate, endDate: reading.endDate } : null;
}

/** Days in a range, both ends included. */
export function rangeDays({ startDate, endDate }: DateRange): number {
  return daysBetween(startDate, endDate) + 1;
}
