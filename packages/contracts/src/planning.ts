import { z } from 'zod';
import { moneySchema } from './common.ts';
import { daysBetween } from './dates.ts';
import {
  BUDGET_TIERS,
  INTERESTS,
  MEALS,
  PACES,
  PLACE_KINDS,
  PLAN_MAX_DAYS,
  PLAN_MAX_TRAVELERS,
  WEEKDAYS,
  type Interest,
} from './planning-options.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * The trip planner's API.
 * POST /api/plans → 201 { plan }; GET /api/plans → { plans } (the caller's trips);
 * GET/PUT/DELETE /api/plans/:id; item edits under /api/plans/:id/items; share and exports;
 * GET /api/planning/destinations → { destinations }; GET /api/planning/destinations/:id → { destination };
 * GET /api/planning/destinations/:id/places → { places }.
 */

const isoDate = z.iso.date({ error: 'field.invalid' });
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'field.invalid');

/** An interest by its name, any letter case ('food' is Food). */
const interestSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const interest = INTERESTS.find((name) => name.toLowerCase() === value.toLowerCase());
    if (!interest) {
      ctx.addIssue({ code: 'custom', message: 'planner.unknownInterest' });
      return z.NEVER;
    }
    return interest;
  });

/**
 * A total budget: a number is whole US dollars (3000 is $3,000); an object is minor units with a
 * currency, as money is everywhere else in the API.
 */
/** The largest budget: USD 10,000,000 as a number, or that many in minor units (1,000,000,000) as money. */
export const PLAN_MAX_BUDGET_UNITS = 10_000_000;
export const planBudgetSchema = z.union([
  z.number().positive('planner.budgetPositive').max(PLAN_MAX_BUDGET_UNITS, 'field.tooLong'),
  moneySchema
    .refine((money) => money.amount > 0, 'planner.budgetPositive')
    .refine((money) => money.amount <= PLAN_MAX_BUDGET_UNITS * 100, 'field.tooLong'),
]);

const planFields = {
  /** A destination id ('paris') or name ('Paris', 'paris, france'). */
  destination: singleLineText({ error: 'planner.destinationRequired' })
    .min(1, 'planner.destinationRequired')
    .max(120, 'field.tooLong'),
  startDate: isoDate,
  endDate: isoDate,
  travelers: z
    .number()
    .int('field.invalid')
    .min(1, 'planner.travelersMin')
    .max(PLAN_MAX_TRAVELERS, 'planner.travelersMax')
    .default(1),
  budget: planBudgetSchema.optional().nullable(),
  interests: z.array(interestSchema).max(INTERESTS.length).default([]),
  pace: z.enum(PACES).default('moderate'),
  /** Spending tier (the quick start's budget slider); moderate when absent. */
  tier: z.enum(BUDGET_TIERS).optional(),
  notes: multiLineText().max(2000, 'field.tooLong').optional(),
  /** Where the traveller starts: an airport code ('JFK'), a city id or a city name; flights are planned when given. */
  origin: singleLineText().max(120, 'field.tooLong').optional().nullable(),
};

export const planRequestSchema = z
  .object(planFields)
  .refine((value) => value.endDate >= value.startDate, { path: ['endDate'], message: 'planner.endBeforeStart' })
  .refine(
    (value) => value.endDate < value.startDate || daysBetween(value.startDate, value.endDate) + 1 <= PLAN_MAX_DAYS,
    {
      path: ['endDate'],
      message: 'planner.tooLong',
    },
  );
export type PlanRequest = z.infer<typeof planRequestSchema>;
export type PlanRequestInput = z.input<typeof planRequestSchema>;

export const PLAN_ITEM_TYPES = ['attraction', 'dining', 'transport', 'accommodation', 'flight'] as const;
export const PLAN_RULES = ['catalogue', 'opening-hours', 'travel', 'meals', 'pace', 'budget'] as const;

