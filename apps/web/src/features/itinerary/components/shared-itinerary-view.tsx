import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link2Off } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { EmptyState } from '@escazo/ui/empty-state';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { PageHeading } from '@web/components/layouts/page-heading.tsx';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { sharedPlanPath, useSharedPlan } from '../api/shared-plan.ts';
import { ExportMenu } from './export-menu.tsx';
import { PlanHeader } from './plan-header.tsx';
import { PlanTabs } from './plan-tabs.tsx';

/** /itinerary/shared/:token: a read-only itinerary (Overview, Daily Itinerary, Map View), or why the link fails. */
export function SharedItineraryView({ token }: { token: string }) {
  const { t } = useTranslation('itinerary');
  const plan = useSharedPlan(token);
  const base = sharedPlanPath(token);
  return (
    <div className="space-y-6">
      <PageHeading title={t('shared.title')} lead={t('shared.lead')} />
      {plan.isPending ? (
        <LoadingRows rows={6} />
      ) : plan.isError ? (
        plan.error instanceof ApiError && plan.error.status >= 400 && plan.error.status < 500 ? (
          <EmptyState Icon={Link2Off} title={t('shared.invalidTitle')} body={t('shared.invalidBody')}>
            <Button asChild>
              <Link to={paths.planTrip}>{t('shared.planYourOwn')}</Link>
            </Button>
          </EmptyState>
        ) : (
          <LoadError error={plan.error} onRetry={() => void plan.refetch()} />
        )
      ) : (
        <div className="space-y-6" data-testid="shared-itinerary">
          <PlanHeader plan={plan.data} actions={<ExportMenu basePath={base} name={plan.data.name} />} />
          <PlanTabs plan={plan.data} editable={false} mapSrc={(date) => `${base}/map.svg?date=${date}`} />
        </div>
      )}
    </div>
  );
}
