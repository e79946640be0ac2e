import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@escazo/contracts/bookings';
import { DayRange } from '@web/components/dates/day.tsx';
import { paths } from '@web/config/paths.ts';
import { TripStatusBadge } from './trip-status.tsx';

/** One trip: destination, dates, duration, status and its bookings, each linking to its page. */
export function TripCard({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  const headingId = `trip-${trip.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="trip-card"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {trip.destination}
        </h2>
        <TripStatusBadge status={trip.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{t('dates')}</dt>
          <dd className="font-medium text-slate-900">
            <DayRange start={trip.startDate} end={trip.endDate} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('duration')}</dt>
          <dd className="font-medium text-slate-900">{t('days', { count: trip.durationDays })}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('bookingCount')}</dt>
          <dd className="font-medium text-slate-900">{trip.bookings.length}</dd>
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('bookings')}</h3>
      <ul className="mt-2 space-y-2">
        {trip.bookings.map((b) => (
          <li
            key={b.id}
            className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm"
          >
            <span>
              <span className="font-semibold text-slate-700">{t(`type.${b.type}`)}</span>{' '}
              <Link to={paths.booking(b.id)} className="text-slate-900 hover:underline">
                {b.title}
              </Link>
            </span>
            <span className="text-slate-700">
              <DayRange start={b.startDate} end={b.endDate} />
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
