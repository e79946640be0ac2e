import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@escazo/contracts/planning';
import { formatDay } from '@web/lib/format-date.ts';
import { PlanDays } from './plan-days.tsx';
import { PlanSavePrompt } from './plan-save-prompt.tsx';
import { PlanSummary } from './plan-summary.tsx';

type Props = {
  plan: Plan;
  onUseBudget?: ((dollars: number) => void) | undefined;
  busy?: boolean;
};

/** A generated plan on the page: what it is, total against budget, how to keep it, and the days. */
export function PlanResult({ plan, onUseBudget, busy }: Props) {
  const { t } = useTranslation('planner');
  const heading = useRef<HTMLHeadingElement>(null);
  // A new plan takes the reader to it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [plan.id, plan.version]);
  return (
    <section aria-labelledby="plan-result-heading" className="scroll-mt-24 space-y-6" data-testid="plan-result">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            id="plan-result-heading"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            {plan.name}
          </h2>
          <p className="mt-1 text-slate-700">
            {t('plan.meta', {
              destination: t('plan.place', { name: plan.destination.name, country: plan.destination.country }),
              start: formatDay(plan.startDate),
              end: formatDay(plan.endDate),
              count: plan.travelers,
            })}
          </p>
        </div>
        <PlanSavePrompt plan={plan} />
      </div>
      <PlanSummary plan={plan} onUseBudget={onUseBudget} busy={busy} />
      <PlanDays days={plan.days} />
    </section>
  );
}
