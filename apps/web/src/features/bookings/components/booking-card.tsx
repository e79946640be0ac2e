import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CarFront } from 'lucide-react';
import type { BookingListItem } from '@escazo/contracts/bookings';
import { Day } from '@web/components/dates/day.tsx';
import { paths } from '@web/config/paths.ts';
import { formatMoment } from '@web/lib/format-date.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { BookingCardActions } from './booking-card-actions.tsx';
import { BookingCardDetails, bookingPlace } from './booking-card-details.tsx';
import { BookingStatusBadge } from './booking-card-status.tsx';

/** One booking in the list: type, title, place, dates, code, the product's details, travellers, price, status and its next action. */
export function BookingCard({ booking }: { booking: BookingListItem }) {
  const { t } = useTranslation('my-bookings');
  const format = useFormatMoney();
  const headingId = `booking-${booking.id}`;
  // A ride is one trip on one day, followed on its ride page (its confirmation code is the ride id).
  const isRide = booking.type === 'ride';
  const href = isRide ? paths.ride(booking.confirmationCode) : paths.booking(booking.id);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="booking-card"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {isRide ? <CarFront className="size-4 text-primary-700" aria-hidden="true" /> : null}
            {t(`type.${booking.type}`)}
          </p>
          <h2 id={headingId} className="mt-1 text-lg font-bold text-slate-900">
            <Link to={href} className="hover:underline">
              {booking.title}
            </Link>
          </h2>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t(`place.${booking.type}`)}</dt>
          <dd className="font-medium text-slate-900">{bookingPlace(booking)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t(`dates.${booking.type}.start`)}</dt>
          <dd className="font-medium text-slate-900">
            <Day value={booking.startDate} />
          </dd>
        </div>
        {isRide ? null : (
          <div>
            <dt className="text-slate-600">{t(`dates.${booking.type}.end`)}</dt>
            <dd className="font-medium text-slate-900">
              <Day value={booking.endDate} />
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">{t('confirmationCode')}</dt>
          <dd className="font-mono font-medium text-slate-900">{booking.confirmationCode}</dd>
        </div>
      </dl>
      <BookingCardDetails booking={booking} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-700">
          {t('total')}: <span className="text-base font-bold text-slate-900">{format(booking.total)}</span>
          {booking.status === 'pending' && booking.holdExpiresAt ? (
            <span className="ml-2 text-slate-700">{t('holdUntil', { date: formatMoment(booking.holdExpiresAt) })}</span>
          ) : null}
        </p>
        <BookingCardActions booking={booking} />
      </div>
    </article>
  );
}
