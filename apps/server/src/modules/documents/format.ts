import type { DocumentMoment } from './booking-document-view.ts';

/** "Fri, 3 May 2030" for a calendar day (YYYY-MM-DD). */
export function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** "Fri, 3 May 2030", with " 14:05 (Europe/Lisbon)" when it has a local time, in the place's zone. */
export function formatMoment(moment: DocumentMoment): string {
  const day = formatDay(moment.date);
  if (!moment.time) return day;
  return `${day} ${moment.time}${moment.timeZone ? ` (${moment.timeZone})` : ''}`;
}