export const planItemSchema = z.object({
  /** Stable within its plan; edits name it. */
  id: z.string(),
  type: z.enum(PLAN_ITEM_TYPES),
  placeId: z.string().optional(),
  title: z.string(),
  start: clock,
  end: clock,
  cost: moneySchema,
  location: z.object({ lat: z.number(), lon: z.number() }).optional(),
  /** Transport items. */
  mode: z.enum(['walk', 'transit', 'ride']).optional(),
  distanceKm: z.number().optional(),
  /** Dining items. */
  meal: z.enum(['lunch', 'dinner']).optional(),
  /** A visit kept shorter than its typical length. */
  shortened: z.boolean().optional(),
  /** Accommodation and flight items that can be booked through checkout. */
  bookable: z.enum(['hotel', 'stay', 'flight']).optional(),
  /**
   * Flight items: the airports and the local dates of departure and arrival (`start` and `end` are
   * the local times at each airport). The arrival date is absent on plans made before it was kept.
   */
  flight: z
    .object({ from: z.string(), to: z.string(), departDate: z.iso.date(), arriveDate: z.iso.date().optional() })
    .optional(),
  /** Why the item is where it is, when a traveller would wonder (a bag drop's check-in time, a return to an area). */
  note: z.string().optional(),
});
export type PlanItem = z.infer<typeof planItemSchema>;

export const planDaySchema = z.object({
  date: z.iso.date(),
  items: z.array(planItemSchema),
  /** Why the day is shaped so: its areas, the interests it serves, rest and trade-offs (absent on older plans). */
  summary: z.string().optional(),
});
export type PlanDay = z.infer<typeof planDaySchema>;

export const planViolationSchema = z.object({
  rule: z.enum(PLAN_RULES),
  day: z.iso.date().optional(),
  message: z.string(),
});
export type PlanViolation = z.infer<typeof planViolationSchema>;

export const planSchema = z.object({
  id: z.uuid(),
  destination: z.object({ id: z.string(), name: z.string(), country: z.string() }),
  name: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  travelers: z.number().int(),
  interests: z.array(z.enum(INTERESTS)),
  pace: z.enum(PACES),
  tier: z.enum(BUDGET_TIERS),
  notes: z.string().nullable(),
  origin: z.string().nullable(),
  budget: moneySchema.nullable(),
  days: z.array(planDaySchema),
  total: moneySchema,
  feasible: z.boolean(),
  violations: z.array(planViolationSchema),
  suggestion: z.object({ rule: z.enum(PLAN_RULES), message: z.string(), budget: moneySchema.optional() }).optional(),
  /** True when the plan belongs to the signed-in caller (a trip); false for a signed-out plan. */
  saved: z.boolean(),
  /** Increases with every change; edits send it back (409 PLAN_CHANGED when another change came first). */
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Plan = z.infer<typeof planSchema>;

export const planResponseSchema = z.object({ plan: planSchema });
export type PlanResponse = z.infer<typeof planResponseSchema>;

export const planSummarySchema = planSchema.pick({
  id: true,
  destination: true,
  name: true,
  startDate: true,
  endDate: true,
  travelers: true,
  total: true,
  feasible: true,
  updatedAt: true,
});
export type PlanSummary = z.infer<typeof planSummarySchema>;
export const planListSchema = z.object({ plans: z.array(planSummarySchema) });
export type PlanList = z.infer<typeof planListSchema>;

/** Every edit names the version it was made on. */
const versioned = { version: z.number().int().min(1) };

/** PATCH /api/plans/:id: rename, notes (no re-plan). */
export const planUpdateSchema = z.object({
  ...versioned,
  name: singleLineText().min(1, 'field.invalid').max(120, 'field.tooLong').optional(),
  notes: multiLineText().max(2000, 'field.tooLong').nullable().optional(),
});
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

/** PUT /api/plans/:id: Edit Trip — the whole request again, planned afresh in place. */
export const planReplanSchema = z
  .object({ ...versioned, ...planFields })
  .refine((value) => value.endDate >= value.startDate, { path: ['endDate'], message: 'planner.endBeforeStart' })
  .refine(
    (value) => value.endDate < value.startDate || daysBetween(value.startDate, value.endDate) + 1 <= PLAN_MAX_DAYS,
    {
      path: ['endDate'],
      message: 'planner.tooLong',
    },
  );
export type PlanReplan = z.infer<typeof planReplanSchema>;

/** POST /api/plans/:id/items: Add Activity from the catalogue on a day, at a time or after the day's last visit. */
export const planItemAddSchema = z.object({
  ...versioned,
  date: isoDate,
  placeId: z.string().min(1).max(100),
  start: clock.optional(),
});
export type PlanItemAdd = z.infer<typeof planItemAddSchema>;

/** PATCH /api/plans/:id/items/:itemId: a new start or length (a shorter visit is marked shortened). */
export const planItemEditSchema = z
  .object({ ...versioned, start: clock.optional(), durationMinutes: z.number().int().min(5).max(720).optional() })
  .refine((value) => value.start !== undefined || value.durationMinutes !== undefined, {
    path: ['start'],
    message: 'field.invalid',
  });
export type PlanItemEdit = z.infer<typeof planItemEditSchema>;

/** PUT /api/plans/:id/days/:date/order: the day's item ids in their new order (transport items are recomputed). */
export const planDayOrderSchema = z.object({
  ...versioned,
  itemIds: z.array(z.string().min(1).max(100)).min(1).max(60),
});
export type PlanDayOrder = z.infer<typeof planDayOrderSchema>;

export const planVersionQuerySchema = z.object({ version: z.coerce.number().int().min(1) });

export const planItemParamsSchema = z.object({ id: z.uuid(), itemId: singleLineText().min(1).max(100) });
export const planDayParamsSchema = z.object({ id: z.uuid(), date: isoDate });

/** POST /api/plans/:id/share → a read-only link (a new token each time; the old one stops working). */
export const planShareSchema = z.object({ url: z.string(), token: z.string() });
export type PlanShare = z.infer<typeof planShareSchema>;
export const planShareParamsSchema = z.object({ token: singleLineText().min(16).max(100) });

/** POST /api/plans/:id/items/:itemId/offer → the offer for a planned hotel, stay or flight, to open in checkout. */
export const planItemOfferSchema = z.object({ offerId: z.string() });

/** GET /api/plans/:id/map.svg?date= (and the shared trip's): one day of the trip. */
export const planMapQuerySchema = z.object({ date: isoDate });

// ---- The knowledge base (GET /api/planning/…) ----

/** Opening hours per weekday as "HH:MM-HH:MM" ranges; an empty list is a closed day. */
export const weeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(z.string())])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodArray<z.ZodString>
  >,
);

