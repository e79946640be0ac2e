import type { OfferRequest } from '@escazo/contracts/bookings';
import type { DealType } from '@escazo/contracts/deals';

/** What POST /api/offers is asked for to book a deal (packages: a flight and a hotel stay together). */
export type DealOfferRequest = OfferRequest;
export type PackageOfferRequest = Extract<OfferRequest, { type: 'package' }>;

/** One deal as the `deals` table holds it (money in integer minor units). */
export type DealRow = {
  /** Stable for the same product and dates: 'hotel:<hotelId>:<checkIn>', 'flight:<itineraryId>'… */
  id: string;
  type: DealType;
  title: string;
  /** One short sentence of facts: 'Nonstop · 7 h 5 min', '2 nights · Deluxe King Room'. */
  description: string;
  /** 'Paris, France'. */
  location: string;
  /** The destination city's reference id, when there is one. */
  cityId: string | null;
  /** The baseline's typical total: what the product usually costs. */
  originalAmount: number;
  /** The offer's total (base + taxes and fees) for offerRequest, priced now. */
  discountedAmount: number;
  currency: string;
  discountPercentage: number;
  /** 0-5. */
  rating: number;
  /** The server's own artwork (`/media/inventory/<scene>/<palette>/<seed>.svg`). */
  imageUrl: string;
  /** ISO datetime: the last moment the offer can be booked (its start). */
  validUntil: string;
  featured: boolean;
  offerRequest: DealOfferRequest;
  baselineKey: string;
};
