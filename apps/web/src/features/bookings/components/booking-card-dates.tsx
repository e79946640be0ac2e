const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar day ('2026-12-01') as the traveller reads it; days are UTC calendar days. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dayFormat.format(date);
}

/** A moment (an event, a hold's end) in the reader's own time zone. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

/** A <time> element for a calendar day. */
export function Day({ value }: { value: string }) {
  return <time dateTime={value.slice(0, 10)}>{formatDay(value)}</time>;
}
