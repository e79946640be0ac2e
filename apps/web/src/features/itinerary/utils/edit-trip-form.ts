import { z } from 'zod';
import { planReplanSchema, planUpdateSchema, type Plan } from '@escazo/contracts/planning';
import { INTERESTS, PACES } from '@escazo/contracts/planning-options';

/** Edit Trip's fields, on the server's rules; the budget is typed in whole dollars (empty for none). */
export const editTripFormSchema = z
  .object({
    name: planUpdateSchema.shape.name.unwrap(),
    startDate: planReplanSchema.shape.startDate,
    endDate: planReplanSchema.shape.endDate,
    travelers: planReplanSchema.shape.travelers.unwrap(),
    budget: z.string().trim().refine((v) => v === '' || (Number.isFinite(Number(v)) && Number(v) > 0), 'planner.budgetPositive'),
    interests: z.array(z.enum(INTERESTS)),
    pace: z.enum(PACES),
    notes: z.string().max(2000, 'field.tooLong'),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'planner.endBeforeStart' });
export type EditTripForm = z.infer<typeof editTripFormSchema>;

/** The form as the plan stands. */
export function editTripDefaults(plan: Plan): EditTripForm {
  return {
    name: plan.name,
    startDate: plan.startDate,
    endDate: plan.endDate,
    travelers: plan.travelers,
    budget: plan.budget ? String(plan.budget.amount / 100) : '',
    interests: [...plan.interests],
    pace: plan.pace,
    notes: plan.notes ?? '',
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** True when only the name or the notes changed: a rename, not a new plan. */
export function isRenameOnly(plan: Plan, form: EditTripForm): boolean {
  const before = editTripDefaults(plan);
  return (
    form.startDate === before.startDate &&
    form.endDate === before.endDate &&
    form.travelers === before.travelers &&
    Number(form.budget || 0) === Number(before.budget || 0) &&
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
    budget: form.budget ? { amount: Math.round(Number(form.budget) * 100), currency: 'USD' } : null,
    interests: form.interests,
    pace: form.pace,
    notes: form.notes,
  };
}

/** PATCH /api/plans/:id's body for what changed of the name and notes; null when neither did. */
export function toUpdate(plan: Pick<Plan, 'name' | 'notes'>, version: number, form: Pick<EditTripForm, 'name' | 'notes'>) {
  const changes = {
    ...(form.name !== plan.name ? { name: form.name } : {}),
    ...(form.notes !== (plan.notes ?? '') ? { notes: form.notes || null } : {}),
  };
  return Object.keys(changes).length ? { version, ...changes } : null;
}
