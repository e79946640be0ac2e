import type { BookingStatus } from '@escazo/contracts/bookings';
import { addDays, daysBetween } from '@escazo/contracts/dates';

/** What grouping needs of a booking: its status, place ('Paris, France') and calendar days. */
export type TripBooking = {
  id: string;
  status: BookingStatus;
  destination: string;
  startDate: string;
  endDate: string;
};

export type TripStatus = 'upcoming' | 'in-progress' | 'past';

export type Trip<B extends TripBooking = TripBooking> = {
  /** The id of the trip's earliest booking: stable while that booking stays in it. */
  id: string;
  /** The destination as the earliest booking names it. */
  destination: string;
  startDate: string;
  endDate: string;
  /** Calendar days from the first to the last, both counted. */
  durationDays: number;
  status: TripStatus;
  /** Earliest first. */
  bookings: B[];
};

/** The city a destination names: its first comma-separated part, in any case. */
export const destinationCity = (destination: string) => (destination.split(',')[0] ?? '').trim().toLowerCase();

const byStart = (a: TripBooking, b: TripBooking) =>
  a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate) || a.id.localeCompare(b.id);

export function tripStatus(startDate: string, endDate: string, today: string): TripStatus {
  if (startDate > today) return 'upcoming';
  return endDate < today ? 'past' : 'in-progress';
}

/**
 * Groups bookings into trips: bookings in the same city whose dates overlap or touch (one starts on
 * or the day after another's last day) make one trip; cancelled bookings belong to none. Trips are
 * ordered by start date, then destination.
 */
export function groupTrips<B extends TripBooking>(bookings: readonly B[], today: string): Trip<B>[] {
  const byCity = new Map<string, B[]>();
  for (const b of bookings) {
    if (b.status === 'cancelled') continue;
    const city = destinationCity(b.destination);
    byCity.set(city, [...(byCity.get(city) ?? []), b]);
  }
  const trips: Trip<B>[] = [];
  for (const list of byCity.values()) {
    let current: B[] = [];
    let end = '';
    const close = () => {
      if (!current.length) return;
      const first = current[0]!;
      trips.push({
        id: first.id,
        destination: first.destination,
        startDate: first.startDate,
        endDate: end,
        durationDays: daysBetween(first.startDate, end) + 1,
        status: tripStatus(first.startDate, end, today),
        bookings: current,
      });
    };
    for (const b of [...list].sort(byStart)) {
      if (current.length && b.startDate <= addDays(end, 1)) {
        current.push(b);
        if (b.endDate > end) end = b.endDate;
      } else {
        close();
        current = [b];
        end = b.endDate;
      }
    }
    close();
  }
  return trips.sort(
    (a, b) =>
      a.startDate.localeCompare(b.startDate) || a.destination.localeCompare(b.destination) || a.id.localeCompare(b.id),
  );
}
