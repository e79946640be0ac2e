import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookingListItem } from '@escazo/contracts/bookings';
import type { Plan, PlanItem } from '@escazo/contracts/planning';
import { Button } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { formatDay } from '@web/lib/format-date.ts';
import { toast } from '@web/lib/toast.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { useBookPlanItem } from '../api/book-item.ts';
import { listedDate } from '@web/lib/plan-flight-times.ts';
import { isCovered } from '../utils/trip-bookings.ts';
import { ItemIcon } from './item-icon.tsx';

type Bookable = { item: PlanItem & { bookable: NonNullable<PlanItem['bookable']> }; date: string };

/** The plan's hotel, stay and flights that can be booked; each item once, on the first day it shows. */
function bookablesOf(plan: Plan): Bookable[] {
  const seen = new Set<string>();
  const found: Bookable[] = [];
  for (const day of plan.days) {
    for (const item of day.items) {
      if (!item.bookable || seen.has(item.id)) continue;
      seen.add(item.id);
      // A flight is booked for the date it leaves (an overnight outbound leaves the day before the trip).
      found.push({ item: { ...item, bookable: item.bookable }, date: listedDate(item, day.date) });
    }
  }
  return found;
}

type Props = {
  plan: Plan;
  /** The user's bookings in the trip's city on its dates; null while they load or when they failed. */
  tripBookings: readonly Pick<BookingListItem, 'type'>[] | null;
  bookingsFailed: boolean;
};

/**
 * 'Book' on a planned hotel, stay or flight: an offer at today's price, then the usual checkout.
 * When the trip's bookings already hold that kind of thing a note says so (it may be another
 * hotel than the planned one, so Book stays); when they could not be loaded, a note says that
 * and booking is still possible.
 */
export function PlannedBookables({ plan, tripBookings, bookingsFailed }: Props) {
  const { t } = useTranslation('itinerary');
  const format = useFormatMoney();
  const navigate = useNavigate();
  const book = useBookPlanItem(plan.id);
  const bookables = bookablesOf(plan);
  const onBook = (itemId: string) =>
    book.mutate(itemId, {
      onSuccess: ({ offerId }) => void navigate(paths.checkout(offerId)),
      onError: (err) =>
        toast.error(t('bookings.failed'), { description: err instanceof ApiError ? err.message : undefined }),
    });
  return (
    <section aria-labelledby="trip-to-book" className="space-y-3">
      <div>
        <h2 id="trip-to-book" className="text-lg font-bold text-slate-900">
          {t('bookings.toBook')}
        </h2>
        <p className="text-sm text-slate-700">{t('bookings.toBookLead')}</p>
      </div>
      {bookables.length && bookingsFailed ? (
        <p role="status" className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
          {t('bookings.checkFailed')}
        </p>
      ) : null}
      {bookables.length ? (
        <ul className="space-y-2" data-testid="plan-bookables">
          {bookables.map(({ item, date }) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3"
            >
              <ItemIcon item={item} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-slate-700">
                  {t(`bookings.kind.${item.bookable}`)} · {formatDay(date)}
                </p>
                <p className="font-semibold text-slate-900">{item.title}</p>
              </div>
              <p className="text-sm font-semibold tabular-nums text-slate-900">{format(item.cost)}</p>
              <Button
                size="sm"
                aria-label={t('bookings.bookLabel', { title: item.title })}
                disabled={book.isPending}
                onClick={() => onBook(item.id)}
              >
                {book.isPending && book.variables === item.id ? t('bookings.booking') : t('bookings.book')}
              </Button>
              {tripBookings && isCovered(item.bookable, tripBookings) ? (
                <p className="basis-full text-sm text-slate-700" data-testid="already-booked">
                  {t(`bookings.covered.${item.bookable}`, { city: plan.destination.name })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t('bookings.nothingToBook')}</p>
      )}
    </section>
  );
}
