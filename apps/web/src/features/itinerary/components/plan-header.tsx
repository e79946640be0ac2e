import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@escazo/contracts/planning';
import { DayRange } from '@web/components/dates/day.tsx';

/** The trip's name, place, dates and travelers, with the page's actions beside it. */
export function PlanHeader({ plan, actions }: { plan: Plan; actions?: ReactNode }) {
  const { t } = useTranslation('itinerary');
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="min-w-0">
        <h2 className="text-2xl font-bold text-slate-900" data-testid="plan-name">
          {plan.name}
        </h2>
        <p className="mt-1 text-slate-700">
          {plan.destination.name}, {plan.destination.country} · <DayRange start={plan.startDate} end={plan.endDate} /> ·{' '}
          {t('overview.travelers', { count: plan.travelers })}
        </p>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
