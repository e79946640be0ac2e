import type {
  BookingDocumentType,
  BookingDocumentView,
  DocumentCancellation,
  DocumentFlightLeg,
  DocumentMoment,
} from '../documents/public.ts';
import { zonedTimeToUtc } from '../documents/public.ts';
import type { Inventory } from '../inventory/public.ts';
import { moneyMoved } from '../payments/public.ts';
import { flightLegs } from './flight-legs.ts';
import type { bookingParts, BookingRow } from './repository.ts';

type Parts = Pick<Awaited<ReturnType<typeof bookingParts>>, 'items' | 'travellers' | 'events' | 'payments'>;
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
 * Start and end moments. A flight leaves at its first leg's local departure and ends at its last
 * leg's local arrival, each in its airport's zone (without the legs: the stored UTC departure and
 * the arrival day); a car is picked up and dropped off at the desk's local times; hotels, stays,
 * cruises and packages (departure day to check-out) span whole days.
 */
function moments(
  row: BookingRow,
  product: Product,
  legs: readonly DocumentFlightLeg[],
): { start: DocumentMoment; end: DocumentMoment } {
  if (row.type === 'flight') {
    const [first, last] = [legs[0], legs[legs.length - 1]];
    if (first && last) return { start: first.departure, end: last.arrival };
    const departure = {
      date: row.startsAt.toISOString().slice(0, 10),
      time: row.startsAt.toISOString().slice(11, 16),
      timeZone: 'UTC',
    };
    return { start: departure, end: { date: row.endDate } };
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

/** Details by product: cabin (and the flight numbers when the legs are not known), guests, category, times, ports. */
function lines(
  row: BookingRow,
  product: Product,
  parts: Parts,
  legs: readonly DocumentFlightLeg[],
  inventory: Inventory | undefined,
): { label: string; value: string }[] {
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
    if (legs.length === 0) add(numbers.length > 1 ? 'Flights' : 'Flight', numbers.join(', '));
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
        add(
          trip.label,
          legs.length
            ? `${trip.title} · ${trip.numbers}`
            : `${trip.title} · ${trip.numbers} · departs ${utcText(trip.at)}`,
        );
      flightLines(product);
      break;
    case 'hotel':
    case 'stay':
      roomLines(product, row.type === 'hotel');
      break;
    case 'package':
      flightLines((product.flight ?? {}) as Product);
      roomLines((product.hotel ?? {}) as Product, true);
      break;
    case 'car':
      add('Category', text(product.category) && capitalised(text(product.category)!));
      add('Pick-up', [text(product.pickupDate), text(product.pickupTime)].filter(Boolean).join(' ') || null);
      add('Drop-off', [text(product.dropoffDate), text(product.dropoffTime)].filter(Boolean).join(' ') || null);
      break;
    case 'cruise': {
      const itinerary = inventory?.engines.cruises.sailing(text(product.sailingId) ?? '')?.itinerary;
      add('Departure port', itinerary?.embark.name ?? null);
      add('Ports of call', itinerary?.calls.map((port) => port.name).join(', ') || null);
      add('Cabin', text(product.category) && capitalised(text(product.category)!));
      add('Passengers', text(product.passengers));
      break;
    }
  }
  return out;
}

/**
 * A round trip's two calendar events, each from its first departure to its last arrival on the
 * airports' clocks (the legs leaving before the return's departure are the outbound's); without
 * the legs, each trip's stored UTC departure.
 */
function tripEvents(
  trips: ReturnType<typeof roundTrip>,
  legs: readonly DocumentFlightLeg[],
  returnStartsAt: Date | null,
) {
  if (!trips) return {};
  const returnAt = returnStartsAt?.getTime() ?? Infinity;
  const instant = (leg: DocumentFlightLeg) =>
    zonedTimeToUtc(leg.departure.date, leg.departure.time ?? '00:00', leg.departure.timeZone ?? 'UTC');
  const inOrder = [...legs].sort((a, b) => instant(a) - instant(b));
  const groups = [inOrder.filter((leg) => instant(leg) < returnAt), inOrder.filter((leg) => instant(leg) >= returnAt)];
  return {
    events: trips.map((trip, i) => {
      const group = groups[i] ?? [];
      const [first, last] = [group[0], group[group.length - 1]];
      return first && last
        ? { title: trip.title, start: first.departure, end: last.arrival }
        : { title: trip.title, start: utcMoment(trip.at), end: utcMoment(trip.at) };
    }),
  };
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/** A cancelled booking's day of cancellation and its refunds (all of them, and the day of the last). */
function cancellation(row: BookingRow, parts: Parts): DocumentCancellation | null {
  if (row.status !== 'cancelled') return null;
  const cancelled = parts.events.find((e) => e.kind === 'cancelled');
  const refunded = parts.events.filter((e) => e.kind === 'refunded').at(-1);
  const refund = moneyMoved(parts.payments).refunded;
  return {
    cancelledOn: day(cancelled?.createdAt ?? row.updatedAt),
    refund: { amount: refund, currency: row.currency },
    refundedOn: refund > 0 ? day(refunded?.createdAt ?? cancelled?.createdAt ?? row.updatedAt) : null,
  };
}

/**
 * What the e-ticket (or voucher, or cancellation confirmation) and the calendar file show of a
 * booking. Flight legs, airports and cruise ports come from the in-memory inventory when given.
 */
export function bookingDocumentView(
  row: BookingRow,
  parts: Parts,
  origin: string,
  inventory?: Inventory,
): BookingDocumentView {
  const product = (row.product ?? {}) as Product;
  const legs =
    inventory && (row.type === 'flight' || row.type === 'package')
      ? flightLegs(
          inventory,
          parts.items.map((i) => i.take),
        )
      : [];
  return {
    bookingId: row.id,
    confirmationCode: row.confirmationCode,
    type: row.type as BookingDocumentType,
    title: row.title,
    destination: row.destination,
    ...moments(row, product, legs),
    legs,
    cancellation: cancellation(row, parts),
    travellers: parts.travellers.map((t) => `${t.firstName} ${t.lastName}`),
    total: { amount: row.totalAmount, currency: row.currency },
    lines: lines(row, product, parts, legs, inventory),
    manageUrl: manageUrl(origin, row.id),
    ...tripEvents(roundTrip(row, product), legs, row.returnStartsAt),
  };
}
