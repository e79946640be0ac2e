import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@escazo/contracts/planning';
import { DayRange } from '@web/components/dates/day.tsx';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { paths } from '@web/config/paths.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { useAllBookings } from '../api/bookings.ts';
import { bookingsForTrip } from '../utils/trip-bookings.ts';
import { PlannedBookables } from './planned-bookables.tsx';

/** Bookings: what the user has booked in the trip's city on its dates, and what the plan still has to book. */
export function BookingsTab({ plan }: { plan: Plan }) {
  const { t } = useTranslation('itinerary');
  const format = useFormatMoney();
  const bookings = useAllBookings();
  const city = plan.destination.name;
  const tripBookings = bookings.data ? bookingsForTrip(bookings.data.bookings, plan) : [];
  return (
    <div className="space-y-8">
      <section aria-labelledby="trip-booked" className="space-y-3">
        <div>
          <h2 id="trip-booked" className="text-lg font-bold text-slate-900">
            {t('bookings.booked')}
          </h2>
          <p className="text-sm text-slate-700">{t('bookings.bookedLead', { city })}</p>
        </div>
        {bookings.isPending ? (
          <LoadingRows rows={2} />
        ) : bookings.isError ? (
          <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />
        ) : tripBookings.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t('bookings.none', { city })}</p>
        ) : (
          <ul className="space-y-2" data-testid="trip-bookings">
            {tripBookings.map((b) => (
              <li
                key={b.id}
                className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm"
              >
                <span>
                  <span className="font-semibold text-slate-700">{t(`type.${b.type}`, { ns: 'trips' })}</span>{' '}
                  <Link to={paths.booking(b.id)} className="text-slate-900 hover:underline">
                    {b.title}
                  </Link>
                  <span className="ml-2 text-slate-600">{b.confirmationCode}</span>
                </span>
                <span className="text-slate-700">
                  <DayRange start={b.startDate} end={b.endDate} /> ·{' '}
                  <span className="tabular-nums">{format(b.total)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <PlannedBookables
        plan={plan}
        tripBookings={bookings.data ? tripBookings : null}
        bookingsFailed={bookings.isError}
      />
    </div>
  );
}
