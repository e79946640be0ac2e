import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FareCalendarResponse } from '@escazo/contracts/search-flights';
import { Skeleton } from '@escazo/ui/skeleton';
import { cn } from '@escazo/ui/utils';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { shortDay } from '../utils/format-flight.ts';

type Props = {
  data: FareCalendarResponse | undefined;
  isPending: boolean;
  selected: string;
  roundTrip: boolean;
  onPick: (day: string) => void;
};

/** The lowest price per day around the chosen date; a day re-runs the search for it. */
export function FareCalendar({ data, isPending, selected, roundTrip, onPick }: Props) {
  const { t } = useTranslation('flights');
  const format = useFormatMoney();
  const scroller = useRef<HTMLDivElement>(null);
  const days = data?.days ?? [];
  const prices = days.flatMap((d) => (d.price ? [d.price.amount] : []));
  const lowest = prices.length > 0 ? Math.min(...prices) : null;

  useEffect(() => {
    // Centre the chosen day inside the strip only (never scroll the page).
    const box = scroller.current;
    const current = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (box && current) box.scrollLeft = current.offsetLeft - box.clientWidth / 2 + current.clientWidth / 2;
  }, [selected, days.length]);

  return (
    <section aria-labelledby="fare-calendar-title" className="space-y-2">
      <h2 id="fare-calendar-title" className="text-base font-semibold text-slate-900">
        {t(roundTrip ? 'calendar.titleRound' : 'calendar.title')}
      </h2>
      {isPending ? (
        <div className="flex gap-2 overflow-hidden" aria-hidden="true">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-24 shrink-0" />
          ))}
        </div>
      ) : (
        <div ref={scroller} className="relative flex snap-x gap-2 overflow-x-auto pb-2">
          {days.map((day) => {
            const isSelected = day.date === selected;
            const isLowest = day.price !== null && day.price.amount === lowest;
            const price = day.price ? format(day.price, { whole: true }) : t('calendar.none');
            return (
              <button
                key={day.date}
                type="button"
                aria-pressed={isSelected}
                disabled={day.price === null}
                aria-label={
                  t('calendar.dayLabel', { day: shortDay(day.date), price }) +
                  (isLowest ? ` (${t('calendar.lowest')})` : '')
                }
                onClick={() => onPick(day.date)}
                className={cn(
                  'flex w-24 shrink-0 snap-start flex-col items-center rounded-xl border px-2 py-2 text-center text-xs transition-colors disabled:opacity-60',
                  isSelected
                    ? 'border-primary-700 bg-primary-50 ring-2 ring-primary-700/30'
                    : 'border-slate-200 bg-white hover:bg-slate-50',
                )}
              >
                <span className="text-slate-700">{shortDay(day.date)}</span>
                <span className={cn('mt-1 text-sm font-semibold', isLowest ? 'text-success-600' : 'text-slate-900')}>
                  {price}
                </span>
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
