import { z } from 'zod';
import { toDayNumber } from './dates.ts';
import { singleLineText } from './text.ts';

/**
 * Hotel search (the Hotels page and the results sidebar): destination, check-in and check-out
 * required ('Please fill in all required fields'); guests 1-10; price slider 0-1000 step 10. Query-string friendly: numbers are coerced, lists may be comma text.
 */
export const hotelGuestLimits = { min: 1, max: 10, default: 1 } as const;
export const hotelRoomLimits = { min: 1, max: 5, default: 1 } as const;
/** The results sidebar's price slider (USD, per night). */
export const searchPriceSlider = { min: 0, max: 1000, step: 10 } as const;
export const hotelStarRatings = [1, 2, 3, 4, 5] as const;
/** Guest ratings are 1.0-5.0 with one decimal. */
export const guestRatingLimits = { min: 0, max: 5 } as const;

/** The fixed amenity list every generated hotel draws from (labels live in the web catalogue). */
export const hotelAmenities = [
  'wifi',
  'parking',
  'pool',
  'spa',
  'gym',
  'restaurant',
  'bar',
  'breakfast',
  'room-service',
  'air-conditioning',
  'airport-shuttle',
  'pet-friendly',
  'business-center',
  'family-rooms',
  'beach-access',
] as const;
export type HotelAmenity = (typeof hotelAmenities)[number];

/** Sorts of the results sidebar that apply to hotels, plus stars. */
export const hotelSorts = ['price-asc', 'price-desc', 'rating-desc', 'stars-desc'] as const;
export type HotelSort = (typeof hotelSorts)[number];

/** Longest stay a hotel search accepts (nights). */
export const hotelMaxNights = 30;

export const pageSizeLimits = { max: 50, default: 20 } as const;

/** A list parameter: an array, or comma-separated text as a query string gives it. */
export function listParam<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
    z.array(item),
  );
}

export const pageParams = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(pageSizeLimits.max).default(pageSizeLimits.default),
};

/** An optional price bound in whole USD (inclusive). */
const priceBound = z.coerce.number().min(0).optional();

const isoDate = z.iso.date();
/** At most `hotelMaxNights` from check-in to check-out; day numbers, not date-fns, as it runs on every hotel search. */
const nightsWithin = (checkIn: string, checkOut: string) =>
  toDayNumber(checkOut) - toDayNumber(checkIn) <= hotelMaxNights;

/** Both dates are real calendar dates (cross-field rules only run then, so one error shows per field). */
export function validDates(...values: unknown[]): boolean {
  return values.every((value) => isoDate.safeParse(value).success);
}

const requiredDate = z
  .string({ error: 'hotels.required' })
  .trim()
  .min(1, 'hotels.required')
  .pipe(z.iso.date({ error: 'field.invalid' }));

export const hotelSearchRequestSchema = z
  .object({
    /** A city id ('FR-paris') or a city name ('Paris', 'Paris, France'). */
    destination: singleLineText({ error: 'hotels.required' }).min(1, 'hotels.required').max(120, 'field.tooLong'),
    checkIn: requiredDate,
    checkOut: requiredDate,
    guests: z.coerce
      .number()
      .int()
      .min(hotelGuestLimits.min)
      .max(hotelGuestLimits.max)
      .default(hotelGuestLimits.default),
    rooms: z.coerce.number().int().min(hotelRoomLimits.min).max(hotelRoomLimits.max).default(hotelRoomLimits.default),
    /** Price per room per night, whole USD, both ends inclusive; absent = unbounded. */
    priceMin: priceBound,
    priceMax: priceBound,
    stars: listParam(z.coerce.number().int().min(1).max(5)).default([]),
    minGuestRating: z.coerce.number().min(guestRatingLimits.min).max(guestRatingLimits.max).optional(),
    amenities: listParam(z.enum(hotelAmenities)).default([]),
    sort: z.enum(hotelSorts).default('price-asc'),
    ...pageParams,
  })
  .refine((value) => !validDates(value.checkIn, value.checkOut) || value.checkOut > value.checkIn, {
    path: ['checkOut'],
    message: 'hotels.checkOutAfterCheckIn',
  })
  .refine((value) => !validDates(value.checkIn, value.checkOut) || nightsWithin(value.checkIn, value.checkOut), {
    path: ['checkOut'],
    message: 'hotels.tooLong',
  })
  .refine((value) => value.rooms <= value.guests, { path: ['rooms'], message: 'hotels.roomsOverGuests' })
  .refine((value) => value.priceMin === undefined || value.priceMax === undefined || value.priceMin <= value.priceMax, {
    path: ['priceMax'],
    message: 'lodging.priceRange',
  });
