import type { BookingType } from '@escazo/contracts/bookings';

/**
 * Taxes and fees per product, our rule and its only home: a percentage of the base price (basis
 * points), rounded to the nearest minor unit, plus a fixed service fee per booking (minor units).
 */
export const taxRules: Record<BookingType, { basisPoints: number; serviceFee: number }> = {
  flight: { basisPoints: 1200, serviceFee: 500 },
  hotel: { basisPoints: 1400, serviceFee: 0 },
  stay: { basisPoints: 1200, serviceFee: 1500 },
  car: { basisPoints: 1800, serviceFee: 0 },
  cruise: { basisPoints: 1000, serviceFee: 2500 },
  // A package's base is already discounted (package.ts); its taxes and fee are the flight's.
  package: { basisPoints: 1200, serviceFee: 500 },
  // Rides are priced by @escazo/rides (a 15 % fee, the total rounded to the cent); never used for an offer.
  ride: { basisPoints: 1500, serviceFee: 0 },
};

export type PriceBreakdown = { base: number; taxesAndFees: number; total: number; currency: string };

/** The price of a base amount (integer minor units): base + taxes and fees = total. */
export function priceBreakdown(type: BookingType, base: number, currency: string): PriceBreakdown {
  if (!Number.isSafeInteger(base) || base < 0) throw new RangeError(`base must be a non-negative integer, got ${base}`);
  const rule = taxRules[type];
  const taxesAndFees = Math.round((base * rule.basisPoints) / 10_000) + rule.serviceFee;
  return { base, taxesAndFees, total: base + taxesAndFees, currency };
}
