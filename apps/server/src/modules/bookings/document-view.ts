import type { BookingDocumentType, BookingDocumentView, DocumentMoment } from '../documents/public.ts';
import type { bookingParts, BookingRow } from './repository.ts';

type Parts = Pick<Awaited<ReturnType<typeof bookingParts>>, 'items' | 'travellers'>;
type Product = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The booking's page in the app, absolute: what the documents' QR code opens. */
export const manageUrl = (origin: string, bookingId: string) => `${origin}/bookings/${bookingId}`;

/**
 * Start and end moments. A flight departs at `startsAt` (stored in UTC); a car is picked up and
 * dropped off at the desk's local times; hotels, stays and cruises span whole days.
 */
function moments(row: BookingRow, product: Product): { start: DocumentMoment; end: DocumentMoment } {
  if (row.type === 'flight') {
    const departure = { date: row.startsAt.toISOString().slice(0, 10), time: row.startsAt.toISOString().slice(11, 16), timeZone: 'UTC' };
    return { start: departure, end: departure };
  }
  if (row.type === 'car') {
    const pickup = text(product.pickupTime);
    const dropoff = text(product.dropoffTime);
    return { start: { date: row.startDate, ...(pickup ? { time: pickup } : {}) }, end: { date: row.endDate, ...(dropoff ? { time: dropoff } : {}) } };
  }
  return { start: { date: row.startDate }, end: { date: row.endDate } };
}

/** Details by product: cabin and flight numbers, guests, category, times. */
function lines(row: BookingRow, product: Product, parts: Parts): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  const add = (label: string, value: string | null) => value && out.push({ label, value });
  const takes = parts.items.map((i) => i.take);
  switch (row.type) {
    case 'flight': {
      const numbers = [...new Set(takes.map((t) => text(t.flightNumber)).filter((n): n is string => !!n))];
      add(numbers.length > 1 ? 'Flights' : 'Flight', numbers.join(', '));
      add('Cabin', text(product.cabin) && capitalised(text(product.cabin)!));
      add('Passengers', text(product.passengers));
      break;
    }
    case 'hotel':
    case 'stay':
      add('Check-in', text(product.checkIn));
      add('Check-out', text(product.checkOut));
      add('Guests', text(product.guests));
      if (row.type === 'hotel') add('Rooms', text(product.rooms));
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
  };
}
