import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import type { Plan } from '@escazo/contracts/planning';
import { formatDayWithWeekday } from '@web/lib/format-date.ts';
import { DayChooser } from './day-chooser.tsx';

type Props = {
  plan: Plan;
  date: string;
  onDateChange: (date: string) => void;
  /** Where the day's SVG map is served (the owner's or the share link's). */
  mapSrc: (date: string) => string;
};

/**
 * Map View: the server's map of one day (numbered stops, the route, the lodging) beside the stops
 * as text. The picture's alt is short (the list beside it says the rest); when the map fails to
 * load a note says so, with a retry.
 */
export function MapTab({ plan, date, onDateChange, mapSrc }: Props) {
  const { t } = useTranslation('itinerary');
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const index = plan.days.findIndex((d) => d.date === date);
  const day = plan.days[index];
  if (!day) return null;
  const stops = day.items.filter((item) => item.type === 'attraction' || item.type === 'dining');
  const lodging = day.items.find((item) => item.type === 'accommodation');
  const dayName = t('days.dayWithDate', { number: index + 1, date: formatDayWithWeekday(date) });
  const alt = stops.length ? t('map.alt', { day: dayName, count: stops.length }) : t('map.altEmpty', { day: dayName });
  const mapKey = `${plan.id}-${plan.version}-${date}-${attempt}`;
  // A retry asks again past the browser's cache of the failed answer.
  const base = mapSrc(date);
  const src = attempt ? `${base}${base.includes('?') ? '&' : '?'}retry=${attempt}` : base;
  const retry = () => {
    setFailed(null);
    setAttempt((n) => n + 1);
  };
  return (
    <div className="space-y-4">
      <DayChooser dates={plan.days.map((d) => d.date)} value={date} onChange={onDateChange} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {failed === mapKey ? (
          <div
            role="alert"
            data-testid="map-error"
            className="grid place-content-center gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-800"
          >
            <p>{t('map.failed')}</p>
            <Button variant="outline" size="sm" className="justify-self-center" onClick={retry}>
              {t('map.retry')}
            </Button>
          </div>
        ) : (
          <img
            key={mapKey}
            src={src}
            alt={alt}
            data-testid="day-map"
            width={800}
            height={560}
            onError={() => setFailed(mapKey)}
            className="h-auto w-full rounded-2xl border border-slate-200 bg-slate-50"
          />
        )}
        <section aria-labelledby="map-stops" className="rounded-2xl border border-slate-200 bg-white p-4">
          <h2 id="map-stops" className="font-bold text-slate-900">
            {t('map.stops')}
          </h2>
          {stops.length ? (
            <ol className="mt-3 space-y-2 text-sm" data-testid="map-stops">
              {stops.map((stop, i) => (
                <li key={stop.id} className="flex gap-2">
                  <span
                    className="grid size-6 shrink-0 place-content-center rounded-full bg-primary-700 text-xs font-bold text-white"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span>
                    <span className="sr-only">{i + 1}. </span>
                    {stop.title} <span className="tabular-nums text-slate-600">{stop.start}</span>
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-3 text-sm text-slate-700">{t('map.noStops')}</p>
          )}
          {lodging ? (
            <p className="mt-3 text-sm text-slate-700">
              {lodging.title} {t('map.lodging')}
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
