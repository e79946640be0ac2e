import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@escazo/ui/badge';
import type { Plan } from '@escazo/contracts/planning';
import { DayRange } from '@web/components/dates/day.tsx';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { countPlan } from '../utils/day-summary.ts';
import { suggestionText } from '../utils/violation-text.ts';
import { ViolationList } from './violation-list.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Overview: where, when, who, how, what it costs against the budget, whether it all fits, notes and counts. */
export function OverviewTab({ plan }: { plan: Plan }) {
  const { t } = useTranslation('itinerary');
  const format = useFormatMoney();
  const counts = countPlan(plan);
  const left = plan.budget ? plan.budget.amount - plan.total.amount : null;
  return (
    <div className="space-y-6" data-testid="overview">
      <dl className="grid gap-x-6 gap-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('overview.destination')}>
          {plan.destination.name}, {plan.destination.country}
        </Fact>
        <Fact label={t('overview.dates')}>
          <DayRange start={plan.startDate} end={plan.endDate} />
        </Fact>
        <Fact label={t('overview.travelersLabel')}>{t('overview.travelers', { count: plan.travelers })}</Fact>
        <Fact label={t('overview.pace')}>{t(`pace.${plan.pace}`)}</Fact>
        <Fact label={t('overview.interests')}>
          {plan.interests.length
            ? plan.interests.map((interest) => t(`interest.${interest}`)).join(', ')
            : t('overview.noInterests')}
        </Fact>
        <Fact label={t('overview.total')}>
          <span className="text-lg font-bold tabular-nums" data-testid="plan-total">
            {format(plan.total)}
          </span>
        </Fact>
        <Fact label={t('overview.budget')}>
          {plan.budget ? (
            <>
              <span className="tabular-nums">{format(plan.budget)}</span>
              {left !== null ? (
                <span className={left < 0 ? 'block text-sm text-danger-600' : 'block text-sm text-slate-700'}>
                  {left < 0
                    ? t('overview.overBudget', { amount: format({ amount: -left, currency: plan.total.currency }) })
                    : t('overview.underBudget', { amount: format({ amount: left, currency: plan.total.currency }) })}
                </span>
              ) : null}
            </>
          ) : (
            t('overview.noBudget')
          )}
        </Fact>
        <Fact label={t('overview.feasibility')}>
          <Badge tone={plan.feasible ? 'success' : 'warning'} data-testid="feasibility">
            {plan.feasible ? t('overview.feasible') : t('overview.notFeasible')}
          </Badge>
        </Fact>
        <Fact label={t('overview.counts')}>
          {[
            t('overview.days', { count: counts.days }),
            t('overview.visits', { count: counts.visits }),
            t('overview.meals', { count: counts.meals }),
            t('overview.transfers', { count: counts.transfers }),
          ].join(' · ')}
        </Fact>
      </dl>
      <section aria-labelledby="overview-violations" className="space-y-3">
        <h2 id="overview-violations" className="text-lg font-bold text-slate-900">
          {t('overview.violations')}
        </h2>
        {plan.violations.length ? (
          <ViolationList violations={plan.violations} plan={plan} label={t('overview.violations')} showDay />
        ) : (
          <p className="text-slate-700">{t('overview.noViolations')}</p>
        )}
        {plan.suggestion ? (
          <p className="rounded-xl bg-primary-50 p-3 text-sm text-slate-900">
            <span className="font-semibold">{t('overview.suggestion')}:</span>{' '}
            {suggestionText(plan.suggestion, format, t)}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="overview-notes">
        <h2 id="overview-notes" className="text-lg font-bold text-slate-900">
          {t('overview.notes')}
        </h2>
        <p className="mt-2 whitespace-pre-line break-words text-slate-800">{plan.notes || t('overview.noNotes')}</p>
      </section>
    </div>
  );
}
