import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan, PlanItem } from '@escazo/contracts/planning';
import { formatDayWithWeekday } from '@web/lib/format-date.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { summarizeDay } from '../utils/day-summary.ts';
import { dateGroups } from '@web/lib/plan-flight-times.ts';
import { DAY_HEADING_ID } from '../utils/dom-ids.ts';
import { PlanItemRow } from './plan-item-row.tsx';
import { ViolationList } from './violation-list.tsx';

type Props = {
  plan: Plan;
  date: string;
  /** The owner's controls for one item (none on a shared copy). */
  renderActions?: (item: PlanItem, index: number) => ReactNode;
  /** The owner's tools for the day (Add Activity). */
  toolbar?: ReactNode;
};

/** One day of the itinerary: its heading and summary, the rules it breaks, then its items in order. */
export function DayView({ plan, date, renderActions, toolbar }: Props) {
  const { t } = useTranslation('itinerary');
  const format = useFormatMoney();
  const index = plan.days.findIndex((d) => d.date === date);
  const day = plan.days[index];
  if (!day) return null;
  const summary = summarizeDay(day, plan.violations, plan.total.currency);
  return (
    <section aria-labelledby={DAY_HEADING_ID} data-testid="day-view" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id={DAY_HEADING_ID}
            tabIndex={-1}
            className="outline-none focus-visible:ring-2 focus-visible:ring-primary-600 text-xl font-bold text-slate-900"
          >
            {t('days.dayWithDate', { number: index + 1, date: formatDayWithWeekday(day.date) })}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t('days.summary', {
              visits: t('overview.visits', { count: summary.visits }),
              meals: t('overview.meals', { count: summary.meals }),
              cost: format(summary.cost),
            })}
          </p>
          {day.summary ? (
            <p className="mt-1 max-w-prose text-sm text-slate-800" data-testid="day-summary">
              {day.summary}
            </p>
          ) : null}
        </div>
        {toolbar}
      </div>
      <ViolationList violations={summary.violations} plan={plan} label={t('days.violations')} />
      {day.items.length ? (
        dateGroups(day).map((group) =>
          group.date === day.date ? (
            <ol
              key={group.date}
              className="space-y-2"
              aria-label={t('days.dayWithDate', { number: index + 1, date: formatDayWithWeekday(day.date) })}
            >
              {group.entries.map(({ item, index: i }) => (
                <PlanItemRow key={item.id} item={item} actions={renderActions?.(item, i)} />
              ))}
            </ol>
          ) : (
            // A flight that leaves on another date (the evening before the first day) is listed on it.
            <div key={group.date} data-testid="departs-on" className="space-y-2">
              <h3 className="text-sm font-semibold text-slate-700">
                {t('days.departsOn', { date: formatDayWithWeekday(group.date) })}
              </h3>
              <ol className="space-y-2" aria-label={t('days.departsOn', { date: formatDayWithWeekday(group.date) })}>
                {group.entries.map(({ item, index: i }) => (
                  <PlanItemRow key={item.id} item={item} actions={renderActions?.(item, i)} />
                ))}
              </ol>
            </div>
          ),
        )
      ) : (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t('days.empty')}</p>
      )}
    </section>
  );
}
