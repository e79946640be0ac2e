import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import type { BudgetDestination } from '@escazo/contracts/budget';
import { formatPlanMoney } from '../utils/plan-money.ts';

/**
 * The must-visit destination that does not fit: its estimated total and how much more the trip
 * needs, or, when it could not be priced at all (no flights, no free lodging), why.
 */
export function MustVisitVerdict({ destination }: { destination: BudgetDestination }) {
  const { t } = useTranslation('budget');
  const reason = destination.unpricedReason;
  return (
    <section
      aria-labelledby="must-visit-heading"
      data-testid="must-visit-verdict"
      className="flex gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning-600" />
      <div className="space-y-1">
        <h3 id="must-visit-heading" className="font-semibold text-slate-900">
          {reason
            ? t('result.mustVisitUnpricedTitle', { name: destination.name })
            : t('result.mustVisitTitle', { name: destination.name })}
        </h3>
        {reason ? (
          <p className="text-sm text-slate-800">{reason}</p>
        ) : (
          <>
            <p className="text-sm text-slate-800">
              {t('result.mustVisitTotal', {
                count: destination.recommendedStayLength,
                total: formatPlanMoney(destination.estimatedTotalCost),
              })}
            </p>
            {destination.shortfall ? (
              <p className="font-semibold text-slate-900">
                {t('result.shortfall', { amount: formatPlanMoney(destination.shortfall) })}
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
