import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBookingListItem } from '@escazo/contracts/admin';
import { AdminFilterForm } from '../../components/admin-filter-form.tsx';
import { Pager } from '../../components/pager.tsx';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import type { AdminTabProps } from '../tab-props.ts';
import { BookingDialog } from './booking-dialog.tsx';
import { useAdminBookings, type BookingsFilter } from './bookings-api.ts';
import { BookingsTable } from './bookings-table.tsx';

/** Bookings: find any traveller's booking, view it and cancel it on their behalf. */
export default function BookingsTab({ can }: AdminTabProps) {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<BookingsFilter>({ page: 1 });
  const [open, setOpen] = useState<AdminBookingListItem | null>(null);
  const bookings = useAdminBookings(filter);

  return (
    <section aria-labelledby="admin-bookings-heading" className="space-y-5">
      <h2 id="admin-bookings-heading" className="text-xl font-bold text-slate-900">
        {t('bookings.title')}
      </h2>
      {/* Search by confirmation code, e-mail or name; empty lists every booking. */}
      <AdminFilterForm section="bookings" filter={filter} onChange={(next) => setFilter({ ...next, page: 1 })} />
      {bookings.isPending ? (
        <LoadingRows />
      ) : bookings.isError ? (
        <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : (
        <>
          <BookingsTable bookings={bookings.data.bookings} onOpen={setOpen} />
          <Pager
            page={bookings.data.page}
            pageSize={bookings.data.pageSize}
            total={bookings.data.total}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
      {open ? (
        <BookingDialog
          id={open.id}
          code={open.confirmationCode}
          canManage={can('bookings:manage')}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
