import { useTranslation } from 'react-i18next';
import { Lightbulb } from 'lucide-react';
import type { BudgetDestination } from '@escazo/contracts/budget';
import { Card, CardBody } from '@escazo/ui/card';
import { formatDay } from '@web/lib/format-date.ts';
import { formatPlanMoney } from '../utils/plan-money.ts';
import { CostBreakdown } from './cost-breakdown.tsx';
import { OptionTabs } from './option-tabs.tsx';

/** The picked destination: why it was chosen, its cost breakdown, its options and tips. */
export function DestinationDetail({ destination }: { destination: BudgetDestination }) {
  const { t } = useTranslation('budget');
  return (
    <Card data-testid="destination-detail">
      <img
        src={destination.image}
        alt=""
        width={800}
        height={300}
        className="aspect-[8/3] w-full rounded-t-[var(--radius-card)] bg-primary-100 object-cover"
      />
      <CardBody className="space-y-8">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h3 className="text-2xl font-bold text-slate-900">{destination.name}</h3>
            <p className="text-slate-700">
              {destination.country} · {t('result.stay', { count: destination.recommendedStayLength })} ·{' '}
              {t('result.stayDates', { start: formatDay(destination.startDate), end: formatDay(destination.endDate) })}
            </p>
          </div>
          <p className="text-right">
            <span className="block text-2xl font-bold text-slate-900 tabular-nums" data-testid="detail-total">
              {formatPlanMoney(destination.estimatedTotalCost)}
            </span>
            <span className="block text-xs text-slate-600">{t('result.estimatedTotal')}</span>
          </p>
        </header>
        {destination.reasonings.length > 0 ? (
          <section aria-labelledby="budget-why-heading">
            <h4 id="budget-why-heading" className="text-base font-semibold text-slate-900">
              {t('result.why')}
            </h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {destination.reasonings.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <CostBreakdown split={destination.budget} />
        <OptionTabs transportation={destination.transportation} accommodation={destination.accommodation} />
        {destination.tips.length > 0 ? (
          <section aria-labelledby="budget-tips-heading">
            <h4 id="budget-tips-heading" className="text-base font-semibold text-slate-900">
              {t('result.tips')}
            </h4>
            <ul className="mt-2 space-y-2 text-sm text-slate-800">
              {destination.tips.map((tip) => (
                <li key={tip} className="flex gap-2">
                  <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                  {tip}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardBody>
    </Card>
  );
}
