import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { Plan, PlanItem } from '@escazo/contracts/planning';
import { formatMoney } from '@escazo/contracts/money-format';
import { isKnownZone, zonedTimeToUtc } from '../documents/public.ts';
import type { FlightInstants } from './export-flights.ts';

/** Items that are calendar events: visits, meals, the hotel's check-in and check-out, and flights whose times are known. */
const asEvent = (item: PlanItem, flights: ReadonlyMap<string, FlightInstants>) =>
  item.type === 'attraction' ||
  item.type === 'dining' ||
  item.type === 'accommodation' ||
  (item.type === 'flight' && flights.has(item.id));

function moment(date: string, time: string, timeZone: string): { at: DateArray | number; type: 'utc' | 'local' } {
  if (isKnownZone(timeZone)) return { at: zonedTimeToUtc(date, time, timeZone), type: 'utc' };
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return { at: [y, m, d, hh, mm], type: 'local' };
}

/**
 * The itinerary as an iCalendar file: one event per visit, meal, check-in and check-out, at its
 * local time in the destination's zone (UTC in the file; floating when the zone is unknown), and
 * one per flight at the instants `flights` gives (a flight without them is left out). UIDs come
 * from the plan and item ids, so importing the file again updates the same events.
 */
export function itineraryIcs(
  plan: Plan,
  timeZone: string,
  link: string | null,
  flights: ReadonlyMap<string, FlightInstants> = new Map(),
): string {
  const events: EventAttributes[] = [];
  for (const day of plan.days) {
    for (const item of day.items.filter((candidate) => asEvent(candidate, flights))) {
      const flight = flights.get(item.id);
      const start = flight ? { at: flight.start, type: 'utc' as const } : moment(day.date, item.start, timeZone);
      const end = flight ? { at: flight.end, type: 'utc' as const } : moment(day.date, item.end, timeZone);
      events.push({
        start: start.at,
        startInputType: start.type,
        startOutputType: start.type,
        end: end.at,
        endInputType: end.type,
        endOutputType: end.type,
        productId: 'escazo/itinerary',
        uid: `plan-${plan.id}-${item.id}@escazo`,
        title: item.title,
        description: [
          `${plan.name} (${plan.destination.name})`,
          item.cost.amount > 0 ? `Cost: ${formatMoney(item.cost)}` : null,
          link ? `Trip: ${link}` : null,
        ]
          .filter(Boolean)
          .join('\n'),
        location: item.location
          ? `${item.location.lat.toFixed(5)},${item.location.lon.toFixed(5)}`
          : plan.destination.name,
        ...(item.location ? { geo: { lat: item.location.lat, lon: item.location.lon } } : {}),
        ...(link ? { url: link } : {}),
        status: 'CONFIRMED',
        busyStatus: 'BUSY',
      });
    }
  }
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return value;
}
