/** Days are UTC calendar days, so they read the same in every time zone. */
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** Moments are shown in the reader's own time zone. */
const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function calendarDay(value: string): Date | null {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day ('2026-12-01', or the day of an ISO instant) as 'Dec 1, 2026'; unreadable input is returned as it is. */
export function formatDay(value: string): string {
  const date = calendarDay(value);
  return date ? dayFormat.format(date) : value;
}

/** A calendar day with its weekday: 'Tue, Dec 1, 2026'. */
export function formatDayWithWeekday(value: string): string {
  const date = calendarDay(value);
  return date ? weekdayFormat.format(date) : value;
}

/** A moment (an event, a notification) as 'Dec 1, 2026, 2:32 PM' in the reader's time zone. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : momentFormat.format(date);
}
