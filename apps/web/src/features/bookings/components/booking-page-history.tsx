import { useTranslation } from 'react-i18next';
import type { BookingDetail } from '@escazo/contracts/bookings';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { formatMoment } from '@web/lib/format-date.ts';

/** The booking's events, oldest first, each with its date. */
export function BookingPageHistory({ events }: { events: BookingDetail['events'] }) {
  const { t } = useTranslation('my-bookings');
  const format = useFormatMoney();
  const ordered = [...events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <section aria-labelledby="booking-history" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="booking-history" className="text-lg font-bold text-slate-900">
        {t('detail.history')}
      </h2>
      <ol className="mt-4 space-y-3 border-l-2 border-slate-200 pl-4 text-sm" data-testid="booking-history">
        {ordered.map((e, i) => (
          <li key={`${e.kind}-${i}`}>
            <p className="font-semibold text-slate-900">
              {t(`event.${e.kind}`, { defaultValue: e.kind })}
              {e.amount ? <span className="font-normal text-slate-700"> · {format(e.amount)}</span> : null}
            </p>
            <p className="text-slate-600">
              <time dateTime={e.at}>{formatMoment(e.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
