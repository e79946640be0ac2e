import { z } from 'zod';

/**
 * Personalised recommendations.
 * GET /api/recommendations → RecommendationsResponse (signed in): the four tabs' lists, the stats
 * and the derived profile;
 * GET /api/me/travel-profile → { profile, chips }; PUT /api/me/travel-profile { interests } → the same.
 * Favourites and bookmarks are saved items of kinds 'recommendation' and 'bookmark' (PUT/DELETE
 * /api/me/saved/:kind/:recommendationId).
 */

export const RECOMMENDATION_TYPES = ['destination', 'activity', 'restaurant', 'hotel', 'experience'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

/**
 * The preference chips (id and label). Item tags use the same ids, plus 'peaceful' and 'solo',
 * which describe an item but are not interests one picks.
 */
export const PREFERENCE_CHIPS = [
  { id: 'adventure', label: 'Adventure' },
  { id: 'culture', label: 'Culture' },
  { id: 'history', label: 'History' },
  { id: 'art', label: 'Art' },
  { id: 'food', label: 'Food & Dining' },
  { id: 'nature', label: 'Nature' },
  { id: 'beach', label: 'Beaches' },
  { id: 'mountains', label: 'Mountains' },
  { id: 'wildlife', label: 'Wildlife' },
  { id: 'photography', label: 'Photography' },
  { id: 'shopping', label: 'Shopping' },
  { id: 'nightlife', label: 'Nightlife' },
  { id: 'relaxation', label: 'Relaxation' },
  { id: 'romantic', label: 'Romantic' },
  { id: 'family', label: 'Family' },
  { id: 'luxury', label: 'Luxury' },
  { id: 'budget', label: 'Budget' },
] as const;
export type PreferenceId = (typeof PREFERENCE_CHIPS)[number]['id'];
export const PREFERENCE_IDS = PREFERENCE_CHIPS.map((chip) => chip.id) as [PreferenceId, ...PreferenceId[]];

/** The documented defaults of a new profile. */
export const DEFAULT_PREFERENCES: readonly PreferenceId[] = ['adventure', 'culture', 'luxury', 'nature', 'romantic'];

export const RECOMMENDATION_TAGS = [...PREFERENCE_IDS, 'peaceful', 'solo'] as const;
export type RecommendationTag = (typeof RECOMMENDATION_TAGS)[number];

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export const TRAVEL_STYLES = ['budget', 'mid-range', 'luxury'] as const;
export const GROUP_SIZES = ['solo', 'couple', 'family'] as const;
export const ACTIVITY_LEVELS = ['high', 'moderate', 'low'] as const;

/** Documented constants of the scoring and the page. */
export const RECOMMENDATION_LIMIT = 12;
export const MATCH_BADGE_ABOVE = 60;
/** The card's match badge shows above 60 % of the unrounded overall score. */
export const showsMatchBadge = (overall: number): boolean => overall > MATCH_BADGE_ABOVE;
export const PRICE_FILTERS = ['all', 'budget', 'moderate', 'luxury'] as const;
/** Price filter bounds in USD on an item's lowest price: budget $0-50, moderate $50-150, luxury $150+. */
export const PRICE_FILTER_BOUNDS = { budget: [0, 50], moderate: [50, 150], luxury: [150, Infinity] } as const;
export const RATING_FILTERS = ['all', '4.5', '4.0', '3.5'] as const;
export const RECOMMENDATION_SORTS = ['relevance', 'rating', 'reviews', 'price-low', 'price-high'] as const;
export const RECOMMENDATION_TABS = ['for-you', 'trending', 'featured', 'favorites'] as const;
export const CARD_MAX_HIGHLIGHTS = 2;
export const CARD_MAX_TAGS = 3;
export const PROFILE_MAX_DESTINATIONS = 6;

export const recommendationSchema = z.object({
  /** '<type>:<source id>': 'destination:paris', 'activity:paris/louvre-museum', 'hotel:<hotel id>'. */
  id: z.string(),
  title: z.string(),
  type: z.enum(RECOMMENDATION_TYPES),
  /** "Paris, France". */
  location: z.string(),
  /** 1.0-5.0, one decimal. */
  rating: z.number(),
  reviewCount: z.number().int(),
  /** '$' to '$$$$'. */
  price: z.string(),
  /** Whole USD per person (a hotel: per night for the room). */
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }),
  image: z.string(),
  gallery: z.array(z.string()),
  description: z.string(),
  highlights: z.array(z.string()),
  tags: z.array(z.enum(RECOMMENDATION_TAGS)),
  /** One line: why this is recommended to this user. */
  reason: z.string(),
  /** The card's category label. */
  category: z.string(),
  /** "3 h", "4-6 days", "per night". */
  duration: z.string(),
  bestTime: z.array(z.enum(SEASONS)),
  /** "Open today 09:00-18:00", "Rooms free tonight", "Closed today". */
  availability: z.string(),
  /** Percent off from a current deal; null when none. */
  discount: z.number().int().nullable(),
  trending: z.boolean(),
  featured: z.boolean(),
  personalityScore: z.number(),
  seasonalRelevance: z.number(),
  budgetMatch: z.number(),
  /** 0.5 × personality + 0.3 × budget match + 0.2 × seasonal relevance. */
  overallScore: z.number(),
  /** Where it opens in the app. */
  link: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const travelProfileSchema = z.object({
  preferredDestinations: z.array(z.string()).max(PROFILE_MAX_DESTINATIONS),
  budgetRange: z.object({ min: z.number().int(), max: z.number().int() }),
  travelStyle: z.enum(TRAVEL_STYLES),
  interests: z.array(z.enum(PREFERENCE_IDS)),
  seasonalPreferences: z.array(z.enum(SEASONS)),
  groupSize: z.enum(GROUP_SIZES),
  activityLevel: z.enum(ACTIVITY_LEVELS),
  previousBookings: z.number().int(),
  favoriteTypes: z.array(z.enum(RECOMMENDATION_TYPES)),
  /** When the preferences were last changed (or the profile first derived). */
  updatedAt: z.iso.datetime(),
});
export type TravelProfile = z.infer<typeof travelProfileSchema>;

export const preferenceChipSchema = z.object({ id: z.enum(PREFERENCE_IDS), label: z.string(), selected: z.boolean() });
export type PreferenceChip = z.infer<typeof preferenceChipSchema>;

export const travelProfileResponseSchema = z.object({
  profile: travelProfileSchema,
  chips: z.array(preferenceChipSchema),
});
export type TravelProfileResponse = z.infer<typeof travelProfileResponseSchema>;

export const travelProfileUpdateSchema = z.object({
  interests: z
    .array(z.enum(PREFERENCE_IDS, { error: 'recommendations.unknownPreference' }))
    // A profile keeps at least one chip: with none, every item would score alike.
    .min(1, 'recommendations.preferenceRequired')
    .max(PREFERENCE_IDS.length)
    .transform((list) => [...new Set(list)]),
});
export type TravelProfileUpdate = z.infer<typeof travelProfileUpdateSchema>;

export const recommendationStatsSchema = z.object({
  favorites: z.number().int(),
  recommendations: z.number().int(),
  /** Mean rating of the For You list, one decimal; null when empty. */
  averageRating: z.number().nullable(),
  /** For You items first shown to this user in the last 7 days. */
  newThisWeek: z.number().int(),
});
export type RecommendationStats = z.infer<typeof recommendationStatsSchema>;

const rankedListSchema = z.array(recommendationSchema).max(RECOMMENDATION_LIMIT);

/** One tab's ranking applied within each type: the best 12 destinations, the best 12 hotels, … */
export const listsByTypeSchema = z.object({
  destination: rankedListSchema,
  activity: rankedListSchema,
  restaurant: rankedListSchema,
  hotel: rankedListSchema,
  experience: rankedListSchema,
} satisfies Record<RecommendationType, typeof rankedListSchema>);
export type ListsByType = z.infer<typeof listsByTypeSchema>;

export const recommendationsResponseSchema = z.object({
  /** The best 12 of every type together (the "All" lists). */
  forYou: rankedListSchema,
  trending: rankedListSchema,
  featured: rankedListSchema,
  /**
   * Each tab ranked within each type, so a category shows that type's best items rather than the
   * few of them that made the top 12 of every type together.
   */
  byType: z.object({ forYou: listsByTypeSchema, trending: listsByTypeSchema, featured: listsByTypeSchema }),
  /** Every recommendation the user favourited, scored, newest favourite first. */
  favorites: z.array(recommendationSchema),
  /** Ids of bookmarked recommendations. */
  bookmarks: z.array(z.string()),
  stats: recommendationStatsSchema,
  profile: travelProfileSchema,
  /** The current season the seasonal term used. */
  season: z.enum(SEASONS),
  generatedAt: z.iso.datetime(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
