import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BudgetPlan } from '@escazo/contracts/budget';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { ApiError } from '@web/lib/api-client.ts';

/** What stands for a plan named in the address while it loads, once it is gone (404), or when it could not load. */
export function PlanLoadState({ plan }: { plan: UseQueryResult<BudgetPlan> }) {
  const { t } = useTranslation('budget');
  if (plan.isPending) {
    return (
      <div>
        <p className="mb-3 font-medium text-slate-900">{t('page.loadingPlan')}</p>
        <LoadingRows rows={3} />
      </div>
    );
  }
  if (plan.isError && plan.error instanceof ApiError && plan.error.status === 404) {
    return (
      <div
        role="alert"
        className="max-w-3xl rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-900"
        data-testid="plan-not-found"
      >
        <p className="font-semibold">{t('page.notFoundTitle')}</p>
        <p className="mt-1 text-sm text-slate-700">{t('page.notFound')}</p>
      </div>
    );
  }
  if (plan.isError) return <LoadError error={plan.error} onRetry={() => void plan.refetch()} />;
  return null;
}
