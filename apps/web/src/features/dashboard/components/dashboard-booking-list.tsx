import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CarFront } from 'lucide-react';
import type { BookingListItem } from '@escazo/contracts/bookings';
import { DayRange } from '@web/components/dates/day.tsx';
import { paths } from '@web/config/paths.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { DashboardRideLines, ViewRideLink } from './dashboard-ride-lines.tsx';

/** A short list of bookings: type, title (to its page), dates, status and total; a ride also its route, driver and 'View ride'. */
export function DashboardBookingList({ bookings, testId }: { bookings: BookingListItem[]; testId: string }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatMoney();
  return (
    <ul className="space-y-3" data-testid={testId}>
      {bookings.map((b) => {
        const ride = b.details.type === 'ride' ? b.details : null;
        return (
          <li
            key={b.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <div className="min-w-0">
              <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
                {ride ? <CarFront className="size-4 text-primary-700" aria-hidden="true" /> : null}
                {t(`type.${b.type}`)}
              </p>
              <h3 className="mt-1 font-semibold text-slate-900">
                <Link to={ride ? paths.ride(ride.rideId) : paths.booking(b.id)} className="hover:underline">
                  {b.title}
                </Link>
              </h3>
              {ride ? (
                <DashboardRideLines details={ride} day={b.startDate} />
              ) : (
                <p className="mt-1 text-sm text-slate-700">
                  {b.destination} · <DayRange start={b.startDate} end={b.endDate} />
                </p>
              )}
            </div>
            <div className="text-right text-sm">
              <p className="font-semibold text-slate-900">{t(`status.${b.status}`)}</p>
              <p className="mt-1 text-slate-700">{format(b.total)}</p>
              {ride ? <ViewRideLink rideId={ride.rideId} title={b.title} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
