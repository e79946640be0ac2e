import { z } from 'zod';
import { pageSizeLimits } from './search-hotels.ts';

/**
 * Short-stay search, exactly as spec 001 section 5 "Stays" gives it:
 * - text is debounced 300 ms (the form's job) and matches title or location, case-insensitive;
 * - guests minimum 1, invalid input falls back to 1;
 * - price filter minimum 0; an invalid min falls back to 0 and an invalid max to 1000; default
 *   range 0-1000, inclusive on both ends (USD per night);
 * - min beds is 'at least' (any, 1+, 2+, 3+, 4+); type is any, apartment, house or villa.
 * Nothing here rejects a request: every field has a documented fallback.
 */
export const stayTypes = ['apartment', 'house', 'villa'] as const;
export type StayType = (typeof stayTypes)[number];
export const stayTypeFilters = ['any', ...stayTypes] as const;
export type StayTypeFilter = (typeof stayTypeFilters)[number];

/** 'any' or at least N beds. */
export const stayMinBedsOptions = ['any', '1', '2', '3', '4'] as const;
export type StayMinBeds = (typeof stayMinBedsOptions)[number];

export const stayTextDebounceMs = 300;
export const stayPriceDefaults = { min: 0, max: 1000 } as const;
export const stayGuestDefault = 1;

/** Not documented (the page shows one grid); our order: recommended = rating, then reviews. */
export const staySorts = ['recommended', 'price-asc', 'price-desc', 'rating-desc'] as const;
export type StaySort = (typeof staySorts)[number];

function parsedNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** Guests: an integer ≥ 1, else 1. */
const guests = z.unknown().optional().transform((value): number => {
  const n = parsedNumber(value);
  return Number.isInteger(n) && n >= 1 ? n : stayGuestDefault;
});

/** A price bound: a finite number ≥ 0, else the documented fallback. */
const priceWithFallback = (fallback: number) =>
  z.unknown().optional().transform((value): number => {
    const n = parsedNumber(value);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  });

const isoDateOrNothing = z.unknown().optional().transform((value): string | undefined =>
  typeof value === 'string' && z.iso.date().safeParse(value).success ? value : undefined,
);

export const staySearchRequestSchema = z.object({
  /** Destination / free text over title or location ('' = no text filter). */
  q: z.unknown().optional().transform((value) => (typeof value === 'string' ? value.trim().slice(0, 120) : '')),
  /** Optional: with a check-in, only stays free for every night of the stay are shown. */
  checkIn: isoDateOrNothing,
  /** Optional (not on the documented search bar): defaults to one night after check-in. */
  checkOut: isoDateOrNothing,
  guests,
  priceMin: priceWithFallback(stayPriceDefaults.min),
  priceMax: priceWithFallback(stayPriceDefaults.max),
  minBeds: z.enum(stayMinBedsOptions).catch('any'),
  type: z.enum(stayTypeFilters).catch('any'),
  sort: z.enum(staySorts).catch('recommended'),
  page: z.unknown().optional().transform((value) => {
    const n = parsedNumber(value);
    return Number.isInteger(n) && n >= 1 ? n : 1;
  }),
  pageSize: z.unknown().optional().transform((value) => {
    const n = parsedNumber(value);
    return Number.isInteger(n) && n >= 1 && n <= pageSizeLimits.max ? n : pageSizeLimits.default;
  }),
});
export type StaySearchRequest = z.infer<typeof staySearchRequestSchema>;
export type StaySearchRequestInput = z.input<typeof staySearchRequestSchema>;
