import { createEvent, createEvents, type DateArray, type EventAttributes } from 'ics';
import { isTimed, routeText, type BookingDocumentView, type DocumentMoment } from './booking-document-view.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { formatMoment } from './format.ts';
import { isKnownZone, zonedTimeToUtc } from './zoned-time.ts';

const dayArray = (date: string) => date.split('-').map(Number) as [number, number, number];

/** The day after a calendar day, as the all-day event's exclusive end. */
function nextDay(date: string): DateArray {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

/** A timed moment: UTC when its zone is known (to Intl too), else the place's floating local time. */
function timed(
  moment: DocumentMoment,
): Pick<EventAttributes, 'start'> & { inputType: 'utc' | 'local'; outputType: 'utc' | 'local' } {
  const time = moment.time ?? '00:00';
  if (moment.timeZone && isKnownZone(moment.timeZone))
    return { start: zonedTimeToUtc(moment.date, time, moment.timeZone), inputType: 'utc', outputType: 'utc' };
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return { start: [...dayArray(moment.date), hh, mm], inputType: 'local', outputType: 'local' };
}

function when(view: BookingDocumentView) {
  if (!isTimed(view.type)) {
    // A stay covers its check-out day too: the all-day event ends the day after it.
    return { start: dayArray(view.start.date), end: nextDay(view.end.date) };
  }
  const start = timed(view.start);
  const end = timed(view.end);
  return {
    start: start.start,
    startInputType: start.inputType,
    startOutputType: start.outputType,
    end: end.start,
    endInputType: end.inputType,
    endOutputType: end.outputType,
  };
}

/** What every event of a booking says: its code, each flight on its airports' clocks, the lines, who and how much. */
function description(view: BookingDocumentView): string {
  return [
    `Confirmation code: ${view.confirmationCode}`,
    ...view.legs.map(
      (leg) =>
        `${leg.flightNumber} ${routeText(leg)}: departs ${formatMoment(leg.departure)}, arrives ${formatMoment(leg.arrival)}`,
    ),
    ...view.lines.map((line) => `${line.label}: ${line.value}`),
    `Travellers: ${view.travellers.join(', ')}`,
    `Total: ${formatMoney(view.total)}`,
    `Manage your booking: ${view.manageUrl}`,
  ].join('\n');
}

const eventOf = (view: BookingDocumentView) => ({
  productId: 'escazo/booking',
  description: description(view),
  location: view.destination,
  url: view.manageUrl,
  status: 'CONFIRMED' as const,
  busyStatus: isTimed(view.type) ? ('BUSY' as const) : ('FREE' as const),
});

/**
 * The booking as a calendar file (.ics), its UID made from the booking id: a flight from its
 * first departure to its last arrival and a car hire from pick-up to drop-off, in UTC when the
 * place's zone is known; a stay, cruise or package as whole days through its last day. A booking
 * of several trips (a round trip's outbound and return) is one event per trip, UIDs numbered.
 */
export function calendarIcs(view: BookingDocumentView): string {
  if (view.events?.length) return eventsIcs(view, view.events);
  const { error, value } = createEvent({
    ...when(view),
    ...eventOf(view),
    uid: `booking-${view.bookingId}@escazo`,
    title: `${view.title} (${view.confirmationCode})`,
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return value;
}

function eventsIcs(view: BookingDocumentView, trips: NonNullable<BookingDocumentView['events']>): string {
  const { error, value } = createEvents(
    trips.map((trip, i) => ({
      ...when({ ...view, start: trip.start, end: trip.end }),
      ...eventOf(view),
      uid: `booking-${view.bookingId}-${i + 1}@escazo`,
      title: `${trip.title} (${view.confirmationCode})`,
    })),
  );
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return value;
}
