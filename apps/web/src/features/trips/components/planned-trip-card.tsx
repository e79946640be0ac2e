import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import type { PlanSummary } from '@escazo/contracts/planning';
import { daysBetween } from '@escazo/contracts/dates';
import { DayRange } from '@web/components/dates/day.tsx';
import { paths } from '@web/config/paths.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

/** A planned trip: its name, place, dates, length and estimated total, opening its itinerary. */
export function PlannedTripCard({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation('trips');
  const format = useFormatMoney();
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="planned-trip-card"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {plan.name}
          </h2>
          <p className="text-sm text-slate-700">
            {plan.destination.name}, {plan.destination.country}
          </p>
        </div>
        <Badge tone="primary">{t('planned.badge')}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{t('dates')}</dt>
          <dd className="font-medium text-slate-900">
            <DayRange start={plan.startDate} end={plan.endDate} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('duration')}</dt>
          <dd className="font-medium text-slate-900">
            {t('days', { count: daysBetween(plan.startDate, plan.endDate) + 1 })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('planned.total')}</dt>
          <dd className="font-medium tabular-nums text-slate-900">{format(plan.total)}</dd>
        </div>
      </dl>
      <Button asChild variant="outline" size="sm" className="mt-4">
        <Link to={paths.itineraryOf(plan.id)} aria-label={t('planned.openLabel', { name: plan.name })}>
          {t('planned.open')}
        </Link>
      </Button>
    </article>
  );
}
