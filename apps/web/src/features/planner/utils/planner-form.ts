import { z } from 'zod';
import { INTERESTS, PACES, type Interest, type Pace } from '@escazo/contracts/planning-options';
import { planRequestSchema, type PlanRequestInput } from '@escazo/contracts/planning';

/** The planner's four steps and the fields each one holds. */
export const PLANNER_STEPS = [
  ['destination', 'startDate', 'endDate', 'origin'],
  ['travelers', 'budget'],
  ['interests', 'pace'],
  ['notes'],
] as const;
export type PlannerField = (typeof PLANNER_STEPS)[number][number];
export const plannerFields: readonly PlannerField[] = PLANNER_STEPS.flat();

export type PlannerFormValues = {
  destination: string;
  startDate: string;
  endDate: string;
  /** The API value (airport code, city id or typed text) and what the field shows. */
  origin: { value: string; label: string };
  travelers: string;
  budget: string;
  interests: Interest[];
  pace: Pace;
  notes: string;
};

export const emptyPlannerValues: PlannerFormValues = {
  destination: '',
  startDate: '',
  endDate: '',
  origin: { value: '', label: '' },
  travelers: '1',
  budget: '',
  interests: [],
  pace: 'moderate',
  notes: '',
};

/** Travelers as typed: a whole number, falling back to 1 when unreadable or below 1. */
export function travelersOf(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= 1 ? value : 1;
}

const BUDGET_TEXT = /^\$?\s*\d{1,3}(,?\d{3})*(\.\d{1,2})?$/;

/** A budget as typed ('2500', '$2,500'): whole US dollars (cents round up), null when empty, NaN when unreadable. */
export function budgetOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!BUDGET_TEXT.test(trimmed)) return Number.NaN;
  return Math.ceil(Number(trimmed.replace(/[$,\s]/g, '')));
}

/** The request the form's values make. */
export function toPlanRequest(values: PlannerFormValues): PlanRequestInput {
  const budget = budgetOf(values.budget);
  const notes = values.notes.trim();
  const origin = values.origin.value.trim();
  return {
    destination: values.destination.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    travelers: travelersOf(values.travelers),
    budget: budget === null || Number.isNaN(budget) ? null : budget,
    interests: values.interests,
    pace: values.pace,
    ...(notes ? { notes } : {}),
    origin: origin || null,
  };
}

/**
 * The form's schema: the values read as a request, then checked by the API's own request schema,
 * so the browser and the server agree on every rule the browser can check.
 */
export const plannerFormSchema = z
  .object({
    destination: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    origin: z.object({ value: z.string(), label: z.string() }),
    travelers: z.string(),
    budget: z.string().refine((text) => !Number.isNaN(budgetOf(text)), 'planner.budgetPositive'),
    interests: z.array(z.enum(INTERESTS)),
    pace: z.enum(PACES),
    notes: z.string(),
  })
  .transform(toPlanRequest)
  .pipe(planRequestSchema);

/** The step (0-3) that holds a field named by the API ('interests.2' is the interests step); null when none does. */
export function stepOfField(path: string): number | null {
  const field = path.split('.')[0];
  const index = PLANNER_STEPS.findIndex((fields) => (fields as readonly string[]).includes(field ?? ''));
  return index === -1 ? null : index;
}

/** The form field an API field path lands on ('interests.2' lands on interests). */
export function formFieldOf(path: string): PlannerField | null {
  const field = path.split('.')[0] ?? '';
  return (plannerFields as readonly string[]).includes(field) ? (field as PlannerField) : null;
}
