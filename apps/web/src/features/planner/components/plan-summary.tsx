import { useTranslation } from 'react-i18next';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { Plan } from '@escazo/contracts/planning';
import { Button } from '@escazo/ui/button';
import { formatMoney } from '@escazo/contracts/money-format';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

type Props = {
  plan: Plan;
  /** Plans the trip again with the suggested budget (whole dollars); absent where re-planning is not offered. */
  onUseBudget?: ((dollars: number) => void) | undefined;
  busy?: boolean;
};

/** The total against the budget, and when the plan does not hold, why and what would fix it. */
export function PlanSummary({ plan, onUseBudget, busy }: Props) {
  const { t } = useTranslation('planner');
  const format = useFormatMoney();
  const suggested = plan.suggestion?.budget;
  // The budget that covers the plan, in whole dollars (rounded up), as the budget field takes it:
  // shown in its own currency (never converted), since that is what re-planning sends.
  const coveringBudget = suggested
    ? { amount: Math.ceil(suggested.amount / 100) * 100, currency: suggested.currency }
    : null;
  const covering = coveringBudget
    ? t('plan.budgetIn', { budget: formatMoney(coveringBudget, { whole: true }), currency: coveringBudget.currency })
    : '';
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-700">{t('plan.total')}</dt>
          <dd className="tabular text-2xl font-bold text-slate-900" data-testid="plan-total">
            {format(plan.total, { whole: true })}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-700">{t('plan.budget')}</dt>
          <dd className="tabular text-2xl font-bold text-slate-900">
            {plan.budget ? format(plan.budget, { whole: true }) : t('plan.noBudget')}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-700">{t('plan.check')}</dt>
          <dd
            className={
              plan.feasible
                ? 'flex items-center gap-2 font-semibold text-success-600'
                : 'flex items-center gap-2 font-semibold text-danger-600'
            }
          >
            {plan.feasible ? (
              <CircleCheck aria-hidden="true" className="size-5" />
            ) : (
              <TriangleAlert aria-hidden="true" className="size-5" />
            )}
            {plan.feasible ? t('plan.feasible') : t('plan.notFeasible')}
          </dd>
        </div>
      </dl>
      {plan.violations.length > 0 ? (
        <div className="rounded-xl border border-warning-600/30 bg-amber-50 p-4 text-sm text-slate-900">
          <h3 className="font-semibold">{t('plan.violations')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {plan.violations.map((violation, index) => (
              <li key={`${violation.rule}-${violation.day ?? ''}-${index}`}>{violation.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {plan.suggestion ? (
        <div className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="text-sm text-slate-900" data-testid="plan-suggestion">
            {coveringBudget ? <p className="font-semibold">{t('plan.budgetCovers', { budget: covering })}</p> : null}
            <p className={coveringBudget ? 'mt-1 text-slate-700' : 'font-medium'}>{plan.suggestion.message}</p>
          </div>
          {coveringBudget && onUseBudget ? (
            <Button
              size="sm"
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              aria-disabled={busy || undefined}
              onClick={() => !busy && onUseBudget(coveringBudget.amount / 100)}
            >
              {t('plan.useBudget', { budget: covering })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
