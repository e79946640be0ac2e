import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRows } from '../../../components/feedback/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePlan } from '../api/plans.ts';
import { EditTripDialog } from './edit-trip-dialog.tsx';
import { ExportMenu } from './export-menu.tsx';
import { PlanHeader } from './plan-header.tsx';
import { PlanTabs } from './plan-tabs.tsx';
import { ShareDialog } from './share-dialog.tsx';

/** One of the user's trips, with every owner action: Edit Trip, Export, Share and the item edits. */
export function OwnPlan({ planId }: { planId: string }) {
  const { t } = useTranslation('itinerary');
  const plan = usePlan(planId);
  if (plan.isPending) return <LoadingRows rows={6} />;
  if (plan.isError) {
    if (plan.error instanceof ApiError && plan.error.status === 404) return <p role="alert" className="rounded-xl bg-slate-50 p-4 text-slate-800">{t('notFound')}</p>;
    return <LoadError error={plan.error} onRetry={() => void plan.refetch()} />;
  }
  const base = `/api/plans/${encodeURIComponent(plan.data.id)}`;
  return (
    <div className="space-y-6" data-testid="itinerary" data-version={plan.data.version}>
      <PlanHeader
        plan={plan.data}
        actions={
          <>
            <EditTripDialog plan={plan.data} />
            <ExportMenu basePath={base} name={plan.data.name} />
            <ShareDialog planId={plan.data.id} />
          </>
        }
      />
      <PlanTabs plan={plan.data} editable mapSrc={(date) => `${base}/map.svg?date=${date}&v=${plan.data.version}`} />
    </div>
  );
}
