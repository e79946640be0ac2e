import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Plan } from '@escazo/contracts/planning';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { ApiError } from '@web/lib/api-client.ts';

/** What stands for a plan named in the address while it loads, once it is gone (404), or when it could not load. */
export function PlanLoadState({ plan }: { plan: UseQueryResult<Plan> }) {
  const { t } = useTranslation('planner');
  if (plan.isPending) {
    return (
      <div>
        <p className="mb-3 font-medium text-slate-900">{t('planTrip.loadingPlan')}</p>
        <LoadingRows rows={3} />
      </div>
    );
  }
  if (plan.isError && plan.error instanceof ApiError && plan.error.status === 404) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-900"
        data-testid="plan-not-found"
      >
        <p className="font-semibold">{t('planTrip.notFoundTitle')}</p>
        <p className="mt-1 text-sm text-slate-700">{t('planTrip.notFound')}</p>
      </div>
    );
  }
  if (plan.isError) return <LoadError error={plan.error} onRetry={() => void plan.refetch()} />;
  return null;
}
