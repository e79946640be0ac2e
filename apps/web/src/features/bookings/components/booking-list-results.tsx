import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarX } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { EmptyState } from '@escazo/ui/empty-state';
import { Skeleton } from '@escazo/ui/skeleton';
import { paths } from '@web/config/paths.ts';
import { useBookings, type BookingListFilter } from '../api/list-bookings.ts';
import { BookingCard } from './booking-card.tsx';

/** The bookings that match one status and query: cards, loading outline, error or the empty state. */
export function BookingListResults({ filter }: { filter: BookingListFilter }) {
  const { t } = useTranslation('my-bookings');
  const bookings = useBookings(filter);

  if (bookings.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-44 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-slate-900">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void bookings.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (bookings.data.bookings.length === 0) {
    return (
      <EmptyState Icon={CalendarX} title={t('empty')} body={t('emptyBody')}>
        <Button asChild>
          <Link to={paths.search}>{t('startSearch')}</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4" aria-busy={bookings.isPlaceholderData}>
      {bookings.data.bookings.map((b) => (
        <li key={b.id}>
          <BookingCard booking={b} />
        </li>
      ))}
    </ul>
  );
}
