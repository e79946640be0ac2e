import { useTranslation } from 'react-i18next';
import { BedDouble, Car, Footprints, Landmark, Plane, TrainFront, UtensilsCrossed } from 'lucide-react';
import type { PlanItem } from '@escazo/contracts/planning';
import { formatDay } from '@web/lib/format-date.ts';
import { dayShiftLabel, flightTimes, listedDate } from '@web/lib/plan-flight-times.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

function ItemIcon({ item }: { item: PlanItem }) {
  const className = 'size-4 shrink-0';
  if (item.type === 'dining') return <UtensilsCrossed aria-hidden="true" className={className} />;
  if (item.type === 'accommodation') return <BedDouble aria-hidden="true" className={className} />;
  if (item.type === 'flight') return <Plane aria-hidden="true" className={className} />;
  if (item.type === 'transport') {
    if (item.mode === 'walk') return <Footprints aria-hidden="true" className={className} />;
    if (item.mode === 'ride') return <Car aria-hidden="true" className={className} />;
    return <TrainFront aria-hidden="true" className={className} />;
  }
  return <Landmark aria-hidden="true" className={className} />;
}

/**
 * One line of a day: times, what it is, and what it costs the group. A flight shows each time at
 * its own airport, the arrival marked '+1' on a later local date, and its departure date when it
 * leaves before the day (an overnight outbound).
 */
export function PlanItemRow({ item, dayDate }: { item: PlanItem; dayDate: string }) {
  const { t } = useTranslation('planner');
  const format = useFormatMoney();
  const transfer = item.type === 'transport';
  const title =
    transfer && item.mode && item.distanceKm !== undefined
      ? t(`plan.transfer.${item.mode}`, { km: item.distanceKm.toFixed(1) })
      : item.title;
  const flight = flightTimes(item);
  const leaves = listedDate(item, dayDate);
  return (
    <li
      className={
        transfer ? 'flex items-center gap-3 py-1.5 pl-4 text-sm text-slate-600' : 'flex items-start gap-3 py-2.5'
      }
    >
      <span className="tabular w-24 shrink-0 text-sm font-semibold text-slate-800">
        {flight ? (
          <span data-testid="flight-times">
            {leaves !== dayDate ? <span className="block font-normal text-slate-700">{formatDay(leaves)}</span> : null}
            {flight.depart} {flight.from} – {flight.arrive} {flight.to}
            {flight.dayShift ? ` ${dayShiftLabel(flight.dayShift)}` : ''}
          </span>
        ) : (
          t('plan.timeRange', { start: item.start, end: item.end })
        )}
      </span>
      <span className={transfer ? 'text-slate-500' : 'mt-0.5 text-primary-700'}>
        <ItemIcon item={item} />
      </span>
      <span className="min-w-0 flex-1">
        <span className={transfer ? '' : 'font-medium text-slate-900'}>{title}</span>
        {item.shortened ? <span className="ml-2 text-xs text-slate-600">{t('plan.shortened')}</span> : null}
        {item.note ? (
          <span className="block text-xs font-normal text-slate-700" data-testid="item-note">
            {item.note}
          </span>
        ) : null}
        {item.type !== 'transport' ? (
          <span className="sr-only">{t('plan.itemTypeLabel', { type: t(`plan.itemType.${item.type}`) })}</span>
        ) : null}
      </span>
      <span className="tabular shrink-0 text-sm font-semibold text-slate-900">
        {item.cost.amount === 0 ? (transfer ? '' : t('plan.free')) : format(item.cost)}
      </span>
    </li>
  );
}
