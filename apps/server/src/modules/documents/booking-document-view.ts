/** The product a booking document describes. */
export type BookingDocumentType = 'flight' | 'hotel' | 'stay' | 'car' | 'cruise' | 'package';

/**
 * A calendar day (YYYY-MM-DD), with a local time (HH:mm) when the moment is known and the IANA
 * zone of the place when known (a time without a zone is the place's local, floating time).
 */
export type DocumentMoment = { date: string; time?: string; timeZone?: string };

/** An airport as a document names it: "JFK New York". */
export type DocumentAirport = { code: string; city: string };

/** One flight: where and when it leaves and lands, each in its airport's local time and zone. */
export type DocumentFlightLeg = {
  flightNumber: string;
  /** The operating airline's name, or '' when it is not known. */
  airline: string;
  from: DocumentAirport;
  to: DocumentAirport;
  departure: DocumentMoment;
  arrival: DocumentMoment;
};

/** How a cancelled booking ended: the day it was cancelled and what was refunded (0 when nothing). */
export type DocumentCancellation = {
  /** YYYY-MM-DD (UTC). */
  cancelledOn: string;
  refund: { amount: number; currency: string };
  /** YYYY-MM-DD (UTC) of the refund, null when nothing was refunded. */
  refundedOn: string | null;
};

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
  /** The first departure (flights), check-in, pick-up or embarkation. */
  start: DocumentMoment;
  /** The last arrival (flights), check-out, drop-off or return: when the booking really ends. */
  end: DocumentMoment;
  /** The flights of a flight or package booking, in order; empty for other products. */
  legs: readonly DocumentFlightLeg[];
  /** Set when the booking is cancelled: its document is then the cancellation confirmation. */
  cancellation: DocumentCancellation | null;
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

/** A cancelled booking's document is its cancellation confirmation; a flight's an e-ticket; every other product's a voucher. */
export const documentName = (view: Pick<BookingDocumentView, 'type' | 'cancellation'>) =>
  view.cancellation ? 'Cancellation confirmation' : view.type === 'flight' ? 'E-ticket' : 'Voucher';

/** "JFK New York → LAX Los Angeles": a flight's route by airport code and city. */
export const routeText = (leg: Pick<DocumentFlightLeg, 'from' | 'to'>) =>
  `${leg.from.code} ${leg.from.city} → ${leg.to.code} ${leg.to.city}`;
