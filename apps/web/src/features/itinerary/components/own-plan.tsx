import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { usePlan } from '../api/plans.ts';
import { isPlanId } from '../utils/select-trip.ts';
import { EditTripDialog } from './edit-trip-dialog.tsx';
import { ExportMenu } from './export-menu.tsx';
import { PlanHeader } from './plan-header.tsx';
import { PlanTabs } from './plan-tabs.tsx';
import { ShareDialog } from './share-dialog.tsx';

/** A refusal that means "no such trip of yours": not found, or an id the server cannot read. */
const isMissing = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

function PlanNotFound() {
  const { t } = useTranslation('itinerary');
  return (
    <p role="alert" data-testid="plan-not-found" className="rounded-xl bg-slate-50 p-4 text-slate-800">
      {t('notFound')}
    </p>
  );
}

/**
 * One of the user's trips, with every owner action: Edit Trip, Export, Share and the item edits.
 * A plan that is not saved to the user (an unclaimed one opened by its id) is not theirs to edit:
 * it shows as not found.
 */
export function OwnPlan({ planId }: { planId: string }) {
  const validId = isPlanId(planId);
  const plan = usePlan(validId ? planId : null);
  if (!validId) return <PlanNotFound />;
  if (plan.isPending) return <LoadingRows rows={6} />;
  if (plan.isError) {
    if (isMissing(plan.error)) return <PlanNotFound />;
    return <LoadError error={plan.error} onRetry={() => void plan.refetch()} />;
  }
  if (!plan.data.saved) return <PlanNotFound />;
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
