import { useTranslation } from 'react-i18next';
import type { BudgetPlan, BudgetRequestInput } from '@escazo/contracts/budget';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateBudgetPlan } from '../api/budget-plans.ts';

type Handlers = {
  onGenerated: (plan: BudgetPlan) => void;
  /** A refusal with per-field errors: the form shows them on its fields. */
  onFieldErrors: (error: ApiError) => void;
};

/**
 * Prices the destinations for real. The request is the wait (the button says Generating...); a
 * failure shows the documented destructive toast and the form stays, with the server's field
 * errors on its fields.
 */
export function useGenerateBudget({ onGenerated, onFieldErrors }: Handlers) {
  const { t } = useTranslation('budget');
  const create = useCreateBudgetPlan();
  const generate = (request: BudgetRequestInput) =>
    create.mutate(request, {
      onSuccess: onGenerated,
      onError: (error) => {
        if (error instanceof ApiError && error.fields.length > 0) onFieldErrors(error);
        toast.error(t('toast.failedTitle'), { description: t('toast.failed') });
      },
    });
  return { generate, isPending: create.isPending };
}
