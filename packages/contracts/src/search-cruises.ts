import { z } from 'zod';
import { inventoryImageSchema, pageInfoShape, pageParams } from './search-hotels.ts';
import { singleLineText } from './text.ts';

/**
 * Cruise search (the cruise search form and its schema):
 * destination required ('Please select a destination'), month required ('Please select a month'),
 * passengers required ('Select number of passengers', 1 to 8, default 2); cruise line and duration
 * optional (default Any). The Search Travel Options form's duration select (1-3, 4-6, 7-9, 10+)
 * is the same field. A sailing's length is counted in nights, as cruise lines count it and as the
 * sailing itself says ('7-Night Caribbean'), so every duration label reads nights too.
 */
export const cruiseRegions = [
  'caribbean',
  'mediterranean',
  'alaska',
  'europe',
  'south-pacific',
  'asia',
  'south-america',
  'antarctica',
] as const;
export type CruiseRegion = (typeof cruiseRegions)[number];
export const cruiseRegionNames: Record<CruiseRegion, string> = {
  caribbean: 'Caribbean',
  mediterranean: 'Mediterranean',
  alaska: 'Alaska',
  europe: 'Europe',
  'south-pacific': 'South Pacific',
  asia: 'Asia',
  'south-america': 'South America',
  antarctica: 'Antarctica',
};
/** The shorter list of the Search Travel Options page (default Caribbean). */
export const searchPageCruiseRegions = ['caribbean', 'alaska', 'europe', 'mediterranean'] as const;
export const defaultCruiseRegion: CruiseRegion = 'caribbean';

export const cruiseDurations = ['1-3', '4-6', '7-9', '10+'] as const;
export type CruiseDuration = (typeof cruiseDurations)[number];
/** Default on the Search Travel Options page; the cruises page defaults to Any. */
export const searchPageDefaultCruiseDuration: CruiseDuration = '7-9';
/** Nights per band, inclusive. */
export const cruiseDurationNights: Record<CruiseDuration, { min: number; max: number }> = {
  '1-3': { min: 1, max: 3 },
  '4-6': { min: 4, max: 6 },
  '7-9': { min: 7, max: 9 },
  '10+': { min: 10, max: Number.POSITIVE_INFINITY },
};

/** The band a sailing of `nights` nights falls in, or null for less than one night. */
export function cruiseDurationForNights(nights: number): CruiseDuration | null {
  return (
    cruiseDurations.find(
      (band) => nights >= cruiseDurationNights[band].min && nights <= cruiseDurationNights[band].max,
    ) ?? null
  );
}

/** Our (fictional) cruise lines: the cruise line select's options besides Any. */
export const cruiseLines = [
  { id: 'azure-horizon', name: 'Azure Horizon Cruises' },
  { id: 'northern-star', name: 'Northern Star Line' },
  { id: 'coral-crown', name: 'Coral Crown Cruises' },
  { id: 'meridian', name: 'Meridian Sea Voyages' },
  { id: 'polar-wind', name: 'Polar Wind Expeditions' },
  { id: 'pacific-pearl', name: 'Pacific Pearl Cruises' },
  { id: 'silver-tide', name: 'Silver Tide Cruises' },
  { id: 'aurora-blue', name: 'Aurora Blue Line' },
] as const;
export type CruiseLineId = (typeof cruiseLines)[number]['id'];
const cruiseLineIds = cruiseLines.map((line) => line.id) as [CruiseLineId, ...CruiseLineId[]];

export const cabinCategories = ['inside', 'oceanview', 'balcony', 'suite'] as const;
export type CabinCategory = (typeof cabinCategories)[number];

export const cruisePassengerLimits = { min: 1, max: 8, default: 2 } as const;

/** The results sidebar's sorts as they apply to cruises (duration = nights), plus departure. */
export const cruiseSorts = ['price-asc', 'price-desc', 'duration-asc', 'rating-desc', 'departure-asc'] as const;
export type CruiseSort = (typeof cruiseSorts)[number];

