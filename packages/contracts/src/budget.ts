import { z } from 'zod';
import { moneySchema } from './common.ts';
import { CURRENCIES } from './currency-codes.ts';
import { daysBetween } from './dates.ts';
import { PLAN_MAX_DAYS, PLAN_MAX_TRAVELERS } from './planning-options.ts';
import { singleLineText } from './text.ts';

/**
 * The budget assistant's API.
 * POST /api/budget-plans → 201 { plan } (computed over the inventory and the knowledge base, stored);
 * GET /api/budget-plans/:id → { plan } (the caller's own, or an unsaved one for 24 hours);
 * POST /api/budget-plans/:id/save → { plan } (signed in: the plan becomes the caller's and is listed in Saved).
 */

/** The ten documented preferences. */
export const BUDGET_PREFERENCES = [
  'beach',
  'adventure',
  'cultural',
  'nature',
  'food',
  'luxury',
  'budget',
  'family',
  'relaxation',
  'shopping',
] as const;
export type BudgetPreference = (typeof BUDGET_PREFERENCES)[number];

/** The form's defaults: USD 3,000 for 2 travelers. */
export const BUDGET_DEFAULT_TOTAL = 3000;
export const BUDGET_DEFAULT_TRAVELERS = 2;
/** The budget input's minimum attribute (not enforced: any amount above 0 is accepted). */
export const BUDGET_INPUT_MIN = 100;
/** The largest total budget, in whole units of its currency. */
export const BUDGET_MAX_TOTAL = 10_000_000;
/** At most this many destinations are shown. */
export const BUDGET_MAX_RESULTS = 10;
/** When nothing fits, this many of the cheapest priced trips are named with what they would cost. */
export const BUDGET_CHEAPEST_SHOWN = 3;

const isoDate = z.iso.date({ error: 'field.invalid' });

export const budgetRequestSchema = z
  .object({
    /** Whole units of `currency` (3000 is USD 3,000); decimals are rounded to the cent. */
    totalBudget: z
      .number({ error: 'budget.invalid' })
      .positive('budget.invalid')
      .max(BUDGET_MAX_TOTAL, 'budget.tooLarge'),
    currency: z.enum(CURRENCIES).default('USD'),
    travelers: z
      .number({ error: 'budget.travelersMin' })
      .int('budget.travelersMin')
      .min(1, 'budget.travelersMin')
      .max(PLAN_MAX_TRAVELERS, 'planner.travelersMax'),
    travelDates: z.object({ startDate: isoDate, endDate: isoDate }),
    preferences: z
      .array(z.enum(BUDGET_PREFERENCES))
      .max(BUDGET_PREFERENCES.length)
      .default([])
      .transform((list) => [...new Set(list)]),
    /** An airport code ('LIS'), an inventory city id or a city name. */
    startingLocation: singleLineText({ error: 'budget.startingLocationRequired' })
      .min(1, 'budget.startingLocationRequired')
      .max(120, 'field.tooLong'),
    /** At most one destination (id or name) that is always evaluated. */
    mustVisit: z
      .array(singleLineText().min(1, 'field.invalid').max(120, 'field.tooLong'))
      .max(1, 'budget.mustVisitOne')
      .default([]),
  })
  .refine((value) => value.travelDates.endDate >= value.travelDates.startDate, {
    path: ['travelDates', 'endDate'],
    message: 'planner.endBeforeStart',
  })
  .refine(
    (value) =>
      value.travelDates.endDate < value.travelDates.startDate ||
      daysBetween(value.travelDates.startDate, value.travelDates.endDate) + 1 <= PLAN_MAX_DAYS,
    { path: ['travelDates', 'endDate'], message: 'planner.tooLong' },
  );
export type BudgetRequest = z.infer<typeof budgetRequestSchema>;
export type BudgetRequestInput = z.input<typeof budgetRequestSchema>;

/** The budget split of one destination; the five parts add up to its estimated total. */
export const budgetSplitSchema = z.object({
  accommodation: moneySchema,
  transportation: moneySchema,
  food: moneySchema,
  activities: moneySchema,
  other: moneySchema,
});
export type BudgetSplit = z.infer<typeof budgetSplitSchema>;

