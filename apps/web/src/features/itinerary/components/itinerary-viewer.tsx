import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPinned } from 'lucide-react';
import { todayIso } from '@escazo/contracts/dates';
import { Button } from '@escazo/ui/button';
import { EmptyState } from '@escazo/ui/empty-state';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { PageHeading } from '@web/components/layouts/page-heading.tsx';
import { paths } from '@web/config/paths.ts';
import { usePlans } from '../api/plans.ts';
import { selectTripId } from '../utils/select-trip.ts';
import { OwnPlan } from './own-plan.tsx';
import { TripSelector } from './trip-selector.tsx';

/** /itinerary: the trip selector over the user's planned trips, then the chosen trip's itinerary. */
export function ItineraryViewer() {
  const { t } = useTranslation('itinerary');
  const [params, setParams] = useSearchParams();
  const plans = usePlans();
  const selected = plans.data ? selectTripId(plans.data.plans, params.get('trip'), todayIso(Date.now())) : null;
  const choose = (id: string) => setParams({ trip: id }, { preventScrollReset: true });

  return (
    <div className="space-y-6">
      <PageHeading title={t('title')} lead={t('lead')} />
      {plans.isPending ? (
        <LoadingRows rows={4} />
      ) : plans.isError ? (
        <LoadError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : selected === null ? (
        <EmptyState Icon={MapPinned} title={t('empty.title')} body={t('empty.body')}>
          <Button asChild>
            <Link to={paths.planTrip}>{t('empty.plan')}</Link>
          </Button>
        </EmptyState>
      ) : (
        <>
          <TripSelector plans={plans.data.plans} value={selected} onChange={choose} />
          <OwnPlan key={selected} planId={selected} />
        </>
      )}
    </div>
  );
}
