import { useTranslation } from 'react-i18next';
import type { AdminBookingListItem } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { formatDay } from '@web/lib/format-date.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { AdminTable, Td, Th } from '../../components/admin-table.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';

/** One page of bookings; View opens one. */
export function BookingsTable({
  bookings,
  onOpen,
}: {
  bookings: AdminBookingListItem[];
  onOpen: (booking: AdminBookingListItem) => void;
}) {
  const { t } = useTranslation('admin');
  if (bookings.length === 0)
    return <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">{t('bookings.empty')}</p>;
  return (
    <AdminTable caption={t('bookings.tableCaption')}>
      <thead>
        <tr>
          <Th>{t('bookings.columns.code')}</Th>
          <Th>{t('bookings.columns.booking')}</Th>
          <Th>{t('bookings.columns.account')}</Th>
          <Th>{t('bookings.columns.dates')}</Th>
          <Th>{t('bookings.columns.status')}</Th>
          <Th className="text-right">{t('bookings.columns.total')}</Th>
          <Th>
            <span className="sr-only">{t('bookings.columns.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((b) => (
          <tr key={b.id}>
            <Td className="font-mono font-semibold text-slate-900">{b.confirmationCode}</Td>
            <Td>
              <span className="block max-w-xs truncate">{b.title}</span>
              <span className="text-xs text-slate-600">
                {t(`bookings.types.${b.type}`)} · {b.travellerNames.join(', ')}
              </span>
            </Td>
            <Td>
              <span className="block">{b.user.name}</span>
              <span className="text-xs text-slate-600">{b.user.email}</span>
            </Td>
            <Td className="tabular-nums">
              {formatDay(b.startDate)} – {formatDay(b.endDate)}
            </Td>
            <Td>
              <BookingStatusBadge status={b.status} />
            </Td>
            <Td className="text-right tabular-nums">{formatMoney(b.total)}</Td>
            <Td className="text-right">
              <Button
                variant="outline"
                size="sm"
                onClick={() => onOpen(b)}
                aria-label={t('bookings.viewFor', { code: b.confirmationCode })}
              >
                {t('bookings.view')}
              </Button>
            </Td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
