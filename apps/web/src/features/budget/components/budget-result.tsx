import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaneTakeoff, RotateCcw, SlidersHorizontal, WalletCards } from 'lucide-react';
import type { BudgetPlan } from '@escazo/contracts/budget';
import { Button } from '@escazo/ui/button';
import { EmptyState } from '@escazo/ui/empty-state';
import { cheapestTripsText } from '../utils/cheapest-trips.ts';
import { formatPlanMoney } from '../utils/plan-money.ts';
import { DestinationDetail } from './destination-detail.tsx';
import { DestinationList } from './destination-list.tsx';
import { MustVisitVerdict } from './must-visit-verdict.tsx';
import { ResultActions } from './result-actions.tsx';

type Props = {
  plan: BudgetPlan;
  signedIn: boolean;
  onChangeParameters: () => void;
  onNewPlan: () => void;
};

/** The result view: the destinations that fit (the first one picked), its detail, and what to do next. */
export function BudgetResult({ plan, signedIn, onChangeParameters, onNewPlan }: Props) {
  const { t } = useTranslation('budget');
  const [selectedId, setSelectedId] = useState(plan.destinations[0]?.id ?? '');
  const selected = plan.destinations.find((d) => d.id === selectedId) ?? plan.destinations[0];
  const budget = formatPlanMoney(plan.request.totalBudget);
  const currency = plan.request.totalBudget.currency;
  const amountsNote = (
    <p className="text-sm text-slate-600" data-testid="amounts-note">
      {currency === 'USD' ? t('result.amountsInUsd') : t('result.amountsIn', { currency })}
    </p>
  );
  const verdict = plan.mustVisit && !plan.mustVisit.fits ? <MustVisitVerdict destination={plan.mustVisit} /> : null;
  const actions = (
    <>
      <Button variant="outline" onClick={onChangeParameters}>
        <SlidersHorizontal aria-hidden="true" />
        {t('result.changeParameters')}
      </Button>
      <Button variant="ghost" onClick={onNewPlan}>
        <RotateCcw aria-hidden="true" />
        {t('result.newPlan')}
      </Button>
    </>
  );

  if (!selected) {
    // Nothing priced at all means no flight left the starting place on those dates.
    const nothingPriced = plan.evaluated === 0;
    return (
      <div className="space-y-6" data-testid="budget-result">
        {amountsNote}
        {verdict}
        <EmptyState
          Icon={nothingPriced ? PlaneTakeoff : WalletCards}
          title={nothingPriced ? t('result.noFlightsTitle') : t('result.emptyTitle')}
          body={
            nothingPriced
              ? t('result.noFlightsBody', { from: plan.request.startingLocation })
              : plan.cheapest.length > 0
                ? t('result.nothingFits', {
                    budget,
                    travelers: t('result.travelers', { count: plan.request.travelers }),
                    trips: cheapestTripsText(plan),
                  })
                : t('result.emptyBody', { count: plan.evaluated, budget })
          }
        >
          {actions}
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="space-y-6" data-testid="budget-result">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">{t('result.heading')}</h2>
          <p className="mt-1 text-slate-700">
            {t('result.summary', {
              count: plan.destinations.length,
              budget,
              travelers: t('result.travelers', { count: plan.request.travelers }),
              evaluated: plan.evaluated,
            })}
          </p>
          {amountsNote}
        </div>
        <div className="flex flex-wrap gap-3">{actions}</div>
      </div>
      {verdict}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <DestinationList destinations={plan.destinations} selectedId={selected.id} onSelect={setSelectedId} />
        <div className="space-y-4">
          <DestinationDetail key={selected.id} destination={selected} />
          <ResultActions plan={plan} destination={selected} signedIn={signedIn} />
        </div>
      </div>
    </div>
  );
}
