import { z } from 'zod';
import {
  BUDGET_DEFAULT_TOTAL,
  BUDGET_DEFAULT_TRAVELERS,
  BUDGET_PREFERENCES,
  budgetRequestSchema,
  type BudgetPlan,
  type BudgetPreference,
  type BudgetRequestInput,
} from '@escazo/contracts/budget';
import { wholeUnitsOf } from './whole-units.ts';

/**
 * The budget form as the inputs hold it. It mirrors the request's shape, so an error path from
 * the request schema or the server ('travelDates.endDate', 'mustVisit.0') names a form field.
 */
export type BudgetFormValues = {
  /** Whole US dollars as typed. */
  totalBudget: string;
  travelers: string;
  travelDates: { startDate: string; endDate: string };
  preferences: BudgetPreference[];
  /** The API value (airport code, city id or typed text) and what the field shows. */
  startingLocation: { value: string; label: string };
  /** One slot: at most one must-visit destination, by name. */
  mustVisit: [string];
};

export type BudgetField =
  | 'totalBudget'
  | 'travelers'
  | 'travelDates.startDate'
  | 'travelDates.endDate'
  | 'preferences'
  | 'startingLocation'
  | 'mustVisit.0';

/** The fields in the order they are on screen: a refusal focuses the first one in error. */
export const budgetFieldOrder: readonly BudgetField[] = [
  'totalBudget',
  'travelers',
  'travelDates.startDate',
  'travelDates.endDate',
  'preferences',
  'startingLocation',
  'mustVisit.0',
];

/** The documented defaults: USD 3,000 for 2 travelers; everything else empty. */
export const defaultBudgetValues: BudgetFormValues = {
  totalBudget: String(BUDGET_DEFAULT_TOTAL),
  travelers: String(BUDGET_DEFAULT_TRAVELERS),
  travelDates: { startDate: '', endDate: '' },
  preferences: [],
  startingLocation: { value: '', label: '' },
  mustVisit: [''],
};

/** A number as typed; NaN when empty or unreadable (the request's check then refuses it). */
export function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The request the form's values make. */
export function toBudgetRequest(values: BudgetFormValues): BudgetRequestInput {
  const mustVisit = values.mustVisit[0].trim();
  return {
    totalBudget: numberOf(values.totalBudget),
    currency: 'USD',
    travelers: numberOf(values.travelers),
    travelDates: { startDate: values.travelDates.startDate, endDate: values.travelDates.endDate },
    preferences: BUDGET_PREFERENCES.filter((p) => values.preferences.includes(p)),
    startingLocation: values.startingLocation.value.trim(),
    mustVisit: mustVisit ? [mustVisit] : [],
  };
}

/**
 * The form's schema: the values read as a request, then checked by the API's own request schema,
 * so the browser and the server agree on every rule the browser can check.
 */
export const budgetFormSchema = z
  .object({
    totalBudget: z.string(),
    travelers: z.string(),
    travelDates: z.object({ startDate: z.string(), endDate: z.string() }),
    preferences: z.array(z.enum(BUDGET_PREFERENCES)),
    startingLocation: z.object({ value: z.string(), label: z.string() }),
    mustVisit: z.tuple([z.string()]),
  })
  .transform(toBudgetRequest)
  .pipe(budgetRequestSchema);

/** The form filled with what a plan was made from (Change Parameters; a stored plan opened by link). */
export function budgetValuesOfPlan(plan: BudgetPlan): BudgetFormValues {
  const { request } = plan;
  return {
    totalBudget: String(wholeUnitsOf(request.totalBudget)),
    travelers: String(request.travelers),
    travelDates: { ...request.travelDates },
    preferences: [...request.preferences],
    startingLocation: { value: request.startingLocation, label: request.startingLocation },
    mustVisit: [request.mustVisit[0] ?? ''],
  };
}

/** The form field an API field path lands on ('mustVisit' and 'mustVisit.0' land on the one slot); null when none does. */
export function budgetFieldOf(path: string): BudgetField | null {
  if (path === 'mustVisit' || path.startsWith('mustVisit.')) return 'mustVisit.0';
  if (path.startsWith('preferences')) return 'preferences';
  if (path === 'travelDates') return 'travelDates.startDate';
  return (budgetFieldOrder as readonly string[]).includes(path) ? (path as BudgetField) : null;
}
