import type { DocumentMoment } from './booking-document-view.ts';

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
