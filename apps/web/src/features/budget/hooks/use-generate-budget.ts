import { useTranslation } from 'react-i18next';
import type { BudgetPlan, BudgetRequestInput } from '@escazo/contracts/budget';
import type { FieldError } from '@escazo/contracts/errors';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useCreateBudgetPlan } from '../api/budget-plans.ts';
import { generateFailureOf } from '../utils/generate-failure.ts';

type Handlers = {
  onGenerated: (plan: BudgetPlan) => void;
  /** A refusal with per-field errors: the form shows them on its fields. */
  onFieldErrors: (fields: FieldError[]) => void;
};

const titleKey = {
  invalidBudget: 'toast.invalidBudgetTitle',
  invalidTravelers: 'toast.invalidTravelersTitle',
  failed: 'toast.failedTitle',
} as const;

/**
 * Prices the destinations for real. The request is the wait (the button says Generating...). A
 * refusal puts the server's field errors on the form's fields, with the documented Invalid Budget
 * or Invalid Travelers toast when one of those was refused; any other failure shows the generic one.
 */
export function useGenerateBudget({ onGenerated, onFieldErrors }: Handlers) {
  const { t } = useTranslation('budget');
  const create = useCreateBudgetPlan();
  const generate = (request: BudgetRequestInput) =>
    create.mutate(request, {
      onSuccess: onGenerated,
      onError: (error) => {
        const failure = generateFailureOf(error);
        if (failure.fields.length > 0) onFieldErrors(failure.fields);
        toast.error(t(titleKey[failure.toast]), {
          description: failure.messageKey ? translateValidation(failure.messageKey) : t('toast.failed'),
        });
      },
    });
  return { generate, isPending: create.isPending };
}
