import type { BookingListItem } from '@escazo/contracts/bookings';

/** The city a place names: its first comma-separated part, without accents or letter case ('Zürich, Switzerland' is 'zurich'). */
export const cityKey = (place: string) =>
  (place.split(',')[0] ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

type TripDates = { destination: { name: string }; startDate: string; endDate: string };

/**
 * The bookings that belong to a planned trip: not cancelled, in the trip's city, on dates that
 * overlap the trip's (a flight that lands on the first day or leaves on the last counts).
 * Earliest first.
 */
export function bookingsForTrip<
  B extends Pick<BookingListItem, 'status' | 'destination' | 'startDate' | 'endDate' | 'id'>,
>(bookings: readonly B[], trip: TripDates): B[] {
  const city = cityKey(trip.destination.name);
  return bookings
    .filter((b) => b.status !== 'cancelled' && cityKey(b.destination) === city)
    .filter((b) => b.startDate.slice(0, 10) <= trip.endDate && b.endDate.slice(0, 10) >= trip.startDate)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
}

/** Which booking types cover a plan's bookable item: a hotel or a stay covers the lodging, a flight or package the flight. */
const covering = {
  hotel: ['hotel', 'stay', 'package'],
  stay: ['hotel', 'stay', 'package'],
  flight: ['flight', 'package'],
} as const;

/** True when the trip's bookings hold the kind of thing a planned item would book (not necessarily that very hotel or flight). */
export function isCovered(
  bookable: keyof typeof covering,
  tripBookings: readonly Pick<BookingListItem, 'type'>[],
): boolean {
  return tripBookings.some((b) => (covering[bookable] as readonly string[]).includes(b.type));
}