export const cruiseSearchRequestSchema = z
  .object({
    destination: z.enum(cruiseRegions, { error: 'cruises.destination' }),
    /** 'YYYY-MM'. */
    month: singleLineText({ error: 'cruises.month' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'cruises.month'),
    /** Optional earliest departure within the month (the Search Travel Options form's date). */
    departureDate: z.iso.date({ error: 'field.invalid' }).optional(),
    cruiseLine: z.enum(['any', ...cruiseLineIds]).default('any'),
    duration: z.enum(['any', ...cruiseDurations]).default('any'),
    passengers: z.coerce
      .number({ error: 'cruises.passengers' })
      .int('cruises.passengers')
      .min(cruisePassengerLimits.min, 'cruises.passengers')
      .max(cruisePassengerLimits.max, 'cruises.passengers')
      .default(cruisePassengerLimits.default),
    cabin: z.enum(['any', ...cabinCategories]).default('any'),
    /** Price per person, whole USD, inclusive; absent = unbounded. */
    priceMin: z.coerce.number().min(0).optional(),
    priceMax: z.coerce.number().min(0).optional(),
    minRating: z.coerce.number().min(0).max(5).optional(),
    sort: z.enum(cruiseSorts).default('price-asc'),
    ...pageParams,
  })
  .refine((value) => value.priceMin === undefined || value.priceMax === undefined || value.priceMin <= value.priceMax, {
    path: ['priceMax'],
    message: 'lodging.priceRange',
  });
export type CruiseSearchRequest = z.infer<typeof cruiseSearchRequestSchema>;
export type CruiseSearchRequestInput = z.input<typeof cruiseSearchRequestSchema>;

// ---- Responses (the search API, apps/server/src/modules/search) ----

const money = z.object({ amount: z.number().int(), currency: z.string().length(3) });

export const cabinAvailabilitySchema = z.object({
  category: z.enum(cabinCategories),
  pricePerPerson: money,
  /** Cabins the party needs in this category. */
  cabinsNeeded: z.number().int(),
  cabinsLeft: z.number().int(),
});

export const cruisePortSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
});

export const cruiseSailingSummarySchema = z.object({
  /** Sailing id. */
  id: z.string(),
  /** '7-Night Caribbean from Miami'. */
  title: z.string(),
  region: z.enum(cruiseRegions),
  line: z.object({ id: z.enum(cruiseLineIds), name: z.string(), rating: z.number() }),
  ship: z.object({ id: z.string(), name: z.string(), rating: z.number() }),
  nights: z.number().int(),
  departure: z.string(),
  returnDate: z.string(),
  embark: cruisePortSchema,
  /** Calls then scenic cruising. */
  destinations: z.array(z.string()),
  rating: z.number(),
  image: inventoryImageSchema,
});

export const cruiseOfferSchema = cruiseSailingSummarySchema.extend({
  /** The cheapest cabin category that fits the filters and the party. */
  cabin: cabinAvailabilitySchema,
  passengers: z.number().int(),
  /** pricePerPerson × passengers. */
  total: money,
});
export type CruiseOffer = z.infer<typeof cruiseOfferSchema>;

export const cruiseSearchResponseSchema = z.object({ items: z.array(cruiseOfferSchema), ...pageInfoShape });
export type CruiseSearchResponse = z.infer<typeof cruiseSearchResponseSchema>;

/** GET /api/cruises/sailings/:id query. */
export const cruiseSailingRequestSchema = z.object({
  passengers: z.coerce
    .number({ error: 'cruises.passengers' })
    .int('cruises.passengers')
    .min(cruisePassengerLimits.min, 'cruises.passengers')
    .max(cruisePassengerLimits.max, 'cruises.passengers')
    .default(cruisePassengerLimits.default),
});

export const cruiseSailingResponseSchema = z.object({
  sailing: cruiseSailingSummarySchema.extend({
    calls: z.array(cruisePortSchema),
    scenic: z.array(z.string()),
    shipImage: inventoryImageSchema,
  }),
  passengers: z.number().int(),
  /** Every cabin category: price, what the party needs, what is left; `total` for the party. */
  cabins: z.array(cabinAvailabilitySchema.extend({ available: z.boolean(), total: money })),
});
export type CruiseSailingResponse = z.infer<typeof cruiseSailingResponseSchema>;
