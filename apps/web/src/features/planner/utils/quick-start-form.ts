import { z } from 'zod';
import { BUDGET_TIERS, TRAVEL_STYLES, type BudgetTier, type TravelStyle } from '@escazo/contracts/planning-options';
import { planRequestSchema, type PlanRequestInput } from '@escazo/contracts/planning';
import { DEFAULT_TIER } from './budget-tier.ts';
import { parseDateRange, readTripDates, type DateProblem } from './date-range.ts';
import { travelersOf } from './planner-form.ts';
import { interestsOfStyles } from './travel-styles.ts';

export type QuickStartValues = {
  destination: string;
  /** Free text: 'Dec 12 to Dec 18', 'next weekend'. */
  dates: string;
  travelers: string;
  styles: TravelStyle[];
  tier: BudgetTier;
  /** A total budget handed over by the budget page (whole dollars), sent as it is. */
  budget: number | null;
};

export const emptyQuickStart: QuickStartValues = {
  destination: '',
  dates: '',
  travelers: '1',
  styles: [],
  tier: DEFAULT_TIER,
  budget: null,
};

export type QuickStartField = 'destination' | 'dates' | 'travelers' | 'styles' | 'tier' | 'budget';

/** The planner request of a quick start, or null while the dates do not read as dates. */
export function toQuickStartRequest(values: QuickStartValues, now: Date): PlanRequestInput | null {
  const range = parseDateRange(values.dates, now);
  if (!range) return null;
  return {
    destination: values.destination.trim(),
    startDate: range.startDate,
    endDate: range.endDate,
    travelers: travelersOf(values.travelers),
    interests: interestsOfStyles(values.styles),
    tier: values.tier,
    ...(values.budget ? { budget: values.budget } : {}),
  };
}

/**
 * The quick-start field an API field path lands on: both dates on the free-text dates, the
 * interests on the travel styles that chose them; null for a field the quick start does not have.
 */
export function quickStartFieldOf(path: string): QuickStartField | null {
  const field = path.split('.')[0];
  if (field === 'startDate' || field === 'endDate') return 'dates';
  if (field === 'interests') return 'styles';
  if (field === 'destination' || field === 'travelers' || field === 'tier' || field === 'budget') return field;
  return null;
}

/**
 * The message of dates that cannot be a trip: unreadable ones are 'Invalid Dates', a day not on the
 * calendar says so, and the rest are the API's own date rules.
 */
export const dateProblemMessages: Record<DateProblem, string> = {
  unreadable: 'quickStart.invalidDates',
  notADay: 'quickStart.notADay',
  endBeforeStart: 'planner.endBeforeStart',
  tooLong: 'planner.tooLong',
  past: 'planner.startInPast',
};

/** The quick start's schema: dates that cannot be a trip say why; the rest is the API's own request schema. */
export const quickStartSchema = (now: () => Date) =>
  z
    .object({
      destination: z.string(),
      dates: z.string(),
      travelers: z.string(),
      styles: z.array(z.enum(TRAVEL_STYLES)),
      tier: z.enum(BUDGET_TIERS),
      budget: z.number().nullable(),
    })
    .superRefine((values, ctx) => {
      const request = toQuickStartRequest(values, now());
      const reading = readTripDates(values.dates, now());
      if (!request)
        ctx.addIssue({
          code: 'custom',
          path: ['dates'],
          message: reading && !reading.ok ? dateProblemMessages[reading.problem] : 'quickStart.datesRequired',
        });
      const checked = planRequestSchema.safeParse(
        request ?? { ...values, startDate: '2000-01-01', endDate: '2000-01-01', travelers: 1, interests: [] },
      );
      for (const issue of checked.error?.issues ?? []) {
        const field = quickStartFieldOf(issue.path.join('.'));
        if (!field || (field === 'dates' && !request)) continue;
        // Fewer than one traveler (or none typed) is 'Invalid Travelers'.
        const tooFew = field === 'travelers' && travelersOf(values.travelers) < 1;
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: tooFew ? 'quickStart.invalidTravelers' : issue.message,
        });
      }
    });
