import type { BookingDocumentType, BookingDocumentView, DocumentMoment } from '../documents/public.ts';
import type { bookingParts, BookingRow } from './repository.ts';

type Parts = Pick<Awaited<ReturnType<typeof bookingParts>>, 'items' | 'travellers'>;
type Product = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The booking's page in the app, absolute: what the documents' QR code opens. */
export const manageUrl = (origin: string, bookingId: string) => `${origin}/bookings/${bookingId}`;

const utcMoment = (at: Date): DocumentMoment => ({
  date: at.toISOString().slice(0, 10),
  time: at.toISOString().slice(11, 16),
  timeZone: 'UTC',
});
const utcText = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
/** The flight numbers an itinerary id names ('AA100-20261201_BA117-20261202' → 'AA100, BA117'). */
const itineraryNumbers = (id: unknown) =>
  typeof id === 'string'
    ? id
        .split('_')
        .map((leg) => leg.split('-')[0])
        .join(', ')
    : '';

/**
 * A round trip's two trips, each with its flights and departure: the ticket lists both, and the
 * calendar file holds each as its own event. The title names the outbound's way ('A ↔ B').
 */
function roundTrip(row: BookingRow, product: Product) {
  if (row.type !== 'flight' || !row.returnStartsAt || typeof product.returnItineraryId !== 'string') return null;
  const [there = row.title, back = row.destination] = row.title.split(' ↔ ');
  return [
    {
      label: 'Outbound',
      title: `${there} → ${back}`,
      numbers: itineraryNumbers(product.itineraryId),
      at: row.startsAt,
    },
    {
      label: 'Return',
      title: `${back} → ${there}`,
      numbers: itineraryNumbers(product.returnItineraryId),
      at: row.returnStartsAt,
    },
  ];
}

/**
 * Start and end moments. A flight departs at `startsAt` (stored in UTC); a car is picked up and
 * dropped off at the desk's local times; hotels, stays, cruises and packages (departure day to
 * check-out) span whole days.
 */
function moments(row: BookingRow, product: Product): { start: DocumentMoment; end: DocumentMoment } {
  if (row.type === 'flight') {
    const departure = utcMoment(row.startsAt);
    // A round trip runs from the outbound's departure to the return's.
    return { start: departure, end: row.returnStartsAt ? utcMoment(row.returnStartsAt) : departure };
  }
  if (row.type === 'car') {
    const pickup = text(product.pickupTime);
    const dropoff = text(product.dropoffTime);
    return {
      start: { date: row.startDate, ...(pickup ? { time: pickup } : {}) },
      end: { date: row.endDate, ...(dropoff ? { time: dropoff } : {}) },
    };
  }
  return { start: { date: row.startDate }, end: { date: row.endDate } };
}

/** Details by product: cabin and flight numbers, guests, category, times. */
function lines(row: BookingRow, product: Product, parts: Parts): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  const add = (label: string, value: string | null) => value && out.push({ label, value });
  const takes = parts.items.map((i) => i.take);
  const flightLines = (flight: Product) => {
    const numbers = [
      ...new Set(
        takes
          .filter((t) => t.kind === 'flight')
          .map((t) => text(t.flightNumber))
          .filter((n): n is string => !!n),
      ),
    ];
    add(numbers.length > 1 ? 'Flights' : 'Flight', numbers.join(', '));
    add('Cabin', text(flight.cabin) && capitalised(text(flight.cabin)!));
    add('Passengers', text(flight.passengers));
  };
  const roomLines = (stay: Product, withRooms: boolean) => {
    add('Check-in', text(stay.checkIn));
    add('Check-out', text(stay.checkOut));
    add('Guests', text(stay.guests));
    if (withRooms) add('Rooms', text(stay.rooms));
  };
  switch (row.type) {
    case 'flight':
      for (const trip of roundTrip(row, product) ?? [])
        add(trip.label, `${trip.title} · ${trip.numbers} · departs ${utcText(trip.at)}`);
      flightLines(product);
      break;
    case 'hotel':
    case 'stay':
      roomLines(product, row.type === 'hotel');
      break;
    case 'package':
      flightLines((product.flight ?? {}) as Product);
      add('Departure', utcText(row.startsAt));
      roomLines((product.hotel ?? {}) as Product, true);
      break;
    case 'car':
      add('Category', text(product.category) && capitalised(text(product.category)!));
      add('Pick-up', [text(product.pickupDate), text(product.pickupTime)].filter(Boolean).join(' ') || null);
      add('Drop-off', [text(product.dropoffDate), text(product.dropoffTime)].filter(Boolean).join(' ') || null);
      break;
    case 'cruise':
      add('Cabin', text(product.category) && capitalised(text(product.category)!));
      add('Passengers', text(product.passengers));
      break;
  }
  return out;
}

const withEvents = (trips: ReturnType<typeof roundTrip>) =>
  trips ? { events: trips.map((t) => ({ title: t.title, start: utcMoment(t.at), end: utcMoment(t.at) })) } : {};

/** What the e-ticket (or voucher) and the calendar file show of a booking. */
export function bookingDocumentView(row: BookingRow, parts: Parts, origin: string): BookingDocumentView {
  const product = (row.product ?? {}) as Product;
  return {
    bookingId: row.id,
    confirmationCode: row.confirmationCode,
    type: row.type as BookingDocumentType,
    title: row.title,
    destination: row.destination,
    ...moments(row, product),
    travellers: parts.travellers.map((t) => `${t.firstName} ${t.lastName}`),
    total: { amount: row.totalAmount, currency: row.currency },
    lines: lines(row, product, parts),
    manageUrl: manageUrl(origin, row.id),
    ...withEvents(roundTrip(row, product)),
  };
}
