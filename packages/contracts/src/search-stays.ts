import { z } from 'zod';
import { inventoryImageSchema, pageInfoShape, pageSizeLimits } from './search-hotels.ts';

/**
 * Short-stay search, as the Stays page documents it:
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
const guests = z
  .unknown()
  .optional()
  .transform((value): number => {
    const n = parsedNumber(value);
    return Number.isInteger(n) && n >= 1 ? n : stayGuestDefault;
  });

/** A price bound: a finite number ≥ 0, else the documented fallback. */
const priceWithFallback = (fallback: number) =>
  z
    .unknown()
    .optional()
    .transform((value): number => {
      const n = parsedNumber(value);
      return Number.isFinite(n) && n >= 0 ? n : fallback;
    });

const isoDateOrNothing = z
  .unknown()
  .optional()
  .transform((value): string | undefined =>
    typeof value === 'string' && z.iso.date().safeParse(value).success ? value : undefined,
  );

export const staySearchRequestSchema = z.object({
  /** Destination / free text over title or location ('' = no text filter). */
  q: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' ? value.trim().slice(0, 120) : '')),
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
  page: z
    .unknown()
    .optional()
    .transform((value) => {
      const n = parsedNumber(value);
      return Number.isInteger(n) && n >= 1 ? n : 1;
    }),
  pageSize: z
    .unknown()
    .optional()
    .transform((value) => {
      const n = parsedNumber(value);
      return Number.isInteger(n) && n >= 1 && n <= pageSizeLimits.max ? n : pageSizeLimits.default;
    }),
});
export type StaySearchRequest = z.infer<typeof staySearchRequestSchema>;
export type StaySearchRequestInput = z.input<typeof staySearchRequestSchema>;

// ---- Responses (the search API, apps/server/src/modules/search) ----

const money = z.object({ amount: z.number().int(), currency: z.string().length(3) });

export const staySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(stayTypes),
  cityId: z.string(),
  /** 'Lisbon, Portugal'. */
  location: z.string(),
  lat: z.number(),
  lon: z.number(),
  beds: z.number().int(),
  baths: z.number().int(),
  /** Most guests allowed. */
  guests: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  pricePerNight: money,
  image: inventoryImageSchema,
});
export type StaySummary = z.infer<typeof staySummarySchema>;

export const stayOfferSchema = staySummarySchema.extend({
  /** Null without a check-in date. */
  nights: z.number().int().nullable(),
  total: money.nullable(),
});
export type StayOffer = z.infer<typeof stayOfferSchema>;

export const staySearchResponseSchema = z.object({ items: z.array(stayOfferSchema), ...pageInfoShape });
export type StaySearchResponse = z.infer<typeof staySearchResponseSchema>;

/** Nights shown in the detail page's availability calendar. */
export const stayCalendarNights = 60;

/**
 * GET /api/stays/:id query. Lenient like the search: invalid dates are ignored. `from` = first
 * night of the calendar (default: check-in, else today); checkOut defaults to one night after check-in.
 */
export const stayDetailRequestSchema = z.object({
  checkIn: isoDateOrNothing,
  checkOut: isoDateOrNothing,
  from: isoDateOrNothing,
});
export type StayDetailRequest = z.infer<typeof stayDetailRequestSchema>;

export const stayDetailResponseSchema = z.object({
  /** The facts are the summary's fields (type, beds, baths, guests, rating, reviews, location). */
  stay: staySummarySchema.extend({
    /** Gallery, main picture first. */
    images: z.array(inventoryImageSchema),
    cityName: z.string(),
    country: z.string(),
  }),
  /** `stayCalendarNights` nights from `from`: free or booked. */
  calendar: z.object({ from: z.string(), nights: z.array(z.object({ date: z.string(), available: z.boolean() })) }),
  /** With a check-in: the price for the dates, or available false when a night is booked. */
  quote: z
    .object({
      checkIn: z.string(),
      checkOut: z.string(),
      nights: z.number().int(),
      available: z.boolean(),
      total: money.nullable(),
    })
    .nullable(),
});
export type StayDetailResponse = z.infer<typeof stayDetailResponseSchema>;
