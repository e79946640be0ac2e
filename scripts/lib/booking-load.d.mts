export type BookingAck = {
  id: string;
  confirmationCode: string;
  total: { amount: number; currency: string };
  status: string;
  key: string;
};
export type Products = { flights: string[]; hotels: { hotelId: string; roomTypeId: string }[] };
export type SessionHeaders = Record<string, string>;

export type BookingLoad = {
  /** Every booking answered 201 so far (grows until stop() resolves). */
  acked: BookingAck[];
  /** Anything other than a 201, SOLD_OUT, PRICE_CHANGED or an error caused by the kill. */
  problems: string[];
  answers: { soldOut: number; priceChanged: number };
  /** Idempotency-Keys of bookings sent and not answered yet. */
  inFlightKeys(): string[];
  markServerGone(): void;
  stop(): Promise<void>;
};

export function openSession(base: string, email: string): Promise<SessionHeaders>;
export function pickProducts(base: string): Promise<Products>;
export function startBookingLoad(options: {
  base: string;
  sessions: SessionHeaders[];
  products: Products;
}): BookingLoad;
