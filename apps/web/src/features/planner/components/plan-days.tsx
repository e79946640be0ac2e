import { useTranslation } from 'react-i18next';
import type { PlanDay } from '@escazo/contracts/planning';
import { Card, CardBody } from '@escazo/ui/card';
import { formatDayWithWeekday } from '@web/lib/format-date.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { PlanItemRow } from './plan-item-row.tsx';

/** A day's spending: every item's cost added up (all in the plan's currency). */
function dayTotal(day: PlanDay) {
  const currency = day.items[0]?.cost.currency ?? 'USD';
  return { amount: day.items.reduce((sum, item) => sum + item.cost.amount, 0), currency };
}

/** The plan day by day: each day's items in time order with their costs. */
export function PlanDays({ days, headingLevel = 3 }: { days: PlanDay[]; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('planner');
  const format = useFormatMoney();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className="space-y-4" aria-label={t('plan.daysLabel')}>
      {days.map((day, index) => (
        <li key={day.date}>
          <Card>
            <CardBody>
              <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 pb-3">
                <Heading className="text-lg font-bold text-slate-900">
                  {t('plan.dayTitle', { number: index + 1, date: formatDayWithWeekday(day.date) })}
                </Heading>
                <span className="tabular text-sm text-slate-700">
                  {t('plan.dayTotal', { total: format(dayTotal(day)) })}
                </span>
              </div>
              {day.summary ? (
                <p className="pt-3 text-sm text-slate-800" data-testid="day-summary">
                  {day.summary}
                </p>
              ) : null}
              {day.items.length === 0 ? (
                <p className="pt-3 text-sm text-slate-700">{t('plan.freeDay')}</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {day.items.map((item) => (
                    <PlanItemRow key={item.id} item={item} dayDate={day.date} />
                  ))}
                </ul>
              )}
            </CardBody>
          </Card>
        </li>
      ))}
    </ol>
  );
}
