import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { useSamplePlan } from '../../api/destinations.ts';
import { PlanDays } from '../plan-days.tsx';

/** The engine's 3-day sample for this destination (moderate pace, no budget). */
export function GuideSamplePlan({ destinationId }: { destinationId: string }) {
  const { t } = useTranslation('planner');
  const format = useFormatMoney();
  const sample = useSamplePlan(destinationId);
  return (
    <section aria-labelledby="guide-sample-heading">
      <h2 id="guide-sample-heading" className="text-2xl font-bold text-slate-900">
        {t('guide.sample')}
      </h2>
      <p className="mt-2 text-slate-700">
        {sample.data
          ? t('guide.sampleLead', { total: format(sample.data.total, { whole: true }) })
          : t('guide.sampleLeadLoading')}
      </p>
      <div className="mt-6">
        {sample.isPending ? <LoadingRows rows={4} /> : null}
        {sample.isError ? <LoadError error={sample.error} onRetry={() => void sample.refetch()} /> : null}
        {sample.data ? <PlanDays days={sample.data.days} /> : null}
      </div>
    </section>
  );
}