export const TRANSPORT_OPTION_TYPES = ['rental', 'rideshare', 'public', 'taxi'] as const;
export const transportOptionSchema = z.object({
  type: z.enum(TRANSPORT_OPTION_TYPES),
  /** For the whole stay and party. */
  estimatedCost: moneySchema,
  /** One line: "Best value", "Most flexible"… */
  recommendation: z.string(),
  /** True for the option the estimate uses. */
  recommended: z.boolean(),
  reasonings: z.array(z.string()),
  provider: z.string().optional(),
});
export type TransportOption = z.infer<typeof transportOptionSchema>;

export const ACCOMMODATION_OPTION_TYPES = ['hotel', 'hostel', 'vacation-rental', 'budget-hotel'] as const;
export const accommodationOptionSchema = z.object({
  type: z.enum(ACCOMMODATION_OPTION_TYPES),
  /** For every night and the whole party, as the offer would charge. */
  estimatedCost: moneySchema,
  recommendation: z.string(),
  recommended: z.boolean(),
  reasonings: z.array(z.string()),
  /** The property priced, and where it opens in the app. */
  provider: z.string().optional(),
  link: z.string().optional(),
});
export type AccommodationOption = z.infer<typeof accommodationOptionSchema>;

export const budgetDestinationSchema = z.object({
  /** The knowledge base's destination id ('lisbon'). */
  id: z.string(),
  name: z.string(),
  country: z.string(),
  image: z.string(),
  estimatedTotalCost: moneySchema,
  /** Days of the recommended stay (start and end inclusive). */
  recommendedStayLength: z.number().int().min(1),
  /** The dates of the recommended stay, from the requested start. */
  startDate: isoDate,
  endDate: isoDate,
  /** True when the estimated total is within the budget. */
  fits: z.boolean(),
  /** How much more the trip needs; null when it fits or cannot be priced. */
  shortfall: moneySchema.nullable(),
  /** Why the trip cannot be priced (no flights or no free lodging on those dates); null when priced. */
  unpricedReason: z.string().nullable(),
  /** 0-100: how well the destination matches the preferences. */
  matchScore: z.number().int().min(0).max(100),
  mustVisit: z.boolean(),
  reasonings: z.array(z.string()),
  budget: budgetSplitSchema,
  transportation: z.array(transportOptionSchema),
  accommodation: z.array(accommodationOptionSchema),
  tips: z.array(z.string()),
});
export type BudgetDestination = z.infer<typeof budgetDestinationSchema>;

/** A priced trip that does not fit: where, for how many days, and what it would cost. */
export const budgetCheapestTripSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  estimatedTotalCost: moneySchema,
  recommendedStayLength: z.number().int().min(1),
});
export type BudgetCheapestTrip = z.infer<typeof budgetCheapestTripSchema>;

export const budgetPlanSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  /** Saved to the caller's account (listed in Saved). */
  saved: z.boolean(),
  request: z.object({
    totalBudget: moneySchema,
    travelers: z.number().int(),
    travelDates: z.object({ startDate: isoDate, endDate: isoDate }),
    preferences: z.array(z.enum(BUDGET_PREFERENCES)),
    startingLocation: z.string(),
    mustVisit: z.array(z.string()),
  }),
  /** Destinations that fit, best match first (a must-visit that fits comes first). */
  destinations: z.array(budgetDestinationSchema),
  /** The must-visit destination's verdict, also when it does not fit; null when none was asked. */
  mustVisit: budgetDestinationSchema.nullable(),
  /** How many destinations were priced. */
  evaluated: z.number().int(),
  /**
   * When nothing fits: the cheapest priced trips (each at its shortest advised stay), cheapest
   * first, at most BUDGET_CHEAPEST_SHOWN; empty otherwise (and in plans stored before it existed).
   */
  cheapest: z.array(budgetCheapestTripSchema).default([]),
  /** The first destination's options, split and tips (empty when nothing fits). */
  transportation: z.array(transportOptionSchema),
  accommodation: z.array(accommodationOptionSchema),
  budgetBreakdown: budgetSplitSchema.nullable(),
  tips: z.array(z.string()),
});
export type BudgetPlan = z.infer<typeof budgetPlanSchema>;

export const budgetPlanResponseSchema = z.object({ plan: budgetPlanSchema });
export type BudgetPlanResponse = z.infer<typeof budgetPlanResponseSchema>;
