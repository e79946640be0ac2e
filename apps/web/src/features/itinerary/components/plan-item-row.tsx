import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@escazo/ui/badge';
import type { PlanItem } from '@escazo/contracts/planning';
import { formatDay } from '@web/lib/format-date.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { dayShiftLabel, flightTimes } from '@web/lib/plan-flight-times.ts';
import { ItemIcon } from './item-icon.tsx';

/** One item of a day: its time range, type, title, cost, how a transfer goes, and the owner's actions. */
export function PlanItemRow({ item, actions }: { item: PlanItem; actions?: ReactNode }) {
  const { t } = useTranslation('itinerary');
  const format = useFormatMoney();
  const isTransfer = item.type === 'transport';
  const flight = flightTimes(item);
  return (
    <li
      data-testid="plan-item"
      data-item-id={item.id}
      data-type={item.type}
      className={
        isTransfer
          ? 'flex items-center gap-3 py-2 pl-3 text-sm text-slate-700'
          : 'flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3'
      }
    >
      <ItemIcon item={item} />
      <div className="min-w-0 flex-1">
        <p className="text-sm tabular-nums text-slate-700">
          {flight ? (
            <span data-testid="flight-times" title={t('item.flightTimes')}>
              <time>{flight.depart}</time> {flight.from} – <time>{flight.arrive}</time> {flight.to}
              {flight.dayShift && flight.arriveDate ? (
                <abbr
                  className="ml-1 font-semibold no-underline"
                  title={t('item.arrivesOn', { date: formatDay(flight.arriveDate) })}
                >
                  {dayShiftLabel(flight.dayShift)}
                </abbr>
              ) : null}
            </span>
          ) : (
            <>
              <time>{item.start}</time>–<time>{item.end}</time>
            </>
          )}
          <span className="sr-only"> · </span>
          <span className="ml-2 font-semibold text-slate-700">
            {item.meal ? t(`item.meal.${item.meal}`) : t(`item.type.${item.type}`)}
          </span>
        </p>
        <p className={isTransfer ? 'text-slate-800' : 'font-semibold text-slate-900'}>{item.title}</p>
        {isTransfer && item.mode ? (
          <p className="text-xs text-slate-700">
            {t('item.transfer', { mode: t(`item.mode.${item.mode}`), distance: (item.distanceKm ?? 0).toFixed(1) })}
          </p>
        ) : null}
        {item.shortened ? (
          <Badge tone="warning" className="mt-1">
            {t('item.shortened')}
          </Badge>
        ) : null}
        {item.note ? (
          <p className="text-xs text-slate-700" data-testid="item-note">
            {item.note}
          </p>
        ) : null}
      </div>
      <p className="text-sm font-semibold tabular-nums text-slate-900">
        {item.cost.amount > 0 ? format(item.cost) : t('item.free')}
      </p>
      {actions}
    </li>
  );
}
