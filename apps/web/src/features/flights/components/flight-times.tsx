import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import type { Itinerary } from '@escazo/contracts/search-flights';
import { dayOffset, localTime, splitMinutes } from '../utils/format-flight.ts';

/** Departure → arrival in local times with the '+1' day marker, duration and stops. */
export function FlightTimes({ itinerary }: { itinerary: Itinerary }) {
  const { t } = useTranslation('flights');
  const first = itinerary.legs[0]!;
  const last = itinerary.legs[itinerary.legs.length - 1]!;
  const days = dayOffset(first.departure.local, last.arrival.local);
  const via = itinerary.layovers.map((l) => l.airport).join(', ');
  return (
    <div className="grid grid-cols-[auto_1fr_auto] items-center gap-3">
      <div>
        <p className="text-xl font-bold text-slate-900 tabular-nums">{localTime(first.departure.local)}</p>
        <p className="text-sm text-slate-700" title={first.from.name}>
          {first.from.code}
        </p>
      </div>
      <div className="flex min-w-0 flex-col items-center text-center text-xs text-slate-700">
        <span>{t('card.duration', splitMinutes(itinerary.durationMinutes))}</span>
        <span aria-hidden="true" className="flex w-full items-center gap-1 text-slate-400">
          <span className="h-px flex-1 bg-slate-300" />
          <ArrowRight className="size-3" />
        </span>
        <span data-testid="stops" className={itinerary.stops === 0 ? 'font-semibold text-success-600' : undefined}>
          {itinerary.stops === 0 ? t('card.nonstop') : t('card.stops', { count: itinerary.stops, via })}
        </span>
      </div>
      <div className="text-right">
        <p className="text-xl font-bold text-slate-900 tabular-nums">
          {localTime(last.arrival.local)}
          {days > 0 ? (
            <sup className="ml-0.5 text-xs font-semibold text-accent-700" title={t('card.nextDay', { count: days })}>
              {t('card.dayMarker', { count: days })}
              <span className="sr-only"> {t('card.nextDay', { count: days })}</span>
            </sup>
          ) : null}
        </p>
        <p className="text-sm text-slate-700" title={last.to.name}>
          {last.to.code}
        </p>
      </div>
    </div>
  );
}
