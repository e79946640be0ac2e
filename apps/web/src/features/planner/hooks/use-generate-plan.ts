import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan, PlanRequestInput } from '@escazo/contracts/planning';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { usePlanTrip } from '../api/plans.ts';

type Handlers = {
  onPlanned: (plan: Plan) => void;
  /**
   * A refusal with per-field errors (400 VALIDATION_FAILED): the form shows them and says whether
   * any landed on a field it has; when none did, the refusal is toasted as a failure.
   */
  onFieldErrors: (error: ApiError) => boolean;
};

/**
 * Runs the planner for real and toasts what happened: in progress while the request runs, then
 * (on the same toast) the trip saved to the account, a plan to sign in and keep, or why it could
 * not be planned. With `replan` (a saved plan on the page) the plan is planned again in place.
 */
export function useGeneratePlan({ onPlanned, onFieldErrors }: Handlers) {
  const { t } = useTranslation('planner');
  const toastId = useId();
  const planTrip = usePlanTrip();
  const generate = (request: PlanRequestInput, replan?: Pick<Plan, 'id' | 'version'>) => {
    toast.loading(t('toast.planningTitle'), { id: toastId, description: t('wizard.generatingStatus') });
    planTrip.mutate(
      { request, replan },
      {
        onSuccess: (plan) => {
          const days = plan.days.length;
          toast.success(t('toast.readyTitle'), {
            id: toastId,
            description: plan.saved
              ? t('toast.saved', { count: days, destination: plan.destination.name })
              : t('toast.unsaved', { count: days, destination: plan.destination.name }),
          });
          onPlanned(plan);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.length > 0 && onFieldErrors(error)) {
            toast.error(t('toast.checkFields'), { id: toastId, description: error.message });
            return;
          }
          toast.error(t('toast.failedTitle'), {
            id: toastId,
            description:
              error instanceof ApiError && error.status >= 400 && error.status < 500
                ? error.message
                : t('toast.failed'),
          });
        },
      },
    );
  };
  return { generate, isPending: planTrip.isPending };
}