export type HotelSearchRequest = z.infer<typeof hotelSearchRequestSchema>;
export type HotelSearchRequestInput = z.input<typeof hotelSearchRequestSchema>;

// ---- Responses (the search API, apps/server/src/modules/search) ----

/**
 * A picture of an inventory item, drawn by our server as SVG from its imagery descriptor:
 * `/media/inventory/<scene>/<palette>/<seed>.svg` (gallery views: `<seed>-<view>.svg`). Immutable.
 */
export const inventoryImageSchema = z.object({ url: z.string(), alt: z.string() });
export type InventoryImage = z.infer<typeof inventoryImageSchema>;

/** Money in integer minor units (cents) with its ISO 4217 code (same as common.ts moneySchema). */
const money = z.object({ amount: z.number().int(), currency: z.string().length(3) });

/** Paging fields every search list answers with. */
export const pageInfoShape = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
};

export const lodgingCitySchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  countryName: z.string(),
});
export type LodgingCitySummary = z.infer<typeof lodgingCitySchema>;

export const hotelRoomTypeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** Guests per room. */
  capacity: z.number().int(),
});

export const hotelSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  cityId: z.string(),
  /** 'Paris, France'. */
  location: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  stars: z.number().int().min(1).max(5),
  guestRating: z.number(),
  reviewCount: z.number().int(),
  amenities: z.array(z.enum(hotelAmenities)),
  image: inventoryImageSchema,
});
export type HotelSummary = z.infer<typeof hotelSummarySchema>;

/** One hotel in the results, priced in its cheapest available room type that fits the party and filters. */
export const hotelOfferSchema = hotelSummarySchema.extend({
  room: hotelRoomTypeSchema,
  rooms: z.number().int(),
  nights: z.number().int(),
  roomsLeft: z.number().int(),
  /** Per room per night: what the price filter and the card use. */
  pricePerNight: money,
  /** Every room, every night. */
  total: money,
});
export type HotelOffer = z.infer<typeof hotelOfferSchema>;

export const hotelSearchResponseSchema = z.object({
  items: z.array(hotelOfferSchema),
  ...pageInfoShape,
  nights: z.number().int(),
  /** The city the destination text resolved to (empty: unknown destination, no results). */
  cities: z.array(lodgingCitySchema),
});
export type HotelSearchResponse = z.infer<typeof hotelSearchResponseSchema>;

/** GET /api/hotels/:id query: optional dates (both or none) for a quote per room type. */
export const hotelDetailRequestSchema = z
  .object({
    checkIn: z.iso.date({ error: 'field.invalid' }).optional(),
    checkOut: z.iso.date({ error: 'field.invalid' }).optional(),
    guests: z.coerce
      .number()
      .int()
      .min(hotelGuestLimits.min)
      .max(hotelGuestLimits.max)
      .default(hotelGuestLimits.default),
    rooms: z.coerce.number().int().min(hotelRoomLimits.min).max(hotelRoomLimits.max).default(hotelRoomLimits.default),
  })
  .refine((value) => (value.checkIn === undefined) === (value.checkOut === undefined), {
    path: ['checkOut'],
    message: 'hotels.required',
  })
  .refine((value) => !value.checkIn || !value.checkOut || value.checkOut > value.checkIn, {
    path: ['checkOut'],
    message: 'hotels.checkOutAfterCheckIn',
  })
  .refine((value) => !value.checkIn || !value.checkOut || nightsWithin(value.checkIn, value.checkOut), {
    path: ['checkOut'],
    message: 'hotels.tooLong',
  });
export type HotelDetailRequest = z.infer<typeof hotelDetailRequestSchema>;

export const hotelRoomQuoteSchema = z.object({
  roomTypeId: z.string(),
  /** False when fewer than `rooms` rooms are free on some night or the rooms can't hold the guests. */
  available: z.boolean(),
  roomsLeft: z.number().int(),
  /** Null when not available. */
  total: money.nullable(),
  pricePerNight: money.nullable(),
});

export const hotelDetailResponseSchema = z.object({
  hotel: hotelSummarySchema.extend({
    /** Gallery: the main picture first. */
    images: z.array(inventoryImageSchema),
    roomTypes: z.array(hotelRoomTypeSchema.extend({ count: z.number().int(), baseRate: money })),
  }),
  /** Null without dates. */
  quote: z
    .object({
      checkIn: z.string(),
      checkOut: z.string(),
      nights: z.number().int(),
      guests: z.number().int(),
      rooms: z.number().int(),
      options: z.array(hotelRoomQuoteSchema),
    })
    .nullable(),
});
export type HotelDetailResponse = z.infer<typeof hotelDetailResponseSchema>;
