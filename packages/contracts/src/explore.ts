import { z } from 'zod';
import { moneySchema } from './common.ts';
import { singleLineText } from './text.ts';

/** The explore page's tabs: most visited, fastest growing, and curated adventure destinations. */
export const exploreTabs = ['popular', 'trending', 'adventure'] as const;
export type ExploreTab = (typeof exploreTabs)[number];

/** Destinations answered per tab. */
export const EXPLORE_ITEMS_PER_TAB = 6;

/** GET /api/explore: `from` is an IATA airport code; unknown or absent falls back to the user's home or JFK. */
export const exploreQuerySchema = z.object({
  tab: z.enum(exploreTabs).default('popular'),
  from: singleLineText()
    .regex(/^[A-Za-z]{3}$/, 'field.invalid')
    .optional(),
});
export type ExploreQuery = z.infer<typeof exploreQuerySchema>;

export const exploreDestinationSchema = z.object({
  /** The city id in the reference data. */
  id: z.string(),
  name: z.string(),
  country: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** The average hotel rating in the city, one decimal. */
  rating: z.number(),
  tags: z.array(z.string()),
  /** The lowest one-way economy fare from the origin over the next 7–37 days. */
  fromFare: moneySchema.nullable(),
  /** The city's cheapest hotel nightly rate. */
  hotelFrom: moneySchema.nullable(),
  /** Client path of the search for this destination. */
  searchHref: z.string(),
});
export type ExploreDestination = z.infer<typeof exploreDestinationSchema>;

export const exploreResponseSchema = z.object({
  tab: z.enum(exploreTabs),
  origin: z.object({ code: z.string(), city: z.string() }),
  /**
   * Up to EXPLORE_ITEMS_PER_TAB. Trending lists only destinations with more bookings and searches
   * this week than last week; empty means there is no trend yet.
   */
  items: z.array(exploreDestinationSchema),
});
export type ExploreResponse = z.infer<typeof exploreResponseSchema>;
