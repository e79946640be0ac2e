import { useTranslation } from 'react-i18next';
import type { Plan, PlanRequestInput } from '@escazo/contracts/planning';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePlan } from '../api/plans.ts';

type Handlers = {
  onPlanned: (plan: Plan) => void;
  /** A refusal with per-field errors (400 VALIDATION_FAILED): the form shows them. */
  onFieldErrors: (error: ApiError) => void;
};

/**
 * Runs the planner for real and toasts what happened: the trip saved to the account, a plan to
 * sign in and keep, or why it could not be planned.
 */
export function useGeneratePlan({ onPlanned, onFieldErrors }: Handlers) {
  const { t } = useTranslation('planner');
  const create = useCreatePlan();
  const generate = (request: PlanRequestInput) =>
    create.mutate(request, {
      onSuccess: (plan) => {
        const days = plan.days.length;
        toast.success(t('toast.readyTitle'), {
          description: plan.saved
            ? t('toast.saved', { count: days, destination: plan.destination.name })
            : t('toast.unsaved', { count: days, destination: plan.destination.name }),
        });
        onPlanned(plan);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields.length > 0) {
          onFieldErrors(error);
          toast.error(t('toast.checkFields'), { description: error.message });
          return;
        }
        toast.error(t('toast.failedTitle'), {
          description: error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t('toast.failed'),
        });
      },
    });
  return { generate, isPending: create.isPending };
}