export const planningPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  lat: z.number(),
  lon: z.number(),
  neighbourhood: z.string(),
  hours: weeklyHoursSchema,
  visitMinutes: z.number().int(),
  /** Per person. */
  price: moneySchema,
  tags: z.array(z.enum(INTERESTS)),
  description: z.string(),
  priceLevel: z.number().int().nullable(),
  cuisine: z.string().nullable(),
  meals: z.array(z.enum(MEALS)),
});
export type PlanningPlace = z.infer<typeof planningPlaceSchema>;

const dailyCostSchema = z.object({ food: moneySchema, transport: moneySchema, activities: moneySchema });

export const planningDestinationSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  cityId: z.string(),
  lat: z.number(),
  lon: z.number(),
  radiusKm: z.number(),
  timeZone: z.string(),
  bestMonths: z.array(z.number().int()),
  neighbourhoods: z.array(z.object({ name: z.string(), description: z.string() })),
  guide: z.string(),
  transitFare: moneySchema,
  /** Per person per day, by tier. */
  dailyCosts: z.object(
    Object.fromEntries(BUDGET_TIERS.map((tier) => [tier, dailyCostSchema])) as Record<
      (typeof BUDGET_TIERS)[number],
      typeof dailyCostSchema
    >,
  ),
  interests: z.array(z.enum(INTERESTS)),
  placeCount: z.number().int(),
  image: z.string(),
});
export type PlanningDestination = z.infer<typeof planningDestinationSchema>;

export const planningDestinationListSchema = z.object({ destinations: z.array(planningDestinationSchema) });
export const planningDestinationResponseSchema = z.object({ destination: planningDestinationSchema });
export const planningPlaceListSchema = z.object({ places: z.array(planningPlaceSchema) });
/** A destination by id or name. */
export const planningDestinationParamsSchema = z.object({ id: singleLineText().min(1).max(120) });

export type { Interest };
