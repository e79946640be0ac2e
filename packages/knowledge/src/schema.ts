import { z } from 'zod';
import { BUDGET_TIERS, INTERESTS, MEALS, PLACE_KINDS, WEEKDAYS } from '@escazo/contracts/planning-options';

/** "HH:MM-HH:MM", 00:00 to 24:00, opening before closing (a place open past midnight closes at 24:00). */
const RANGE = /^([01]\d|2[0-3]):([0-5]\d)-(([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
export const hoursRangeSchema = z
  .string()
  .regex(RANGE, 'opening hours are "HH:MM-HH:MM"')
  .refine((range) => {
    const [open, close] = range.split('-') as [string, string];
    return open < close;
  }, 'a range opens before it closes');

/** Every weekday present; an empty list is a closed day. */
export const weeklyHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(hoursRangeSchema).max(3)])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodArray<typeof hoursRangeSchema>
    >,
  )
  .strict();

/** USD cents. */
const usdCents = z.number().int().min(0).max(1_000_000);

export const placeSchema = z
  .object({
    /** Unique within its destination: lower-case words joined by hyphens. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(2).max(120),
    kind: z.enum(PLACE_KINDS),
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    neighbourhood: z.string().min(2).max(80),
    hours: weeklyHoursSchema,
    /** Typical visit (or meal, or experience) length. */
    visitMinutes: z.number().int().min(15).max(600),
    /** Price per person in USD cents; 0 when free. For a restaurant, a typical meal. */
    priceUsd: usdCents,
    /** Months (1-12) in which this outdoor place is worth a visit (swimming season for a beach, bloom for a garden, the months boat trips run, no snow for a mountain walk…); absent when any month will do. */
    seasonMonths: z.array(z.number().int().min(1).max(12)).min(1).max(11).optional(),
    tags: z.array(z.enum(INTERESTS)).min(1).max(6),
    description: z.string().min(10).max(300),
    /** Visitor rating 1.0-5.0 with one decimal, and roughly how many public reviews it rests on. */
    rating: z.number().min(1).max(5).multipleOf(0.1),
    reviewCount: z.number().int().min(0).max(2_000_000),
    /** Restaurants only: 1 (cheap) to 4 (fine dining), cuisine, and the meals it serves. */
    priceLevel: z.number().int().min(1).max(4).optional(),
    cuisine: z.string().min(2).max(60).optional(),
    meals: z.array(z.enum(MEALS)).min(1).optional(),
  })
  .strict()
  .superRefine((place, ctx) => {
    const isRestaurant = place.kind === 'restaurant';
    for (const key of ['priceLevel', 'cuisine', 'meals'] as const) {
      if (isRestaurant && place[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: `a restaurant has ${key}` });
      if (!isRestaurant && place[key] !== undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: `only restaurants have ${key}` });
    }
    if (isRestaurant && place.seasonMonths !== undefined)
      ctx.addIssue({ code: 'custom', path: ['seasonMonths'], message: 'a restaurant has no seasonMonths' });
  });

const dailyCostSchema = z.object({ food: usdCents, transport: usdCents, activities: usdCents }).strict();

export const destinationSchema = z
  .object({
    /** The file name without .json; lower-case words joined by hyphens. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(2).max(80),
    country: z.string().min(2).max(80),
    /** The inventory city this destination is (hotels, stays and airports come from it). */
    cityId: z.string().regex(/^[A-Z]{2}-[a-z0-9-]+$/),
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    /** Every place lies within this distance of (lat, lon). */
    radiusKm: z.number().min(5).max(60),
    timeZone: z.string().min(3),
    /** Months 1-12. */
    bestMonths: z.array(z.number().int().min(1).max(12)).min(1).max(12),
    neighbourhoods: z
      .array(z.object({ name: z.string().min(2).max(80), description: z.string().min(10).max(300) }).strict())
      .min(3)
      .max(12),
    /** The guide's advice on how long to stay, in days (start and end inclusive). */
    idealStay: z
      .object({ min: z.number().int().min(1).max(30), max: z.number().int().min(1).max(30) })
      .strict()
      .refine((stay) => stay.min <= stay.max, 'idealStay.min is at most idealStay.max'),
    /** A short guide: two to five sentences. */
    guide: z.string().min(80).max(1200),
    /** One public transport ride, per person, USD cents. */
    transitFareUsd: usdCents,
    /** Per person per day, USD cents, for each spending tier. */
    dailyCosts: z
      .object(
        Object.fromEntries(BUDGET_TIERS.map((tier) => [tier, dailyCostSchema])) as Record<
          (typeof BUDGET_TIERS)[number],
          typeof dailyCostSchema
        >,
      )
      .strict(),
    places: z.array(placeSchema).min(25).max(80),
  })
  .strict();

export type PlaceData = z.infer<typeof placeSchema>;
export type DestinationData = z.infer<typeof destinationSchema>;
