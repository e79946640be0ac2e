import type { FieldError } from '@escazo/contracts/errors';
import { ApiError } from '@web/lib/api-client.ts';
import { budgetFieldOf } from './budget-form.ts';

/**
 * Which toast a failed generation shows. A refusal of the budget or the travelers gets its own
 * documented toast (budget first, as the form checks them), saying the field's message; anything
 * else (network, 5xx, 429, a refusal without field errors or of another field) the generic failure.
 */
export type GenerateFailure = {
  /** The refused fields, to show on the form (none unless the server refused the request with field errors). */
  fields: FieldError[];
  toast: 'invalidBudget' | 'invalidTravelers' | 'failed';
  /** The validation message the toast says; null for the generic failure's own text. */
  messageKey: string | null;
};

export function generateFailureOf(error: unknown): GenerateFailure {
  if (!(error instanceof ApiError) || error.status !== 400 || error.fields.length === 0)
    return { fields: [], toast: 'failed', messageKey: null };
  const budget = error.fields.find((field) => budgetFieldOf(field.path) === 'totalBudget');
  if (budget) return { fields: error.fields, toast: 'invalidBudget', messageKey: budget.code };
  const travelers = error.fields.find((field) => budgetFieldOf(field.path) === 'travelers');
  if (travelers) return { fields: error.fields, toast: 'invalidTravelers', messageKey: travelers.code };
  return { fields: error.fields, toast: 'failed', messageKey: null };
}
