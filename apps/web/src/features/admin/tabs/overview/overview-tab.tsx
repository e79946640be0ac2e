import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import type { AdminTabProps } from '../tab-props.ts';
import { DailyChart } from './daily-chart.tsx';
import { OverviewFigures } from './overview-figures.tsx';
import { CHART_DAYS, useAdminOverview, useDailyStats } from './overview-api.ts';

/** Overview: the headline figures and the daily activity charts. */
export default function OverviewTab(_props: AdminTabProps) {
  const { t } = useTranslation('admin');
  const overview = useAdminOverview();
  const stats = useDailyStats();
  return (
    <section aria-labelledby="admin-overview-heading" className="space-y-6">
      <h2 id="admin-overview-heading" className="text-xl font-bold text-slate-900">
        {t('overview.title')}
      </h2>
      {overview.isPending ? (
        <LoadingRows rows={1} />
      ) : overview.isError ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <OverviewFigures overview={overview.data} />
      )}
      {stats.isPending ? (
        <LoadingRows rows={3} />
      ) : stats.isError ? (
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <DailyChart
            id="signups-bookings"
            title={t('overview.charts.activityTitle')}
            description={t('overview.charts.activityDescription', { days: CHART_DAYS })}
            days={stats.data.days}
            series={[
              { key: 'signUps', label: t('overview.charts.signUps'), colour: 'var(--color-primary-700)' },
              { key: 'bookings', label: t('overview.charts.bookings'), colour: 'var(--color-accent-600)' },
            ]}
          />
          <DailyChart
            id="failed-sign-ins"
            title={t('overview.charts.failedTitle')}
            description={t('overview.charts.failedDescription', { days: CHART_DAYS })}
            days={stats.data.days}
            series={[
              { key: 'failedSignIns', label: t('overview.charts.failedSignIns'), colour: 'var(--color-danger-600)' },
            ]}
          />
        </div>
      )}
    </section>
  );
}
