import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import type { BudgetDestination } from '@escazo/contracts/budget';
import { useFormatMoney } from '../../../lib/use-format-money.ts';

/** The must-visit destination that does not fit: its estimated total and how much more the trip needs. */
export function MustVisitVerdict({ destination }: { destination: BudgetDestination }) {
  const { t } = useTranslation('budget');
  const format = useFormatMoney();
  return (
    <section aria-labelledby="must-visit-heading" data-testid="must-visit-verdict" className="flex gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning-600" />
      <div className="space-y-1">
        <h3 id="must-visit-heading" className="font-semibold text-slate-900">{t('result.mustVisitTitle', { name: destination.name })}</h3>
        <p className="text-sm text-slate-800">{t('result.mustVisitTotal', { count: destination.recommendedStayLength, total: format(destination.estimatedTotalCost, { whole: true }) })}</p>
        {destination.shortfall ? <p className="font-semibold text-slate-900">{t('result.shortfall', { amount: format(destination.shortfall, { whole: true }) })}</p> : null}
      </div>
    </section>
  );
}
