/** The product a booking document describes. */
export type BookingDocumentType = 'flight' | 'hotel' | 'stay' | 'car' | 'cruise' | 'package';

/**
 * A calendar day (YYYY-MM-DD), with a local time (HH:mm) when the moment is known and the IANA
 * zone of the place when known (a time without a zone is the place's local, floating time).
 */
export type DocumentMoment = { date: string; time?: string; timeZone?: string };

/** Everything the e-ticket (or voucher) and the calendar file show of one booking. */
export type BookingDocumentView = {
  /** The booking's id: the calendar event's UID is made from it. */
  bookingId: string;
  confirmationCode: string;
  type: BookingDocumentType;
  /** e.g. "Lisbon (LIS) to New York (JFK)", "Hotel Avenida, Deluxe King". */
  title: string;
  /** The city or place, e.g. "New York, United States". */
  destination: string;
  start: DocumentMoment;
  end: DocumentMoment;
  travellers: readonly string[];
  /** Integer minor units with an ISO 4217 code. */
  total: { amount: number; currency: string };
  /** Details such as flight numbers, seats, room type or pick-up desk. */
  lines: readonly { label: string; value: string }[];
  /** Where the traveller manages the booking; the QR code opens it. */
  manageUrl: string;
  /**
   * When the booking is several trips in one (a round trip: its outbound and its return), each
   * one's title and moments: the calendar file then holds one event per entry.
   */
  events?: readonly { title: string; start: DocumentMoment; end: DocumentMoment }[];
};

/** Flights and car hire are at a time; hotels, stays, cruises and packages (departure to check-out) span whole days. */
export const isTimed = (type: BookingDocumentType) => type === 'flight' || type === 'car';

/** A flight's document is an e-ticket; every other product's a voucher. */
export const documentName = (type: BookingDocumentType) => (type === 'flight' ? 'E-ticket' : 'Voucher');
