import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlanResponse } from '@escazo/contracts/planning';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { isNewerPlan } from '../utils/plan-version.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** True when the server refused an edit because the trip changed after it was loaded. */
export const isPlanChanged = (err: unknown) => err instanceof ApiError && err.code === 'PLAN_CHANGED';

/** True while any edit of the trip is on its way: every edit control waits for it. */
export const useIsEditingPlan = (planId: string) => useIsMutating({ mutationKey: queryKeys.plans.edit(planId) }) > 0;

/**
 * A change to one trip. The server answers every change with the whole plan: it replaces the
 * cached one when it is newer (so the re-checked violations show at once) and the trip list
 * refreshes. When another change came first (409 PLAN_CHANGED) the trip is loaded again and a
 * toast says so; other errors are the caller's to show.
 */
export function usePlanMutation<Vars>(planId: string, send: (vars: Vars) => Promise<PlanResponse>) {
  const { t } = useTranslation('itinerary');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.plans.edit(planId),
    mutationFn: send,
    onSuccess: (body) => {
      queryClient.setQueryData<PlanResponse>(queryKeys.plans.one(planId), (cached) =>
        isNewerPlan(body.plan, cached?.plan) ? body : cached,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans.list() });
    },
    onError: (err) => {
      if (!isPlanChanged(err)) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans.one(planId) });
      toast.warning(t('edit.changedTitle'), { description: t('edit.changedBody') });
    },
  });
}

/** The toast for a failed edit: nothing more for PLAN_CHANGED (already reported), else the server's reason. */
export function reportEditError(err: unknown, title: string) {
  if (isPlanChanged(err)) return;
  toast.error(title, { description: err instanceof ApiError ? err.message : undefined });
}
