import { z } from 'zod';
import { planReplanSchema, planUpdateSchema, type Plan } from '@escazo/contracts/planning';
import { INTERESTS, PACES } from '@escazo/contracts/planning-options';

/** A typed budget in dollars: thousands separators and spaces are allowed ("3,000", "3 000.50"); NaN when it is not a number. */
export const parseBudget = (text: string) => {
  const plain = text.replace(/[\s,]/g, '');
  return plain === '' ? Number.NaN : Number(plain);
};

/** Edit Trip's fields, on the server's rules; the budget is typed in whole dollars (empty for none). */
export const editTripFormSchema = z
  .object({
    name: planUpdateSchema.shape.name.unwrap(),
    startDate: planReplanSchema.shape.startDate,
    endDate: planReplanSchema.shape.endDate,
    travelers: planReplanSchema.shape.travelers.unwrap(),
    budget: z
      .string()
      .trim()
      .refine((v) => v === '' || (Number.isFinite(parseBudget(v)) && parseBudget(v) > 0), 'planner.budgetPositive'),
    interests: z.array(z.enum(INTERESTS)),
    pace: z.enum(PACES),
    notes: z.string().max(2000, 'field.tooLong'),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'planner.endBeforeStart' });
export type EditTripForm = z.infer<typeof editTripFormSchema>;

/** The form as the plan stands; the budget field starts from the plan's budget only when it is in dollars, the field's currency. */
export function editTripDefaults(plan: Plan): EditTripForm {
  return {
    name: plan.name,
    startDate: plan.startDate,
    endDate: plan.endDate,
    travelers: plan.travelers,
    budget: plan.budget?.currency === 'USD' ? String(plan.budget.amount / 100) : '',
    interests: [...plan.interests],
    pace: plan.pace,
    notes: plan.notes ?? '',
  };
}

/** The typed budget in cents, 0 for none. */
const budgetUnits = (text: string) => (text.trim() ? Math.round(parseBudget(text) * 100) : 0);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** True when only the name or the notes changed: a rename, not a new plan. */
export function isRenameOnly(plan: Plan, form: EditTripForm): boolean {
  const before = editTripDefaults(plan);
  return (
    form.startDate === before.startDate &&
    form.endDate === before.endDate &&
    form.travelers === before.travelers &&
    budgetUnits(form.budget) === budgetUnits(before.budget) &&
    sameList(form.interests, before.interests) &&
    form.pace === before.pace
  );
}

/** PUT /api/plans/:id's body: the plan's own destination, origin and tier with the form's request. */
export function toReplan(plan: Plan, form: EditTripForm) {
  return {
    version: plan.version,
    destination: plan.destination.id,
    origin: plan.origin,
    tier: plan.tier,
    startDate: form.startDate,
    endDate: form.endDate,
    travelers: form.travelers,
    budget: form.budget.trim() ? { amount: budgetUnits(form.budget), currency: 'USD' } : null,
    interests: form.interests,
    pace: form.pace,
    notes: form.notes,
  };
}

/** PATCH /api/plans/:id's body for what changed of the name and notes; null when neither did. */
export function toUpdate(
  plan: Pick<Plan, 'name' | 'notes'>,
  version: number,
  form: Pick<EditTripForm, 'name' | 'notes'>,
) {
  const changes = {
    ...(form.name !== plan.name ? { name: form.name } : {}),
    ...(form.notes !== (plan.notes ?? '') ? { notes: form.notes || null } : {}),
  };
  return Object.keys(changes).length ? { version, ...changes } : null;
}

/**
 * What of a trip can still change, as the server plans only from today on: before its first day,
 * everything; on its first day, all but the start date; once the start is in the past, only the
 * name and the notes.
 */
export type EditLock = 'none' | 'startDate' | 'request';
export function editLock(plan: Pick<Plan, 'startDate'>, today: string): EditLock {
  if (plan.startDate > today) return 'none';
  return plan.startDate === today ? 'startDate' : 'request';
}
