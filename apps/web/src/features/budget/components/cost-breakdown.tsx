import { useTranslation } from 'react-i18next';
import type { BudgetSplit } from '@escazo/contracts/budget';
import { breakdownRows, splitTotal, type BreakdownCategory } from '../utils/breakdown.ts';
import { formatPlanMoney } from '../utils/plan-money.ts';

const barColour: Record<BreakdownCategory, string> = {
  accommodation: 'bg-primary-700',
  transportation: 'bg-primary-400',
  food: 'bg-accent-500',
  activities: 'bg-amber-400',
  other: 'bg-slate-400',
};

/** The destination's cost split: each category's amount and its share of the total, as figures and bars. */
export function CostBreakdown({ split }: { split: BudgetSplit }) {
  const { t } = useTranslation('budget');
  const rows = breakdownRows(split);
  return (
    <section aria-labelledby="budget-breakdown-heading" data-testid="cost-breakdown">
      <h4 id="budget-breakdown-heading" className="text-base font-semibold text-slate-900">
        {t('result.breakdown')}
      </h4>
      <div aria-hidden="true" className="mt-3 flex h-3 overflow-hidden rounded-full bg-slate-100">
        {rows.map((row) =>
          row.percent > 0 ? (
            <span key={row.category} className={barColour[row.category]} style={{ width: `${row.percent}%` }} />
          ) : null,
        )}
      </div>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.category} className="flex items-center gap-3 py-2 text-sm">
            <dt className="flex flex-1 items-center gap-3 text-slate-700">
              <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${barColour[row.category]}`} />
              {t(`result.categories.${row.category}`)}
            </dt>
            <dd className="w-12 text-right text-slate-600 tabular-nums">
              {t('result.share', { percent: row.percent })}
            </dd>
            <dd
              className="w-24 text-right font-semibold text-slate-900 tabular-nums"
              data-testid={`breakdown-${row.category}`}
            >
              {formatPlanMoney(row.amount)}
            </dd>
          </div>
        ))}
        <div className="flex items-center gap-3 py-2 text-sm">
          <dt className="flex-1 font-semibold text-slate-900">{t('result.breakdownTotal')}</dt>
          <dd className="w-24 text-right font-bold text-slate-900 tabular-nums" data-testid="breakdown-total">
            {formatPlanMoney(splitTotal(split))}
          </dd>
        </div>
      </dl>
    </section>
  );
}
