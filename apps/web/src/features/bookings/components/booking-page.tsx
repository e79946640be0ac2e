import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { EmptyState } from '@escazo/ui/empty-state';
import { Skeleton } from '@escazo/ui/skeleton';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { useBooking } from '../api/get-booking.ts';
import { BookingCardActions } from './booking-card-actions.tsx';
import { BookingStatusBadge } from './booking-card-status.tsx';
import { BookingPageDetails } from './booking-page-details.tsx';
import { BookingPageDocuments } from './booking-page-documents.tsx';
import { BookingPageHistory } from './booking-page-history.tsx';
import { BookingPagePayment } from './booking-page-payment.tsx';

/** One booking: details, payment and policy, history, documents and its Cancel or Confirm action. */
export function BookingPage({ id }: { id: string }) {
  const { t } = useTranslation('my-bookings');
  const query = useBooking(id);
  const back = (
    <Link
      to={paths.myBookings}
      className="inline-flex items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <p role="status" className="sr-only">
          {t('detail.loading')}
        </p>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (missing) {
      return (
        <div className="space-y-4">
          <h1 className="sr-only">{t('detail.notFoundTitle')}</h1>
          <EmptyState Icon={SearchX} title={t('detail.notFoundTitle')} body={t('detail.notFoundBody')}>
            <Button asChild>
              <Link to={paths.myBookings}>{t('detail.back')}</Link>
            </Button>
          </EmptyState>
        </div>
      );
    }
    return (
      <div role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-slate-900">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const { booking } = query.data;
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t(`type.${booking.type}`)}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{booking.title}</h1>
          <div className="mt-2">
            <BookingStatusBadge status={booking.status} />
          </div>
        </div>
        <BookingCardActions booking={booking} showManage={false} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <BookingPageDetails booking={booking} />
          <BookingPageHistory events={booking.events} />
        </div>
        <div className="space-y-6">
          <BookingPagePayment booking={booking} />
          <BookingPageDocuments booking={booking} />
        </div>
      </div>
    </div>
  );
}
