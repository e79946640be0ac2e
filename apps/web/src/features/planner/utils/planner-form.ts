import { z } from 'zod';
import { INTERESTS, PACES, type Interest, type Pace } from '@escazo/contracts/planning-options';
import { planRequestSchema, type Plan, type PlanRequestInput } from '@escazo/contracts/planning';

/** The planner's four steps, in order: each one's key (its texts and its panel) and the fields it holds. */
export const PLANNER_STEPS = [
  { key: 'where', fields: ['destination', 'startDate', 'endDate', 'origin'] },
  { key: 'who', fields: ['travelers', 'budget'] },
  { key: 'interests', fields: ['interests', 'pace'] },
  { key: 'notes', fields: ['notes'] },
] as const;
export type PlannerStepKey = (typeof PLANNER_STEPS)[number]['key'];
export type PlannerField = (typeof PLANNER_STEPS)[number]['fields'][number];
export const plannerFields: readonly PlannerField[] = PLANNER_STEPS.flatMap((step) => step.fields);

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

/** The form filled with what a plan was made from, to plan it again (its budget in whole US dollars). */
export function plannerValuesOfPlan(plan: Plan): PlannerFormValues {
  return {
    destination: plan.destination.name,
    startDate: plan.startDate,
    endDate: plan.endDate,
    origin: { value: plan.origin ?? '', label: plan.origin ?? '' },
    travelers: String(plan.travelers),
    budget: plan.budget ? String(Math.ceil(plan.budget.amount / 100)) : '',
    interests: [...plan.interests],
    pace: plan.pace,
    notes: plan.notes ?? '',
  };
}

/** Travelers as typed: the number, or 0 when it does not read as one (the request's check then asks for at least 1). */
export function travelersOf(text: string): number {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? value : 0;
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
  const index = PLANNER_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field ?? ''));
  return index === -1 ? null : index;
}

/** The form field an API field path lands on ('interests.2' lands on interests). */
export function formFieldOf(path: string): PlannerField | null {
  const field = path.split('.')[0] ?? '';
  return (plannerFields as readonly string[]).includes(field) ? (field as PlannerField) : null;
}
